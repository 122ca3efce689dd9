/**
 * Practice problems for CBLE practical computations.
 *
 * generateProblem(seed, level) is pure and deterministic: the same seed and
 * level always give the same shipment, text and expected assessment. Amounts
 * are built from integers (BigInt), never from floating point.
 */

import {
  add,
  cmp,
  dec,
  divRound,
  formatDec,
  mul,
  percent,
  roundHalfUp,
  toAmountString,
} from '../../lib/decimal';
import {computeAssessment, lineLabel} from './engine';
import {createRng, type Rng} from '../../lib/random';
import {DEFAULT_RATE_SET_ID, findRateSet} from './rateSets';
import {type Assessment, LINE_IDS, type LineId, type ShipmentInput} from './types';
import {
  AIR_GOODS,
  AIR_ORIGINS,
  asMoney,
  containerText,
  currencyRanges,
  DANGEROUS_GOODS,
  type Draft,
  DUTY_RATES,
  exchangeRate,
  pickContainers,
  roundToUnit,
  SEA_GOODS,
  SEA_ORIGINS,
  share,
  show,
  wholeAmount,
} from './practiceDraw';

export type PracticeLevel = 'basic' | 'intermediate' | 'advanced';
export const PRACTICE_LEVELS: readonly PracticeLevel[] = ['basic', 'intermediate', 'advanced'];

export interface PracticeProblem {
  seed: string;
  level: PracticeLevel;
  /** A short heading, e.g. "Sea, formal entry, CIF given". */
  title: string;
  /** The facts as a candidate reads them, one per item. */
  facts: string[];
  /** The same facts as one paragraph. */
  text: string;
  /** What to compute. */
  task: string;
  input: ShipmentInput;
  expected: Assessment;
  /** The lines the candidate answers, in order, with their labels. */
  answerLines: {id: LineId; label: string}[];
}

export type LineStatus = 'correct' | 'wrong' | 'missing';

export interface LineCheck {
  status: LineStatus;
  /** The engine's amount, two decimals. */
  expected: string;
}

function basic(rng: Rng): Draft {
  const origin = rng.pick(SEA_ORIGINS);
  const goods = rng.pick(SEA_GOODS);
  const fob = wholeAmount(rng, 2000, 30000, 50);
  const freight = share(fob, rng.int(3, 12), 100);
  const insuranceGiven = rng.chance(1, 2);
  const insurance = insuranceGiven ? share(fob, rng.int(10, 25), 1000) : null;
  const containers = pickContainers(rng, 1);
  const rate = exchangeRate(rng, 'USD');
  const duty = rng.pick(DUTY_RATES);
  const input: ShipmentInput = {
    mode: 'sea',
    entry: 'formal',
    currency: 'USD',
    exchangeRate: rate,
    fob: asMoney(fob),
    freight: asMoney(freight),
    dutyRate: duty,
    letterOfCredit: false,
    containers,
    rateSet: DEFAULT_RATE_SET_ID,
  };
  if (insurance !== null) {
    input.insurance = asMoney(insurance);
  }
  return {
    title: 'Sea shipment, formal entry',
    facts: [
      `Goods: ${goods}, shipped by sea from ${origin.port} to the Port of Manila in ${containerText(containers)} (full container load).`,
      `Invoice value: ${show('USD', input.fob)} FOB ${origin.port}.`,
      `Ocean freight: ${show('USD', input.freight)}.`,
      insurance !== null
        ? `Insurance premium paid: ${show('USD', asMoney(insurance))}.`
        : 'Insurance: not shown on the documents (general cargo).',
      'Payment: telegraphic transfer (no letter of credit).',
      `Duty rate (given): ${duty}%.`,
      `Exchange rate (given): ₱${rate} per USD.`,
      'Formal entry.',
    ],
    input,
  };
}

