// @vitest-environment node
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {TOPICS} from '../../src/domain/quiz';
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
      ...TOPICS.map((t) => `quizzes/subject-${t.subject}/${t.slug}.json`).sort(),
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
      '  quizzes/subject-1/bad-bank.json › s1-fixture-no-explanation: choices.1.explanation: every choice needs an explanation of why it is right or wrong',
    );
    expect(lines).toContain(
      '  quizzes/subject-1/bad-bank.json › s1-fixture-bad-answer: answer: answer "e" is not one of the choices',
    );
    expect(error.message).toMatch(/quizzes\/subject-1\/broken\.json: not valid JSON/);
    expect(error.message).not.toMatch(/s1-fixture-ok/);
  });

  it('stops loadContent, which is what stops the build', () => {
    const plugin = quizBanksPlugin({siteDir: badSite} as LoadContext, {premiumDir: 'none'});
    expect(() => plugin.loadContent?.()).toThrow(/subject-1\/bad-bank\.json › s1-fixture-bad-answer/);
  });

  it('stops the build on a drill whose answer is not a code of the HS 2022 nomenclature', () => {
    const site = path.join(root, 'test/fixtures/quiz-banks/bad-drill');
    const hsDir = path.join(root, 'data/hs');
    const plugin = quizBanksPlugin({siteDir: site} as LoadContext, {premiumDir: 'none', hsDir});
    expect(() => plugin.loadContent?.()).toThrow(
      /quizzes\/subject-4\/hs-sections-15-16\.json › s4-hs-xvi-fixture-not-a-code: answer 847199 is not a subheading of HS 2022/,
    );
    // Without the nomenclature at all, drills are refused too.
    expect(() => checkBanks(site, {premiumDir: 'none', hsDir: path.join(site, 'nowhere')})).toThrow(
      /holds drills, but the HS 2022 data \(data\/hs\) is missing/,
    );
  });

  it('reports a topic that is not on the syllabus once the schema passes', () => {
    const error = errorOf(() => checkBanks(badSite, {premiumDir: 'none', freeDir: 'topic-only'}));
    expect(error.message).toMatch(
      /topic-only\/subject-1\/bad-topic\.json › s1-fixture-bad-topic: topic "Astrology" is not a topic of Subject 1/,
    );
  });
});
