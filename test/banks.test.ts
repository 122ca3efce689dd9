import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {readBankFiles, readHsCodes} from '@site/plugins/quiz-banks';
import {bankSchema, type Question, type QuestionBank} from '@site/src/domain/quiz';

/**
 * House rules of every question bank, free (one file per topic) and premium,
 * beyond the schema: the id prefix of the tier, four choices a-d for single
 * answers, real per-choice explanations, keys spread over a-d, numeric answers
 * to the centavo with the answer restated, and drills whose codes are HS 2022
 * codes. The table-of-specification counts and the quality limits are the
 * bank check's (scripts/check-bank.mjs).
 */
const root = path.resolve(fileURLToPath(import.meta.url), '../..');
const banks = [
  ...readBankFiles(root, 'quizzes', 'free', true),
  ...readBankFiles(root, 'premium/quizzes', 'premium'),
].map((f) => ({path: f.path, tier: f.tier, bank: bankSchema.parse(f.data) as QuestionBank}));
const all: Question[] = banks.flatMap((b) => b.bank.questions);

/** "1234567.8" -> "1,234,567.80" (the way worked solutions print amounts). */
function grouped(decimal: string): string {
  const [whole = '', frac = ''] = decimal.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac.padEnd(2, '0')}`;
}

describe('question banks', () => {
  it('prefix ids by subject and tier (s1- free, s1p- premium)', () => {
    for (const {tier, bank} of banks) {
      for (const q of bank.questions) {
        expect(q.id, q.id).toMatch(new RegExp(`^s${q.subject}${tier === 'premium' ? 'p' : ''}-`));
      }
    }
  });

  it('give single questions four choices and multiple questions a "select all" prompt', () => {
    for (const q of all) {
      if (q.type === 'single')
        expect(
          q.choices.map((c) => c.id),
          q.id,
        ).toEqual(['a', 'b', 'c', 'd']);
      if (q.type === 'multiple') {
        expect(q.prompt, q.id).toMatch(/select all that apply/i);
        expect(q.answer.length, q.id).toBeLessThan(q.choices.length);
      }
    }
  });

  it('explain every choice with a reason, not a bare verdict', () => {
    for (const q of all) {
      if (q.type !== 'single' && q.type !== 'multiple') continue;
      for (const c of q.choices) {
        expect(c.explanation.length, `${q.id}/${c.id}`).toBeGreaterThanOrEqual(30);
        expect(c.explanation.trim(), `${q.id}/${c.id}`).not.toMatch(/^(in)?correct\.?$/i);
      }
    }
  });

  it('spread the keys of single questions evenly over a-d in each subject', () => {
    for (const s of [1, 2, 3, 4] as const) {
      const singles = all.filter((q) => q.subject === s && q.type === 'single');
      for (const letter of ['a', 'b', 'c', 'd']) {
        const share =
          singles.filter((q) => q.type === 'single' && q.answer === letter).length / singles.length;
        expect(share, `Subject ${s}: share of "${letter}"`).toBeGreaterThanOrEqual(0.2);
        expect(share, `Subject ${s}: share of "${letter}"`).toBeLessThanOrEqual(0.3);
      }
    }
  });

  it('mix difficulties in every topic bank', () => {
    for (const {path: file, tier, bank} of banks) {
      if (tier !== 'free' || bank.questions.length < 6) continue;
      const levels = new Set(bank.questions.map((q) => q.difficulty));
      expect(levels.size, `${file}: difficulties`).toBeGreaterThanOrEqual(2);
    }
  });

  it('state numeric answers to the centavo and end each worked solution with that answer', () => {
    for (const q of all) {
      if (q.type !== 'numeric') continue;
      expect(q.answer, q.id).toMatch(/^\d+\.\d{2}$/);
      // 0 where a cent decides the case (a boundary item), else a centavo.
      expect(['0', '0.01'], q.id).toContain(q.tolerance);
      expect(['PHP', 'USD', 'EUR', 'JPY', '%'], q.id).toContain(q.unit);
      const answer =
        q.unit === 'PHP'
          ? `₱${grouped(q.answer)}`
          : q.unit === '%'
            ? `${q.answer}%`
            : `${q.unit} ${grouped(q.answer)}`;
      expect(q.explanation, q.id).toContain(`Answer: ${answer}.`);
      expect(q.explanation.split('\n').length, `${q.id}: worked steps`).toBeGreaterThanOrEqual(2);
    }
  });

  it('give drills HS 2022 codes, reasoning and at least one wrong path', () => {
    const codes = readHsCodes(root);
    expect(codes?.size).toBeGreaterThan(6000);
    for (const q of all) {
      if (q.type !== 'classification') continue;
      expect(codes?.has(q.answer), `${q.id}: ${q.answer}`).toBe(true);
      for (const w of q.wrongPaths) {
        expect(codes?.has(w.code), `${q.id}: wrong path ${w.code}`).toBe(true);
        expect(w.code.slice(0, 6) === q.answer, `${q.id}: a wrong path equals the answer`).toBe(false);
      }
    }
  });
  it('tax perfume with the 20% excise on non-essential goods in the VAT base (s4-vat-vatbase-air)', () => {
    const q = all.find((x) => x.id === 's4-vat-vatbase-air');
    if (q?.type !== 'numeric') throw new Error('s4-vat-vatbase-air is missing or not numeric');
    // Landed cost ₱262,297.16 + 20% of the ₱232,532.56 dutiable value (NIRC Sec. 150(b)) = ₱308,803.67.
    expect(q.answer).toBe('308803.67');
    expect(q.references).toContain('NIRC Sec. 150(b)');
  });

  // Copying from the law texts is the content check's (scripts/content/copies.ts, run by
  // npm run check:content in npm test): it reads every bank against the fingerprint of the CMTA and NIRC
  // (10-word runs).
});