function intermediate(rng: Rng): Draft {
  const variant = rng.int(1, 20);
  const mode: 'sea' | 'air' = variant <= 14 ? 'sea' : 'air';
  const informal = variant > 17;
  const dangerous = !informal && rng.chance(1, 4);
  const origin = rng.pick(mode === 'sea' ? SEA_ORIGINS : AIR_ORIGINS);
  const goods = dangerous ? rng.pick(DANGEROUS_GOODS) : rng.pick(mode === 'sea' ? SEA_GOODS : AIR_GOODS);
  const fob = informal
    ? wholeAmount(rng, 200, 700, 10)
    : mode === 'sea'
      ? wholeAmount(rng, 5000, 60000, 50)
      : wholeAmount(rng, 1500, 15000, 50);
  const freight = share(fob, rng.int(5, 15), 100);
  const lc = !informal && rng.chance(1, 2);
  const containers = mode === 'sea' ? pickContainers(rng, 2) : [];
  const rate = exchangeRate(rng, 'USD');
  const duty = rng.pick(DUTY_RATES);
  const term = mode === 'sea' ? 'FOB' : 'FCA';
  const input: ShipmentInput = {
    mode,
    entry: informal ? 'informal' : 'formal',
    currency: 'USD',
    exchangeRate: rate,
    fob: asMoney(fob),
    freight: asMoney(freight),
    dangerousCargo: dangerous,
    dutyRate: duty,
    letterOfCredit: lc,
    containers,
    rateSet: DEFAULT_RATE_SET_ID,
  };
  const carriage =
    mode === 'sea'
      ? `shipped by sea from ${origin.port} to the Port of Manila in ${containerText(containers)} (full container load)`
      : `flown from ${origin.port} to NAIA, Manila, as air cargo`;
  return {
    title: `${mode === 'sea' ? 'Sea' : 'Air'} shipment, ${informal ? 'informal' : 'formal'} entry${lc ? ', letter of credit' : ''}`,
    facts: [
      `Goods: ${goods}, ${carriage}.`,
      `Invoice value: ${show('USD', input.fob)} ${term} ${origin.port}.`,
      `${mode === 'sea' ? 'Ocean' : 'Air'} freight: ${show('USD', input.freight)}.`,
      `Insurance: not stated (${dangerous ? 'dangerous cargo' : 'general cargo'}).`,
      lc ? 'Payment: by letter of credit.' : 'Payment: telegraphic transfer (no letter of credit).',
      `Duty rate (given): ${duty}%.`,
      `Exchange rate (given): ₱${rate} per USD.`,
      informal ? 'Informal entry.' : 'Formal entry.',
    ],
    input,
  };
}

/**
 * Mixed currencies: an FOB/FCA invoice in EUR, JPY or CNY with the freight
 * billed in USD on the bill of lading or air waybill. Each currency goes
 * straight to pesos at its own BOC rate (CMO 14-2002).
 */
function mixedCurrency(rng: Rng): Draft {
  const currency = rng.pick(['EUR', 'JPY', 'CNY']);
  const mode: 'sea' | 'air' = rng.chance(2, 3) ? 'sea' : 'air';
  const dangerous = rng.chance(1, 4);
  const origins = (mode === 'sea' ? SEA_ORIGINS : AIR_ORIGINS).filter((p) => p.currency.includes(currency));
  const origin = rng.pick(origins);
  const c = currencyRanges(currency);
  const fob = wholeAmount(rng, c.fobMin, c.fobMax, c.step);
  const rate = exchangeRate(rng, currency);
  const usdRate = exchangeRate(rng, 'USD');
  // Freight of about 4% to 12% of the FOB, in whole US dollars.
  const fobPesos = mul(dec(fob.toString()), dec(rate));
  const freightPesos = roundHalfUp(mul(fobPesos, percent(dec(String(rng.int(4, 12))))), 0);
  const freight = roundHalfUp(divRound(freightPesos, dec(usdRate), 2), 0);
  const freightText = toAmountString(cmp(freight, dec('50')) < 0 ? dec('50') : freight);
  const lc = rng.chance(1, 2);
  const containers = mode === 'sea' ? pickContainers(rng, 2) : [];
  const duty = rng.pick(DUTY_RATES);
  const term = mode === 'sea' ? 'FOB' : 'FCA';
  const goods = dangerous ? rng.pick(DANGEROUS_GOODS) : rng.pick(mode === 'sea' ? SEA_GOODS : AIR_GOODS);
  const input: ShipmentInput = {
    mode,
    entry: 'formal',
    currency,
    exchangeRate: rate,
    fob: asMoney(fob),
    freight: freightText,
    freightCurrency: 'USD',
    freightExchangeRate: usdRate,
    dangerousCargo: dangerous,
    dutyRate: duty,
    letterOfCredit: lc,
    containers,
    rateSet: DEFAULT_RATE_SET_ID,
  };
  const carriage =
    mode === 'sea'
      ? `shipped by sea from ${origin.port} to the Port of Manila in ${containerText(containers)} (full container load)`
      : `flown from ${origin.port} to NAIA, Manila, as air cargo`;
  return {
    title: `Mixed currencies: ${currency} invoice, USD freight, ${mode === 'sea' ? 'sea' : 'air'}`,
    facts: [
      `Goods: ${goods}, ${carriage}.`,
      `Invoice value: ${show(currency, input.fob)} ${term} ${origin.port}.`,
      `${mode === 'sea' ? 'Ocean freight per bill of lading' : 'Air freight per air waybill'}: ${show('USD', freightText)}.`,
      `Insurance: not stated (${dangerous ? 'dangerous cargo' : 'general cargo'}).`,
      lc ? 'Payment: by letter of credit.' : 'Payment: telegraphic transfer (no letter of credit).',
      `Duty rate (given): ${duty}%.`,
      `Exchange rates (given, illustrative): ₱${rate} per ${currency}; ₱${usdRate} per USD. Convert each currency straight to pesos.`,
      'Formal entry.',
    ],
    input,
  };
}

