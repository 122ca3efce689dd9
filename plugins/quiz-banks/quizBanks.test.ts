// @vitest-environment node
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import quizBanksPlugin, {BankValidationError, checkBanks} from './index';

const root = path.resolve(import.meta.dirname, '../..');
const badSite = path.join(root, 'test/fixtures/quiz-banks/bad');

function errorOf(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    if (error instanceof Error) return error;
  }
  throw new Error('expected the call to throw');
}

describe('quiz-banks build plugin', () => {
  it('passes the real banks, free and premium', () => {
    const banks = checkBanks(root);
    expect(banks.map((b) => b.path)).toEqual([
      'quizzes/subject-1.json',
      'quizzes/subject-2.json',
      'quizzes/subject-3.json',
      'quizzes/subject-4.json',
      'premium/quizzes/subject-1-premium.json',
      'premium/quizzes/subject-2-premium.json',
      'premium/quizzes/subject-3-premium.json',
      'premium/quizzes/subject-4-premium.json',
    ]);
  });

  it('fails a bad fixture bank naming the file, the question id and the reason', () => {
    const error = errorOf(() => checkBanks(badSite, {premiumDir: 'none'}));
    expect(error).toBeInstanceOf(BankValidationError);
    const lines = error.message.split('\n');
    expect(lines).toContain(
      '  quizzes/bad-bank.json › s1-fixture-no-explanation: choices.1.explanation: every choice needs an explanation of why it is right or wrong',
    );
    expect(lines).toContain(
      '  quizzes/bad-bank.json › s1-fixture-bad-answer: answer: answer "e" is not one of the choices',
    );
    expect(error.message).toMatch(/quizzes\/broken\.json: not valid JSON/);
    expect(error.message).not.toMatch(/s1-fixture-ok/);
  });

  it('stops loadContent, which is what stops the build', () => {
    const plugin = quizBanksPlugin({siteDir: badSite} as LoadContext, {premiumDir: 'none'});
    expect(() => plugin.loadContent?.()).toThrow(/bad-bank\.json › s1-fixture-bad-answer/);
  });

  it('reports a topic that is not on the syllabus once the schema passes', () => {
    const error = errorOf(() => checkBanks(badSite, {premiumDir: 'none', freeDir: 'topic-only'}));
    expect(error.message).toMatch(
      /topic-only\/bad-topic\.json › s1-fixture-bad-topic: topic "Astrology" is not a topic of Subject 1/,
    );
  });
});
