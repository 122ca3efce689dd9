/**
 * Valuation drills: short cases that ask which valuation method applies
 * (taking the methods in the order CMTA Sec. 700 requires) and, where the
 * transaction value applies, which costs go into the dutiable value under
 * CMTA Sec. 701.
 *
 * Every case and explanation follows facts.md §2.2 (CMTA Secs. 700-706) and §5
 * (WTO Valuation Agreement: methods in order, Art. 8 additions). The written
 * exclusions rest only on what facts.md marks as read: the buying-commission
 * exception in Sec. 701(1)(a), transport only "to the port of entry" in
 * Sec. 701(3), assists' design work only when done outside the Philippines in
 * Sec. 701(1)(d), and the buyer's own marketing (CONFIRMED-SECONDARY). The WTO
 * Interpretative Note's list is MEMORY in facts.md, so no case depends on it.
 *
 * Logic only (the cases are data): no React, no I/O. Amounts are exact decimals.
 */
import drillsData from '../../../data/computation/valuation-drills.json';
import {add, cmp, dec, type Dec, formatMoney, parseDecimal, sub, toAmountString} from '../../lib/decimal';

export const VALUATION_METHODS = [
  'transaction',
  'identical',
  'similar',
  'deductive',
  'computed',
  'fallback',
] as const;

export type ValuationMethod = (typeof VALUATION_METHODS)[number];

/** The method's number in the normal order, its CMTA section and WTO article. */
export const METHOD_INFO: Record<ValuationMethod, {n: number; section: string; article: string}> = {
  transaction: {n: 1, section: 'CMTA Sec. 701', article: 'WTO Art. 1'},
  identical: {n: 2, section: 'CMTA Sec. 702', article: 'WTO Art. 2'},
  similar: {n: 3, section: 'CMTA Sec. 703', article: 'WTO Art. 3'},
  deductive: {n: 4, section: 'CMTA Sec. 704', article: 'WTO Art. 5'},
  computed: {n: 5, section: 'CMTA Sec. 705', article: 'WTO Art. 6'},
  fallback: {n: 6, section: 'CMTA Sec. 706', article: 'WTO Art. 7'},
};

/** One step down the ladder: a method tried, and whether it gave the value. */
export interface LadderStep {
  method: ValuationMethod;
  /** 'skipped': set aside because the importer asked to try Method 5 before Method 4. */
  outcome: 'fails' | 'applies' | 'skipped';
  why: string;
}

/** A cost named in the facts that the candidate includes in the dutiable value or leaves out. */
export interface CostItem {
  id: string;
  /** As the facts state it, e.g. "Commission to the seller's sales agent, paid by the buyer". */
  label: string;
  /** In the case's currency. */
  amount: string;
  include: boolean;
  /** Why, with the provision, e.g. "Added: a selling commission borne by the buyer (CMTA Sec. 701(1)(a))." */
  why: string;
}

export interface ValuationDrill {
  id: string;
  title: string;
  facts: string[];
  method: ValuationMethod;
  /** The ladder, in order, down to the method that applies. */
  ladder: LadderStep[];
  /** Present when the transaction value applies: the price and the costs to sort. */
  transaction?: {
    currency: string;
    /** The price actually paid or payable, as invoiced. */
    price: string;
    priceLabel: string;
    items: CostItem[];
  };
  /** Provisions the explanation rests on. */
  cites: string[];
}

/**
 * The cases, as data (data/computation/valuation-drills.json). Their shape and
 * sums are checked by ./valuationDrillSchema.ts in the tests and the content check.
 */
export const VALUATION_DRILLS: readonly ValuationDrill[] = drillsData as readonly ValuationDrill[];

export function findDrill(id: string): ValuationDrill | undefined {
  return VALUATION_DRILLS.find((d) => d.id === id);
}

/** The transaction value in the case's currency: the price plus every cost that goes in. */
export function drillValue(drill: ValuationDrill): string | null {
  const t = drill.transaction;
  if (!t) {
    return null;
  }
  let total: Dec = dec(t.price);
  for (const item of t.items) {
    if (item.include) {
      total = add(total, dec(item.amount));
    }
  }
  return toAmountString(total);
}

export interface DrillAnswer {
  method: ValuationMethod | null;
  /** Ids of the cost items the candidate includes. */
  included: readonly string[];
  /** The dutiable value typed, in the case's currency (optional). */
  value?: string;
}

export type ItemVerdict = 'correct' | 'wronglyIncluded' | 'wronglyLeftOut';

export interface DrillResult {
  method: 'correct' | 'wrong' | 'missing';
  /** One verdict per cost item, in the drill's order (empty when Method 1 does not apply). */
  items: {id: string; verdict: ItemVerdict}[];
  value: 'correct' | 'wrong' | 'missing' | 'notAsked';
  /** True when every part asked is correct. */
  allCorrect: boolean;
}

const CENT = dec('0.01');

function readAmount(text: string): Dec | null {
  return parseDecimal(text.replace(/^\s*[A-Za-z]{3}\s*/, '').replace(/\s+/g, ''));
}

/** Marks an answer: the method, each cost item, and the value (exact to the cent). */
export function checkDrill(drill: ValuationDrill, answer: DrillAnswer): DrillResult {
  const method = answer.method === null ? 'missing' : answer.method === drill.method ? 'correct' : 'wrong';
  const chosen = new Set(answer.included);
  const items = (drill.transaction?.items ?? []).map((item) => {
    const picked = chosen.has(item.id);
    const verdict: ItemVerdict =
      picked === item.include ? 'correct' : picked ? 'wronglyIncluded' : 'wronglyLeftOut';
    return {id: item.id, verdict};
  });
  let value: DrillResult['value'] = 'notAsked';
  const expected = drillValue(drill);
  if (expected !== null) {
    const typed = answer.value?.trim() ?? '';
    if (typed === '') {
      value = 'missing';
    } else {
      const d = readAmount(typed);
      if (!d) {
        value = 'wrong';
      } else {
        const diff = sub(d, dec(expected));
        const abs = diff.v < 0n ? {v: -diff.v, s: diff.s} : diff;
        value = cmp(abs, CENT) < 0 ? 'correct' : 'wrong';
      }
    }
  }
  const allCorrect =
    method === 'correct' &&
    items.every((i) => i.verdict === 'correct') &&
    (value === 'correct' || value === 'notAsked');
  return {method, items, value, allCorrect};
}

/** The worked value as text, e.g. "12,000.00 + 600.00 + 900.00 + 120.00 = USD 13,620.00". */
export function drillValueWorking(drill: ValuationDrill): string | null {
  const t = drill.transaction;
  const value = drillValue(drill);
  if (!t || value === null) {
    return null;
  }
  const parts = [t.price, ...t.items.filter((i) => i.include).map((i) => i.amount)].map((a) =>
    formatMoney(dec(a)),
  );
  return `${parts.join(' + ')} = ${t.currency} ${formatMoney(dec(value))}`;
}

/**
 * The ladder drill: the candidate puts the six methods in the order of
 * CMTA Sec. 700. Returns, per position, whether the method there is right.
 * (The importer's right to swap Methods 4 and 5 is an exception to this
 * normal order, not another correct answer.)
 */
export function checkOrder(order: readonly (ValuationMethod | null)[]): boolean[] {
  return VALUATION_METHODS.map((method, i) => order[i] === method);
}
