import {dec, cmp} from '../../lib/decimal';
import {must} from '../../../test/computation';
import {DEFAULT_RATE_SET_ID, findRateSet, RATE_SETS} from './rateSets';

const CONFIDENCE = ['CONFIRMED-PRIMARY', 'CONFIRMED-SECONDARY', 'CONFLICT', 'MEMORY/UNVERIFIED'];

describe('rate sets', () => {
  it('has the current default and the older set, with unique ids', () => {
    expect(RATE_SETS.map((s) => s.id)).toEqual(['cao-02-2024', 'cao-2-2001']);
    expect(findRateSet(DEFAULT_RATE_SET_ID)?.id).toBe('cao-02-2024');
    expect(findRateSet('nope')).toBeUndefined();
  });

  it.each(RATE_SETS.map((s) => [s.id, s] as const))('%s is complete and well formed', (_id, set) => {
    expect(set.name.length).toBeGreaterThan(0);
    expect(set.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(set.sources.length).toBeGreaterThan(3);
    for (const source of set.sources) {
      expect(CONFIDENCE).toContain(source.confidence);
      expect(source.issuance.length).toBeGreaterThan(0);
    }
    // Every figure is a decimal string.
    for (const text of [
      set.vatPercent,
      set.bankChargePercent,
      set.defaultInsurancePercent.general,
      set.defaultInsurancePercent.dangerous,
      set.brokerage.formalExcess.base,
      set.brokerage.formalExcess.threshold,
      set.brokerage.formalExcess.excessPercent,
      set.brokerage.informalFee,
      set.importProcessing.informalFee,
      ...Object.values(set.arrastre.perContainer),
      ...Object.values(set.wharfage.perContainer),
      ...set.documentaryStamps.formal.map((p) => p.amount),
      ...set.documentaryStamps.informal.map((p) => p.amount),
    ]) {
      expect(() => dec(text)).not.toThrow();
    }
    // Brackets rise, and the IPC table ends open-ended.
    for (const table of [set.brokerage.formalBrackets, set.importProcessing.formalBrackets]) {
      for (let i = 1; i < table.length; i += 1) {
        const prevTop = must(table[i - 1]).upTo;
        const cur = must(table[i]);
        expect(prevTop).not.toBeNull();
        if (cur.upTo !== null && prevTop !== null) {
          expect(cmp(dec(cur.upTo), dec(prevTop))).toBe(1);
        }
      }
    }
    expect(set.importProcessing.formalBrackets.at(-1)?.upTo).toBeNull();
    // The brokerage table's top equals the excess threshold.
    expect(set.brokerage.formalBrackets.at(-1)?.upTo).toBe(set.brokerage.formalExcess.threshold);
  });

  it('holds the facts.md figures', () => {
    const current = must(findRateSet('cao-02-2024'));
    expect(current.documentaryStamps.formal.map((p) => p.amount)).toEqual(['100', '30']);
    expect(current.arrastre.perContainer).toEqual({'20': '3727.00', '40': '8551.00', '45': '8551.00'});
    expect(current.wharfage.perContainer).toEqual({'20': '519.35', '40': '779.05', '45': '916.50'});
    expect(current.brokerage.formalExcess.excessPercent).toBe('0.125');
    const old = must(findRateSet('cao-2-2001'));
    expect(old.documentaryStamps.formal.map((p) => p.amount)).toEqual(['280']);
    expect(old.importProcessing.formalBrackets.map((b) => b.fee)).toEqual(['250', '500', '750', '1000']);
  });
});
