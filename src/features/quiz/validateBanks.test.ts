import {readFileSync} from 'node:fs';
import path from 'node:path';
import {DIAGNOSTIC_QUESTION_COUNT, DIAGNOSTIC_QUESTION_IDS} from './diagnostic';
import {bankSchema, type QuestionBank} from './schema';
import {TOPICS} from './topics';
import {bankStats, missingDiagnosticIds, statsShortfalls, validateBanks} from './validateBanks';

const root = path.resolve(import.meta.dirname, '../../..');
const free: QuestionBank[] = [1, 2, 3, 4].map((n) =>
  bankSchema.parse(JSON.parse(readFileSync(path.join(root, `quizzes/subject-${n}.json`), 'utf8'))),
);

describe('validateBanks', () => {
  it('flags the same question id in two banks', () => {
    const bank = free[0] as QuestionBank;
    const copy = {...bank, id: 'copy'};
    const {problems} = validateBanks([
      {path: 'quizzes/subject-1.json', tier: 'free', data: bank},
      {path: 'quizzes/copy.json', tier: 'free', data: copy},
    ]);
    expect(problems).toHaveLength(bank.questions.length);
    expect(problems[0]).toEqual({
      file: 'quizzes/copy.json',
      questionId: bank.questions[0]?.id,
      reason: 'id is also used in quizzes/subject-1.json',
    });
  });

  it('flags a premium bank kept with the free ones, and a bank named unlike its file', () => {
    const bank = {...(free[0] as QuestionBank), tier: 'premium' as const};
    const {problems} = validateBanks([{path: 'quizzes/other-name.json', tier: 'free', data: bank}]);
    expect(problems.map((p) => p.reason)).toEqual([
      'bank id "subject-1" must match the file name "other-name"',
      'tier is "premium" but the file sits with the free banks',
    ]);
  });

  it('names a question without an id by its position', () => {
    const bank = free[0] as QuestionBank;
    const broken = {...bank, questions: [{...bank.questions[0], id: undefined}]};
    const {problems} = validateBanks([{path: 'quizzes/subject-1.json', tier: 'free', data: broken}]);
    expect(problems[0]?.questionId).toBe('#1');
    expect(problems[0]?.reason).toMatch(/^id: /);
  });
});

describe('the diagnostic set', () => {
  it('names only questions of the free banks', () => {
    const banks = free.map((bank, i) => ({path: `quizzes/subject-${i + 1}.json`, bank}));
    expect(missingDiagnosticIds(banks)).toEqual([]);
    expect(missingDiagnosticIds(banks, ['s1-not-there'])).toEqual(['s1-not-there']);
  });

  it('covers every topic, with eight items per subject and no repeats', () => {
    const byId = new Map(free.flatMap((b) => b.questions).map((q) => [q.id, q]));
    const chosen = DIAGNOSTIC_QUESTION_IDS.map((id) => byId.get(id));
    expect(new Set(DIAGNOSTIC_QUESTION_IDS).size).toBe(DIAGNOSTIC_QUESTION_IDS.length);
    expect(DIAGNOSTIC_QUESTION_IDS).toHaveLength(DIAGNOSTIC_QUESTION_COUNT);
    for (const t of TOPICS) {
      expect(
        chosen.some((q) => q?.subject === t.subject && q.topic === t.label),
        t.label,
      ).toBe(true);
    }
    for (const s of [1, 2, 3, 4]) expect(chosen.filter((q) => q?.subject === s)).toHaveLength(8);
  });
});

describe('bank statistics', () => {
  it('meets the bar: 300 questions, 75 per subject', () => {
    const stats = bankStats(free);
    expect(stats.total).toBeGreaterThanOrEqual(300);
    expect(statsShortfalls(stats)).toEqual([]);
    const perTopic = [...stats.byTopic.values()].reduce((a, b) => a + b, 0);
    expect(perTopic).toBe(stats.total);
  });

  it('names each shortfall', () => {
    const small = free.map((b) => ({...b, questions: b.questions.slice(0, 10)}));
    expect(statsShortfalls(bankStats(small))).toEqual([
      'only 40 questions in all; the bar is 300',
      'Subject 1 has 10 questions; the bar is 75',
      'Subject 2 has 10 questions; the bar is 75',
      'Subject 3 has 10 questions; the bar is 75',
      'Subject 4 has 10 questions; the bar is 75',
    ]);
  });
});
