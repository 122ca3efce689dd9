import {dec, cmp} from '../../lib/decimal';
import {
  checkDrill,
  checkOrder,
  drillValue,
  drillValueWorking,
  findDrill,
  METHOD_INFO,
  VALUATION_DRILLS,
  VALUATION_METHODS,
  type ValuationDrill,
} from './valuationDrills';
import {must} from '../../../test/computation';
import {valuationDrillsSchema} from './valuationDrillSchema';

function perfectAnswer(drill: ValuationDrill) {
  return {
    method: drill.method,
    included: (drill.transaction?.items ?? []).filter((i) => i.include).map((i) => i.id),
    value: drillValue(drill) ?? undefined,
  };
}

describe('valuation drills data', () => {
  it('matches the schema (data/computation/valuation-drills.json)', () => {
    const result = valuationDrillsSchema.safeParse(VALUATION_DRILLS);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it('the schema refuses a case whose ladder stops short of its answer', () => {
    const [first] = VALUATION_DRILLS;
    const broken = {...first, method: 'computed'};
    expect(valuationDrillsSchema.safeParse([broken]).success).toBe(false);
  });

  it('has unique ids and a ladder that ends at the method that applies', () => {
    expect(new Set(VALUATION_DRILLS.map((d) => d.id)).size).toBe(VALUATION_DRILLS.length);
    for (const drill of VALUATION_DRILLS) {
      const last = must(drill.ladder.at(-1));
      expect(last).toMatchObject({method: drill.method, outcome: 'applies'});
      expect(drill.ladder.filter((s) => s.outcome === 'applies')).toHaveLength(1);
      expect(drill.cites.join(' ')).toMatch(/CMTA Sec/);
      expect(drill.facts.length).toBeGreaterThan(1);
    }
  });

  it('walks the ladder in the legal order, allowing only the importer-requested 4/5 swap', () => {
    for (const drill of VALUATION_DRILLS) {
      const numbers = drill.ladder.map((s) => METHOD_INFO[s.method].n);
      const swapped = drill.ladder.some((s) => s.outcome === 'skipped');
      if (swapped) {
        // Methods 1-3, then 4 set aside, then 5 (and back to 4 if 5 fails).
        expect(numbers.slice(0, 5)).toEqual([1, 2, 3, 4, 5]);
        expect(drill.facts.join(' ')).toMatch(/asks in writing that computed value be tried/);
      } else if (drill.id === 'swap-fails') {
        expect(numbers).toEqual([1, 2, 3, 5, 4]);
      } else {
        // The normal order, with no rung skipped.
        expect(numbers).toEqual(numbers.map((_, i) => i + 1));
      }
    }
  });

  it('covers every method and the additions of Sec. 701', () => {
    expect(new Set(VALUATION_DRILLS.map((d) => d.method))).toEqual(new Set(VALUATION_METHODS));
    const whys = VALUATION_DRILLS.flatMap((d) => d.transaction?.items ?? [])
      .map((i) => i.why)
      .join(' ');
    for (const provision of [
      '701(1)(a)',
      '701(1)(c)',
      '701(1)(d)',
      '701(1)(e)',
      '701(2)',
      '701(3)',
      '701(5)',
    ]) {
      expect(whys).toContain(provision);
    }
  });

  it('asks about costs only where the transaction value applies', () => {
    for (const drill of VALUATION_DRILLS) {
      expect(drill.transaction !== undefined).toBe(drill.method === 'transaction');
    }
  });
});

describe('drillValue', () => {
  it('adds the price and only the costs that go in', () => {
    const commissions = must(findDrill('commissions'));
    // 12,000 + 600 selling commission + 900 freight + 120 insurance; buying commission and trucking stay out.
    expect(drillValue(commissions)).toBe('13620.00');
    expect(drillValueWorking(commissions)).toBe('12,000.00 + 600.00 + 900.00 + 120.00 = USD 13,620.00');
    expect(drillValue(must(findDrill('assist')))).toBe('35100.00');
    expect(drillValue(must(findDrill('royalty')))).toBe('22650.00');
    expect(drillValue(must(findDrill('proceeds')))).toBe('9280.00');
    expect(drillValue(must(findDrill('warranty')))).toBeNull();
  });

  it('is never less than the price', () => {
    for (const drill of VALUATION_DRILLS) {
      const v = drillValue(drill);
      if (v !== null) {
        expect(cmp(dec(v), dec(must(drill.transaction).price))).toBeGreaterThanOrEqual(0);
      }
    }
  });
});

describe('checkDrill', () => {
  it('marks the right answer all correct', () => {
    for (const drill of VALUATION_DRILLS) {
      const result = checkDrill(drill, perfectAnswer(drill));
      expect(result.allCorrect).toBe(true);
      expect(result.method).toBe('correct');
    }
  });

  it('tells a wrongly included cost from a wrongly left-out one', () => {
    const drill = must(findDrill('commissions'));
    const result = checkDrill(drill, {
      method: 'transaction',
      included: ['buying-commission', 'freight', 'insurance'],
      value: 'USD 13,620.00',
    });
    expect(result.items).toEqual([
      {id: 'selling-commission', verdict: 'wronglyLeftOut'},
      {id: 'buying-commission', verdict: 'wronglyIncluded'},
      {id: 'freight', verdict: 'correct'},
      {id: 'insurance', verdict: 'correct'},
      {id: 'inland', verdict: 'correct'},
    ]);
    expect(result.value).toBe('correct');
    expect(result.allCorrect).toBe(false);
  });

  it('checks the method and the value to the cent', () => {
    const drill = must(findDrill('royalty'));
    const base = perfectAnswer(drill);
    expect(checkDrill(drill, {...base, method: 'identical'}).method).toBe('wrong');
    expect(checkDrill(drill, {...base, method: null}).method).toBe('missing');
    expect(checkDrill(drill, {...base, value: '22650.01'}).value).toBe('wrong');
    expect(checkDrill(drill, {...base, value: '22,650'}).value).toBe('correct');
    expect(checkDrill(drill, {...base, value: ''}).value).toBe('missing');
    expect(checkDrill(drill, {...base, value: 'a lot'}).value).toBe('wrong');
    const similar = must(findDrill('warranty'));
    expect(checkDrill(similar, {method: 'similar', included: []})).toEqual({
      method: 'correct',
      items: [],
      value: 'notAsked',
      allCorrect: true,
    });
  });
});

describe('checkOrder', () => {
  it('accepts only the Sec. 700 order', () => {
    expect(checkOrder([...VALUATION_METHODS])).toEqual([true, true, true, true, true, true]);
    expect(checkOrder(['transaction', 'identical', 'similar', 'computed', 'deductive', 'fallback'])).toEqual([
      true,
      true,
      true,
      false,
      false,
      true,
    ]);
    expect(checkOrder([null, null])).toEqual([false, false, false, false, false, false]);
  });
});
