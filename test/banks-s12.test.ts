import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {bankSchema, type QuestionBank, type SubjectId} from '@site/src/features/quiz/schema';
import {TOPICS} from '@site/src/features/quiz/topics';

/**
 * Validates the Subject 1 and Subject 2 question banks (free and premium):
 * schema, topic labels, unique ids, counts, and basic quality rules
 * (4 choices for single answers, a real explanation on every choice,
 * correct-answer positions spread over a–d).
 */

interface BankFile {
  readonly path: string;
  readonly id: string;
  readonly tier: 'free' | 'premium';
  readonly subject: SubjectId;
  readonly idPrefix: string;
  readonly minQuestions: number;
}

const FILES: readonly BankFile[] = [
  {path: '../quizzes/subject-1.json', id: 'subject-1', tier: 'free', subject: 1, idPrefix: 's1-', minQuestions: 82},
  {path: '../quizzes/subject-2.json', id: 'subject-2', tier: 'free', subject: 2, idPrefix: 's2-', minQuestions: 82},
  {path: '../premium/quizzes/subject-1-premium.json', id: 'subject-1-premium', tier: 'premium', subject: 1, idPrefix: 's1p-', minQuestions: 15},
  {path: '../premium/quizzes/subject-2-premium.json', id: 'subject-2-premium', tier: 'premium', subject: 2, idPrefix: 's2p-', minQuestions: 15},
];

function load(file: BankFile): QuestionBank {
  const raw: unknown = JSON.parse(readFileSync(fileURLToPath(new URL(file.path, import.meta.url)), 'utf8'));
  return bankSchema.parse(raw);
}

const banks = FILES.map((file) => ({file, bank: load(file)}));

function topicsOf(subject: SubjectId): string[] {
  return TOPICS.filter((t) => t.subject === subject).map((t) => t.label);
}

describe('Subject 1 and 2 question banks', () => {
  it.each(FILES.map((f) => [f.id, f] as const))('%s has the expected id, tier and size', (_id, file) => {
    const found = banks.find((b) => b.file === file);
    if (!found) throw new Error(`${file.id} was not loaded`);
    const bank = found.bank;
    expect(bank.id).toBe(file.id);
    expect(bank.tier).toBe(file.tier);
    expect(bank.questions.length).toBeGreaterThanOrEqual(file.minQuestions);
  });

  it('files every question under its subject and an allowed topic label', () => {
    for (const {file, bank} of banks) {
      const allowed = new Set(topicsOf(file.subject));
      for (const q of bank.questions) {
        expect(q.subject, q.id).toBe(file.subject);
        expect(allowed.has(q.topic), `${q.id}: topic "${q.topic}"`).toBe(true);
        expect(q.id.startsWith(file.idPrefix), `${q.id} should start with ${file.idPrefix}`).toBe(true);
      }
    }
  });

  it('uses ids that are unique across the four files', () => {
    const seen = new Map<string, string>();
    for (const {file, bank} of banks) {
      for (const q of bank.questions) {
        expect(seen.has(q.id), `${q.id} repeated (also in ${seen.get(q.id) ?? ''})`).toBe(false);
        seen.set(q.id, file.id);
      }
    }
  });

  it('covers every topic of the subject in the free banks', () => {
    for (const {file, bank} of banks.filter((b) => b.file.tier === 'free')) {
      for (const label of topicsOf(file.subject)) {
        const n = bank.questions.filter((q) => q.topic === label).length;
        expect(n, `${file.id}: ${label}`).toBeGreaterThanOrEqual(8);
      }
    }
  });

  it('gives single questions four choices and multiple questions a "select all" prompt', () => {
    for (const {bank} of banks) {
      for (const q of bank.questions) {
        expect(q.type === 'single' || q.type === 'multiple', q.id).toBe(true);
        if (q.type === 'single') {
          expect(q.choices.map((c) => c.id), q.id).toEqual(['a', 'b', 'c', 'd']);
        }
        if (q.type === 'multiple') {
          expect(q.prompt, q.id).toMatch(/select all that apply/i);
          expect(q.answer.length, q.id).toBeGreaterThanOrEqual(1);
          expect(q.answer.length, q.id).toBeLessThan(q.choices.length);
        }
      }
    }
  });

  it('explains every choice with a reason, not a bare verdict', () => {
    for (const {bank} of banks) {
      for (const q of bank.questions) {
        if (q.type === 'numeric') continue;
        for (const c of q.choices) {
          expect(c.explanation.length, `${q.id}/${c.id}`).toBeGreaterThanOrEqual(30);
          expect(c.explanation.trim(), `${q.id}/${c.id}`).not.toMatch(/^(in)?correct\.?$/i);
        }
        expect(q.references.length, q.id).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('spreads the correct answers of single questions evenly over a–d', () => {
    for (const {file, bank} of banks.filter((b) => b.file.tier === 'free')) {
      const singles = bank.questions.filter((q) => q.type === 'single');
      for (const letter of ['a', 'b', 'c', 'd']) {
        const n = singles.filter((q) => q.answer === letter).length;
        expect(n / singles.length, `${file.id}: share of "${letter}"`).toBeGreaterThanOrEqual(0.2);
        expect(n / singles.length, `${file.id}: share of "${letter}"`).toBeLessThanOrEqual(0.3);
      }
    }
  });

  it('mixes difficulties', () => {
    for (const {file, bank} of banks.filter((b) => b.file.tier === 'free')) {
      for (const level of ['easy', 'medium', 'hard'] as const) {
        expect(bank.questions.some((q) => q.difficulty === level), `${file.id}: ${level}`).toBe(true);
      }
    }
  });
});
