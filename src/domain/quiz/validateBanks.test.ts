// @vitest-environment node
import path from 'node:path';
import {readBankFiles} from '../../../plugins/quiz-banks';
import {DIAGNOSTIC_QUESTION_COUNT, DIAGNOSTIC_QUESTION_IDS} from './diagnostic';
import {apportion} from '../../features/quiz';
import {bankSchema, type QuestionBank} from './schema';
import {TOS} from './specTable';
import {
  bankStats,
  missingDiagnosticIds,
  missingTopicBanks,
  statsShortfalls,
  validateBanks,
} from './validateBanks';

const root = path.resolve(import.meta.dirname, '../../..');
const freeFiles = readBankFiles(root, 'quizzes', 'free', true);
const free: QuestionBank[] = freeFiles.map((f) => bankSchema.parse(f.data));
const all: QuestionBank[] = [
  ...free,
  ...readBankFiles(root, 'premium/quizzes', 'premium').map((f) => bankSchema.parse(f.data)),
];
const GENERAL = 'quizzes/subject-1/general-provisions.json';

describe('validateBanks', () => {
  it('flags the same question id in two banks', () => {
    const bank = {...(free[0] as QuestionBank), id: 'first'};
    const copy = {...bank, id: 'copy'};
    const {problems} = validateBanks([
      {path: 'quizzes/first.json', tier: 'free', data: bank},
      {path: 'quizzes/copy.json', tier: 'free', data: copy},
    ]);
    expect(problems).toHaveLength(bank.questions.length);
    expect(problems[0]).toEqual({
      file: 'quizzes/copy.json',
      questionId: bank.questions[0]?.id,
      reason: 'id is also used in quizzes/first.json',
    });
  });

  it('flags a premium bank kept with the free ones, and a bank named unlike its file', () => {
    const bank = {...(free[0] as QuestionBank), tier: 'premium' as const};
    const {problems} = validateBanks([{path: 'quizzes/other-name.json', tier: 'free', data: bank}]);
    expect(problems.map((p) => p.reason)).toEqual([
      `bank id "${bank.id}" must match the file name "other-name"`,
      'tier is "premium" but the file sits with the free banks',
    ]);
  });

  it('names a question without an id by its position', () => {
    const bank = free[0] as QuestionBank;
    const broken = {...bank, questions: [{...bank.questions[0], id: undefined}]};
    const {problems} = validateBanks([{path: 'quizzes/first.json', tier: 'free', data: broken}]);
    expect(problems[0]?.questionId).toBe('#1');
    expect(problems[0]?.reason).toMatch(/^id: /);
  });
});

describe('topic banks', () => {
  it('keep in each file only the subject and topic its folder and name stand for', () => {
    const bank = bankSchema.parse(freeFiles.find((f) => f.path === GENERAL)?.data);
    const moved = {...bank, questions: [{...bank.questions[0], topic: 'Bureau of Customs and jurisdiction'}]};
    const {problems} = validateBanks([{path: GENERAL, tier: 'free', data: moved}]);
    expect(problems.map((p) => p.reason)).toEqual([
      'this file holds Subject 1, "CMTA general provisions"; the question says Subject 1, "Bureau of Customs and jurisdiction"',
    ]);
  });

  it('exist for every topic of the table of specifications', () => {
    expect(missingTopicBanks(freeFiles.map((f) => f.path))).toEqual([]);
    expect(missingTopicBanks(freeFiles.map((f) => f.path).filter((p) => p !== GENERAL))).toEqual([GENERAL]);
  });
});

describe('the diagnostic set', () => {
  it('names only questions of the free banks', () => {
    const banks = free.map((bank, i) => ({path: `quizzes/subject-${i + 1}.json`, bank}));
    expect(missingDiagnosticIds(banks)).toEqual([]);
    expect(missingDiagnosticIds(banks, ['s1-not-there'])).toEqual(['s1-not-there']);
  });

  it('follows the table of specifications: ten items a subject, shared among its parts by weight', () => {
    const byId = new Map(free.flatMap((b) => b.questions).map((q) => [q.id, q]));
    const chosen = DIAGNOSTIC_QUESTION_IDS.map((id) => byId.get(id));
    expect(new Set(DIAGNOSTIC_QUESTION_IDS).size).toBe(DIAGNOSTIC_QUESTION_IDS.length);
    expect(DIAGNOSTIC_QUESTION_IDS).toHaveLength(DIAGNOSTIC_QUESTION_COUNT);
    for (const s of TOS) {
      const inSubject = chosen.filter((q) => q?.subject === s.subject);
      expect(inSubject, `Subject ${s.subject}`).toHaveLength(10);
      const shares = apportion(
        10,
        s.parts.map((p) => p.weight),
      );
      s.parts.forEach((p, i) => {
        const labels = new Set(p.topics.map((t) => t.label));
        expect(
          inSubject.filter((q) => q && labels.has(q.topic)),
          `Part ${p.key}`,
        ).toHaveLength(shares[i] ?? 0);
      });
    }
  });
});

describe('bank statistics', () => {
  it('meets the bar: 1,200 questions, 300 per subject (free and premium)', () => {
    const stats = bankStats(all);
    expect(stats.total).toBeGreaterThanOrEqual(1200);
    expect(statsShortfalls(stats)).toEqual([]);
    const perTopic = [...stats.byTopic.values()].reduce((a, b) => a + b, 0);
    expect(perTopic).toBe(stats.total);
  });

  it('names each shortfall', () => {
    const questions = all.flatMap((b) => b.questions);
    const small = ([1, 2, 3, 4] as const).map((n) => ({
      ...(free[0] as QuestionBank),
      questions: questions.filter((q) => q.subject === n).slice(0, 10),
    }));
    expect(statsShortfalls(bankStats(small))).toEqual([
      'only 40 questions in all; the bar is 1200',
      'Subject 1 has 10 questions; the bar is 300',
      'Subject 2 has 10 questions; the bar is 300',
      'Subject 3 has 10 questions; the bar is 300',
      'Subject 4 has 10 questions; the bar is 300',
    ]);
  });
});
