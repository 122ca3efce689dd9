import {add, cmp, dec, type Dec, mul, percent, roundHalfUp, sum, toAmountString} from '../../lib/decimal';
import {computeAssessment, LINE_IDS, type Assessment, type LineId} from './index';
import {createRng} from '../../lib/random';
import {randomShipment, randomShipments} from '../../../test/computation';

const CASES = 600;

function amountsOf(a: Assessment): Record<LineId, Dec> {
  return Object.fromEntries(a.lines.map((l) => [l.id, dec(l.amount)])) as Record<LineId, Dec>;
}

describe('seeded PRNG', () => {
  it('is deterministic per seed and differs between seeds', () => {
    const a = createRng('x');
    const b = createRng('x');
    const c = createRng('y');
    const seqA = Array.from({length: 5}, () => a.next());
    expect(Array.from({length: 5}, () => b.next())).toEqual(seqA);
    expect(Array.from({length: 5}, () => c.next())).not.toEqual(seqA);
  });

  it('keeps int() within bounds', () => {
    const r = createRng('bounds');
    for (let i = 0; i < 1000; i += 1) {
      const n = r.int(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
      expect(Number.isInteger(n)).toBe(true);
    }
  });
});

describe('properties over random shipments', () => {
  const shipments = randomShipments('property-tests', CASES);
  const results = shipments.map((s) => ({input: s, assessment: computeAssessment(s)}));

  it('every amount has exactly two decimals and is never negative', () => {
    for (const {assessment} of results) {
      expect(assessment.lines.map((l) => l.id)).toEqual([...LINE_IDS]);
      for (const l of assessment.lines) {
        expect(l.amount).toMatch(/^\d+\.\d{2}$/);
      }
    }
  });

  it('landed cost equals the sum of its parts', () => {
    for (const {assessment} of results) {
      const a = amountsOf(assessment);
      const parts = sum([
        a.dutiableValue,
        a.customsDuty,
        a.bankCharge,
        a.brokerageFee,
        a.arrastre,
        a.wharfage,
        a.documentaryStamps,
        a.importProcessingCharge,
      ]);
      expect(cmp(parts, a.landedCost)).toBe(0);
    }
  });

  it('VAT base = landed cost + excise; VAT = 12% of it; total = duty + VAT + excise + IPC + stamps', () => {
    for (const {assessment} of results) {
      const a = amountsOf(assessment);
      expect(cmp(add(a.landedCost, a.exciseTax), a.vatBase)).toBe(0);
      expect(toAmountString(roundHalfUp(mul(a.vatBase, percent(dec('12'))), 2))).toBe(toAmountString(a.vat));
      const total = sum([a.customsDuty, a.vat, a.exciseTax, a.importProcessingCharge, a.documentaryStamps]);
      expect(cmp(total, a.totalPayable)).toBe(0);
    }
  });

  it('air shipments never carry arrastre or wharfage; no L/C means no bank charge', () => {
    for (const {input, assessment} of results) {
      const a = amountsOf(assessment);
      if (input.mode === 'air') {
        expect(toAmountString(a.arrastre)).toBe('0.00');
        expect(toAmountString(a.wharfage)).toBe('0.00');
      }
      if (!input.letterOfCredit) {
        expect(toAmountString(a.bankCharge)).toBe('0.00');
      }
    }
  });

  it('more FOB never lowers the duty, the dutiable value or the total', () => {
    const rng = createRng('monotonic');
    for (let i = 0; i < CASES; i += 1) {
      const base = randomShipment(rng);
      const extra = `${rng.int(0, 50_000)}.${String(rng.int(0, 99)).padStart(2, '0')}`;
      const more = {...base, fob: toAmountString(add(dec(base.fob), dec(extra)))};
      const a = amountsOf(computeAssessment(base));
      const b = amountsOf(computeAssessment(more));
      expect(cmp(b.customsDuty, a.customsDuty)).toBeGreaterThanOrEqual(0);
      expect(cmp(b.dutiableValue, a.dutiableValue)).toBeGreaterThanOrEqual(0);
      expect(cmp(b.totalPayable, a.totalPayable)).toBeGreaterThanOrEqual(0);
    }
  });

  it('is deterministic: the same input gives the same assessment', () => {
    for (const {input, assessment} of results.slice(0, 50)) {
      expect(computeAssessment(structuredClone(input))).toEqual(assessment);
    }
  });
});