function advanced(rng: Rng): Draft {
  if (rng.chance(1, 3)) {
    return mixedCurrency(rng);
  }
  const currency = rng.pick(['USD', 'EUR', 'JPY', 'CNY']);
  const mode: 'sea' | 'air' = rng.chance(3, 4) ? 'sea' : 'air';
  const withExcise = mode === 'sea' && rng.chance(2, 5);
  const dangerous = !withExcise && rng.chance(3, 10);
  const origins = (mode === 'sea' ? SEA_ORIGINS : AIR_ORIGINS).filter((p) => p.currency.includes(currency));
  const origin = rng.pick(origins);
  const c = currencyRanges(currency);
  const fob = wholeAmount(rng, c.fobMin, c.fobMax, c.step);
  const freight = roundToUnit(share(fob, rng.int(4, 12), 100), c.step >= 1000 ? 100n : 1n);
  const lc = rng.chance(1, 2);
  const containers = mode === 'sea' ? pickContainers(rng, 2) : [];
  const rate = exchangeRate(rng, currency);
  const duty = rng.pick(DUTY_RATES);
  const set = findRateSet(DEFAULT_RATE_SET_ID);
  if (!set) {
    throw new Error('The default rate set is missing');
  }
  const pct = dangerous ? set.defaultInsurancePercent.dangerous : set.defaultInsurancePercent.general;
  // Insurance is the default percentage of a whole-unit FOB, so it is exact to
  // the cent and (CIF − freight) ÷ 1.02 (or 1.04) gives the FOB back exactly.
  const insurance = roundHalfUp(mul(percent(dec(pct)), dec(fob.toString())), 2);
  const cif = toAmountString(add(dec(asMoney(fob + freight)), insurance));
  let litres = 0n;
  let excise: string | undefined;
  if (withExcise) {
    litres = BigInt(rng.int(4, 80)) * 500n;
    excise = asMoney(litres * 6n);
  }
  const goods = withExcise
    ? `${formatDec(dec(litres.toString()))} litres of fruit juice drink sweetened with cane sugar`
    : dangerous
      ? rng.pick(DANGEROUS_GOODS)
      : rng.pick(mode === 'sea' ? SEA_GOODS : AIR_GOODS);
  const input: ShipmentInput = {
    mode,
    entry: 'formal',
    currency,
    exchangeRate: rate,
    fob: asMoney(fob),
    freight: asMoney(freight),
    dangerousCargo: dangerous,
    dutyRate: duty,
    letterOfCredit: lc,
    containers,
    rateSet: DEFAULT_RATE_SET_ID,
  };
  if (excise !== undefined) {
    input.exciseTax = excise;
  }
  const term = mode === 'sea' ? 'CIF Manila' : 'CIP Manila';
  const carriage =
    mode === 'sea'
      ? `shipped by sea from ${origin.port} to the Port of Manila in ${containerText(containers)} (full container load)`
      : `flown from ${origin.port} to NAIA, Manila, as air cargo`;
  const facts = [
    `Goods: ${goods}, ${carriage}.`,
    `Invoice value: ${show(currency, cif)} ${term}; the invoice does not split out the insurance.`,
    `${mode === 'sea' ? 'Ocean' : 'Air'} freight per ${mode === 'sea' ? 'bill of lading' : 'air waybill'}: ${show(currency, input.freight)}.`,
    `Insurance: the ${dangerous ? 'dangerous-cargo' : 'general-cargo'} default of ${pct}% of ${mode === 'sea' ? 'FOB' : 'FCA'} is included in the invoice value.`,
    lc ? 'Payment: by letter of credit.' : 'Payment: telegraphic transfer (no letter of credit).',
    `Duty rate (given): ${duty}%.`,
    `Exchange rate (given, illustrative): ₱${rate} per ${currency}.`,
  ];
  if (withExcise) {
    facts.push('Excise tax: ₱6 per litre (NIRC Sec. 150-B, sweetened beverages); work out the amount.');
  }
  facts.push('Formal entry.');
  return {
    title: `Reverse problem: ${mode === 'sea' ? 'FOB from CIF' : 'FCA from CIP'}, ${currency}${withExcise ? ', with excise' : ''}`,
    facts,
    input,
  };
}

/** Builds a practice problem. Same seed and level, same problem. */
export function generateProblem(seed: string, level: PracticeLevel): PracticeProblem {
  const rng = createRng(`${level}:${seed}`);
  let draft: Draft;
  switch (level) {
    case 'basic':
      draft = basic(rng);
      break;
    case 'intermediate':
      draft = intermediate(rng);
      break;
    case 'advanced':
      draft = advanced(rng);
      break;
    default:
      throw new Error(`Unknown level: ${String(level)}`);
  }
  const expected = computeAssessment(draft.input);
  const task =
    'Use the current rate set (CAO 02-2024 IPC and stamps, CAO 1-2001 brokerage, reviewer arrastre and wharfage). ' +
    'Compute every line from insurance to the total payable to BOC, rounding each line to the centavo. Enter 0.00 for a line that does not apply.';
  return {
    seed,
    level,
    title: draft.title,
    facts: draft.facts,
    text: draft.facts.join(' '),
    task,
    input: draft.input,
    expected,
    answerLines: LINE_IDS.map((id) => ({id, label: lineLabel(id, draft.input.currency)})),
  };
}
