import {existsSync, readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {bankSchema, type QuestionBank, type SubjectId} from '@site/src/features/quiz/schema';
import {TOPICS} from '@site/src/features/quiz/topics';

/**
 * Validates the Subject 3 and Subject 4 question banks (free and premium):
 * schema, topic labels, unique ids, counts, choice quality, answer spread,
 * the numeric questions' format and worked solutions, and (when the shared
 * reference texts are present) that no run of 8+ words is copied from the
 * CMTA or NIRC.
 */

interface BankFile {
  readonly path: string;
  readonly id: string;
  readonly tier: 'free' | 'premium';
  readonly subject: SubjectId;
  readonly idPrefix: string;
  readonly minQuestions: number;
  readonly minNumeric: number;
}

const FILES: readonly BankFile[] = [
  {path: '../quizzes/subject-3.json', id: 'subject-3', tier: 'free', subject: 3, idPrefix: 's3-', minQuestions: 82, minNumeric: 0},
  {path: '../quizzes/subject-4.json', id: 'subject-4', tier: 'free', subject: 4, idPrefix: 's4-', minQuestions: 82, minNumeric: 25},
  {path: '../premium/quizzes/subject-3-premium.json', id: 'subject-3-premium', tier: 'premium', subject: 3, idPrefix: 's3p-', minQuestions: 15, minNumeric: 0},
  {path: '../premium/quizzes/subject-4-premium.json', id: 'subject-4-premium', tier: 'premium', subject: 4, idPrefix: 's4p-', minQuestions: 15, minNumeric: 8},
];

const fromHere = (p: string): string => fileURLToPath(new URL(p, import.meta.url));

function load(file: BankFile): QuestionBank {
  const raw: unknown = JSON.parse(readFileSync(fromHere(file.path), 'utf8'));
  return bankSchema.parse(raw);
}

const banks = FILES.map((file) => ({file, bank: load(file)}));

function topicsOf(subject: SubjectId): string[] {
  return TOPICS.filter((t) => t.subject === subject).map((t) => t.label);
}

/** "1234567.8" -> "1,234,567.80" (the way worked solutions print amounts). */
function grouped(decimal: string): string {
  const [whole = '', frac = ''] = decimal.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac.padEnd(2, '0')}`;
}

describe('Subject 3 and 4 question banks', () => {
  it.each(FILES.map((f) => [f.id, f] as const))('%s has the expected id, tier and size', (_id, file) => {
    const found = banks.find((b) => b.file === file);
    if (!found) throw new Error(`${file.id} was not loaded`);
    const bank = found.bank;
    expect(bank.id).toBe(file.id);
    expect(bank.tier).toBe(file.tier);
    expect(bank.questions.length).toBeGreaterThanOrEqual(file.minQuestions);
    expect(bank.questions.filter((q) => q.type === 'numeric').length).toBeGreaterThanOrEqual(file.minNumeric);
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
        expect(q.references.length, q.id).toBeGreaterThanOrEqual(1);
        if (q.type === 'numeric') continue;
        for (const c of q.choices) {
          expect(c.explanation.length, `${q.id}/${c.id}`).toBeGreaterThanOrEqual(30);
          expect(c.explanation.trim(), `${q.id}/${c.id}`).not.toMatch(/^(in)?correct\.?$/i);
        }
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

  it('mixes difficulties in the free banks', () => {
    for (const {file, bank} of banks.filter((b) => b.file.tier === 'free')) {
      for (const level of ['easy', 'medium', 'hard'] as const) {
        expect(bank.questions.some((q) => q.difficulty === level), `${file.id}: ${level}`).toBe(true);
      }
    }
  });

  it('states numeric answers to the centavo and ends each worked solution with that answer', () => {
    for (const {bank} of banks) {
      for (const q of bank.questions) {
        if (q.type !== 'numeric') continue;
        expect(q.answer, q.id).toMatch(/^\d+\.\d{2}$/);
        expect(q.tolerance, q.id).toBe('0.01');
        expect(['PHP', 'USD'], q.id).toContain(q.unit);
        const symbol = q.unit === 'PHP' ? '₱' : 'USD ';
        expect(q.explanation, q.id).toContain(`Answer: ${symbol}${grouped(q.answer)}.`);
        expect(q.explanation.split('\n').length, `${q.id}: worked steps`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  const refs = ['../../shared/reference/cmta.txt', '../../shared/reference/nirc.txt'].map(fromHere);
  it.skipIf(!refs.every((p) => existsSync(p)))('copies no run of 8 or more words from the CMTA or NIRC', () => {
    const words = (t: string): string[] =>
      t.toLowerCase().replace(/['’]/g, '').replace(/[^a-z0-9]+/g, ' ').trim().split(' ').filter(Boolean);
    const grams = new Set<string>();
    for (const p of refs) {
      const w = words(readFileSync(p, 'utf8'));
      for (let i = 0; i + 8 <= w.length; i++) grams.add(w.slice(i, i + 8).join(' '));
    }
    const hits: string[] = [];
    for (const {bank} of banks) {
      for (const q of bank.questions) {
        const texts = [q.prompt, q.takeaway, ...(q.type === 'numeric' ? [q.explanation] : q.choices.flatMap((c) => [c.text, c.explanation]))];
        for (const text of texts) {
          const w = words(text);
          for (let i = 0; i + 8 <= w.length; i++) {
            const g = w.slice(i, i + 8).join(' ');
            if (grams.has(g)) hits.push(`${q.id}: "${g}"`);
          }
        }
      }
    }
    expect(hits).toEqual([]);
  });
});
