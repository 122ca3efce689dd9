/**
 * The duty-and-tax computation engine (facts.md §3.1 chain).
 *
 * Rounding convention (also exported as ROUNDING_NOTE for the pages):
 * - All arithmetic is exact decimal (BigInt fixed point, see ./decimal.ts).
 * - Every line is rounded to the centavo (two decimals), half up: a third
 *   decimal of 5 or more rounds up (82,807.962 -> 82,807.96; 0.125 -> 0.13).
 * - Later lines are computed from the rounded amounts of earlier lines, as a
 *   candidate does on paper.
 * - Insurance, when not stated, is 2% (4% for dangerous cargo) of the FOB/FCA
 *   value in the invoice currency, rounded half up to two decimals of that
 *   currency (the "cent", also for currencies such as JPY) before it is added
 *   to FOB and freight and converted to pesos.
 * - Freight billed in a second currency (freightCurrency) is converted straight
 *   to pesos at its own rate (CMO 14-2002: no conversion through USD); the two
 *   exact peso amounts are added and the dutiable value is rounded once.
 */

import {
  add,
  cmp,
  dec,
  type Dec,
  divRound,
  formatDec,
  formatMoney,
  fromInteger,
  isNegative,
  isZero,
  mul,
  parseDecimal,
  percent,
  roundHalfUp,
  sub,
  sum,
  toAmountString,
  twoPlaceTexts,
  ZERO,
} from './decimal';
import {DEFAULT_RATE_SET_ID, findRateSet, RATE_SETS} from './rateSets';
import type {ContainerSize, FeeBracket, RateSet} from './rateSets/types';
import type {Assessment, AssessmentLine, InputProblem, LineId, ShipmentInput} from './types';

export const ROUNDING_NOTE =
  'Every amount is rounded to the centavo, half up (a third decimal of 5 or more rounds up), and each later line uses the rounded amounts above it. Insurance that is not stated is 2% of FOB (4% for dangerous cargo), rounded to the cent in the invoice currency before conversion to pesos.';

/** Thrown by computeAssessment when the input has one or more problems; lists them all. */
export class AssessmentInputError extends Error {
  readonly problems: readonly InputProblem[];

  constructor(problems: readonly InputProblem[]) {
    const count = problems.length;
    super(
      `The shipment has ${count} ${count === 1 ? 'problem' : 'problems'}: ` +
        problems.map((p) => `${p.field}: ${p.message}`).join(' '),
    );
    this.name = 'AssessmentInputError';
    this.problems = problems;
  }
}

const CONTAINER_SIZES: readonly ContainerSize[] = ['20', '40', '45'];
const MAX_CONTAINERS_PER_ROW = 9999;
/** Limits on how finely inputs may be written (more digits are almost always a typing slip). */
const MONEY_PLACES = 2;
const RATE_PLACES = 6;
const DUTY_PLACES = 4;
const ONE = dec('1');
const HUNDRED = dec('100');
/** CMTA Sec. 402 (informal entry ceiling) and Sec. 423 (de minimis), FOB/FCA in pesos. */
const INFORMAL_CEILING = dec('50000');
const DE_MINIMIS = dec('10000');

/* ------------------------------------------------------------------ */
/* Rate sets, pre-parsed once                                          */
/* ------------------------------------------------------------------ */

interface Bracket {
  upTo: Dec | null;
  /** upTo in centavos, for a quick comparison with a two-place dutiable value. */
  upToCents: bigint | null;
  fee: Dec;
  /** e.g. 'over 100,000.00 up to 200,000.00' */
  range: string;
  feeText: string;
}

interface PerContainer {
  amount: Dec;
  text: string;
}

interface ParsedRateSet {
  set: RateSet;
  vat: Dec;
  vatText: string;
  bank: Dec;
  bankText: string;
  insGeneral: Dec;
  insDangerous: Dec;
  insGeneralText: string;
  insDangerousText: string;
  brokerBrackets: Bracket[];
  brokerThreshold: Dec;
  brokerThresholdText: string;
  brokerBase: Dec;
  brokerBaseText: string;
  brokerExcess: Dec;
  brokerExcessText: string;
  brokerInformal: Dec;
  brokerInformalFormula: string;
  ipcBrackets: Bracket[];
  ipcInformal: Dec;
  ipcInformalFormula: string;
  stampsFormal: Dec;
  stampsFormalFormula: string;
  stampsInformal: Dec;
  stampsInformalFormula: string;
  arrastre: Record<ContainerSize, PerContainer>;
  wharfage: Record<ContainerSize, PerContainer>;
}

/** A bracket top in whole centavos, rounded down (a top of 25,000.005 admits 25,000.00 but not 25,000.01). */
function floorToCents(d: Dec): bigint {
  return d.s <= 2 ? d.v * 10n ** BigInt(2 - d.s) : d.v / 10n ** BigInt(d.s - 2);
}

function parseBrackets(brackets: readonly FeeBracket[]): Bracket[] {
  const out: Bracket[] = [];
  let lower: Dec | null = null;
  for (const b of brackets) {
    const upTo = b.upTo === null ? null : dec(b.upTo);
    const range =
      upTo === null
        ? `over ${formatMoney(lower ?? ZERO)}`
        : lower === null
          ? `up to ${formatMoney(upTo)}`
          : `over ${formatMoney(lower)} up to ${formatMoney(upTo)}`;
    const fee = dec(b.fee);
    out.push({
      upTo,
      upToCents: upTo === null ? null : floorToCents(upTo),
      fee,
      range,
      feeText: formatMoney(fee),
    });
    lower = upTo;
  }
  return out;
}

function stampsText(parts: readonly {label: string; amount: string}[]): string {
  return parts.map((p) => `${p.label} ${formatMoney(dec(p.amount))}`).join(' + ');
}

function parsePerContainer(
  table: Readonly<Record<ContainerSize, string>>,
): Record<ContainerSize, PerContainer> {
  const one = (size: ContainerSize): PerContainer => {
    const amount = dec(table[size]);
    return {amount, text: formatMoney(amount)};
  };
  return {'20': one('20'), '40': one('40'), '45': one('45')};
}

function pctText(text: string): string {
  return `${formatDec(dec(text))}%`;
}

const parsedCache = new Map<string, ParsedRateSet>();

function parsedRateSet(set: RateSet): ParsedRateSet {
  const cached = parsedCache.get(set.id);
  if (cached && cached.set === set) {
    return cached;
  }
  const brokerInformal = dec(set.brokerage.informalFee);
  const ipcInformal = dec(set.importProcessing.informalFee);
  const parsed: ParsedRateSet = {
    set,
    vat: percent(dec(set.vatPercent)),
    vatText: pctText(set.vatPercent),
    bank: percent(dec(set.bankChargePercent)),
    bankText: pctText(set.bankChargePercent),
    insGeneral: percent(dec(set.defaultInsurancePercent.general)),
    insDangerous: percent(dec(set.defaultInsurancePercent.dangerous)),
    insGeneralText: pctText(set.defaultInsurancePercent.general),
    insDangerousText: pctText(set.defaultInsurancePercent.dangerous),
    brokerBrackets: parseBrackets(set.brokerage.formalBrackets),
    brokerThreshold: dec(set.brokerage.formalExcess.threshold),
    brokerThresholdText: formatMoney(dec(set.brokerage.formalExcess.threshold)),
    brokerBase: dec(set.brokerage.formalExcess.base),
    brokerBaseText: formatMoney(dec(set.brokerage.formalExcess.base)),
    brokerExcess: percent(dec(set.brokerage.formalExcess.excessPercent)),
    brokerExcessText: pctText(set.brokerage.formalExcess.excessPercent),
    brokerInformal,
    brokerInformalFormula: `Informal entry: flat ${formatMoney(brokerInformal)} (${set.brokerage.issuance})`,
    ipcBrackets: parseBrackets(set.importProcessing.formalBrackets),
    ipcInformal,
    ipcInformalFormula: isZero(ipcInformal)
      ? `Informal entry: no import processing charge (${set.importProcessing.informalIssuance})`
      : `Informal entry: flat ${formatMoney(ipcInformal)} (${set.importProcessing.informalIssuance})`,
    stampsFormal: sum(set.documentaryStamps.formal.map((p) => dec(p.amount))),
    stampsFormalFormula: `${stampsText(set.documentaryStamps.formal)} (${set.documentaryStamps.formalIssuance})`,
    stampsInformal: sum(set.documentaryStamps.informal.map((p) => dec(p.amount))),
    stampsInformalFormula: `Informal entry: ${stampsText(set.documentaryStamps.informal)} (${set.documentaryStamps.informalIssuance})`,
    arrastre: parsePerContainer(set.arrastre.perContainer),
    wharfage: parsePerContainer(set.wharfage.perContainer),
  };
  parsedCache.set(set.id, parsed);
  return parsed;
}

/* ------------------------------------------------------------------ */
/* Input checks: collect every problem, then throw once                */
/* ------------------------------------------------------------------ */

interface NumberRule {
  field: string;
  name: string;
  places: number;
  /** 'positive': must be > 0; 'nonNegative': >= 0. */
  sign: 'positive' | 'nonNegative';
  example: string;
}

function checkNumber(value: unknown, rule: NumberRule, problems: InputProblem[]): Dec | null {
  if (typeof value !== 'string' || value.trim() === '') {
    problems.push({field: rule.field, message: `Enter the ${rule.name}, for example ${rule.example}.`});
    return null;
  }
  const d = parseDecimal(value);
  if (!d) {
    problems.push({
      field: rule.field,
      message: `The ${rule.name} must be a plain number such as ${rule.example} (digits, an optional decimal point, commas only between thousands).`,
    });
    return null;
  }
  if (isNegative(d)) {
    problems.push({field: rule.field, message: `The ${rule.name} cannot be negative.`});
    return null;
  }
  if (rule.sign === 'positive' && isZero(d)) {
    problems.push({field: rule.field, message: `The ${rule.name} must be more than zero.`});
    return null;
  }
  if (d.s > rule.places) {
    // Trailing zeros are harmless (10.500 is 10.50).
    const rounded = roundHalfUp(d, rule.places);
    if (cmp(rounded, d) !== 0) {
      problems.push({
        field: rule.field,
        message: `The ${rule.name} can have at most ${rule.places} decimal places.`,
      });
      return null;
    }
    return rounded;
  }
  return d;
}

/** A three-letter ISO 4217 code in capitals; pushes a problem and returns false otherwise. */
function checkCurrency(value: unknown, field: string, name: string, problems: InputProblem[]): boolean {
  if (typeof value !== 'string' || value.trim() === '') {
    problems.push({field, message: `Enter the ${name} as a three-letter code, for example USD.`});
    return false;
  }
  if (!/^[A-Z]{3}$/.test(value)) {
    problems.push({
      field,
      message: `The ${name} must be a three-letter ISO 4217 code in capital letters, for example USD, EUR or JPY.`,
    });
    return false;
  }
  return true;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

interface CheckedInput {
  mode: 'sea' | 'air';
  entry: 'formal' | 'informal';
  currency: string;
  rate: Dec;
  fob: Dec;
  freight: Dec;
  /** Set when the freight is in another currency than the invoice. */
  freightIn: {currency: string; rate: Dec} | null;
  insurance: Dec | null;
  dangerous: boolean;
  duty: Dec;
  lc: boolean;
  containers: {size: ContainerSize; count: number}[];
  excise: Dec | null;
  rateSet: RateSet;
}

/**
 * Checks a shipment and returns every problem found (an empty list when it is fine).
 * The calculator uses this to show messages beside fields without computing.
 */
export function validateShipment(input: ShipmentInput): InputProblem[] {
  const problems: InputProblem[] = [];
  checkInput(input, problems);
  return problems;
}

function checkInput(raw: ShipmentInput, problems: InputProblem[]): CheckedInput | null {
  const input = (raw ?? {}) as Partial<Record<keyof ShipmentInput, unknown>>;

  const mode = input.mode;
  if (mode !== 'sea' && mode !== 'air') {
    problems.push({field: 'mode', message: "Choose how the goods arrived: 'sea' or 'air'."});
  }
  const entry = input.entry;
  if (entry !== 'formal' && entry !== 'informal') {
    problems.push({field: 'entry', message: "Choose the entry type: 'formal' or 'informal'."});
  }

  const currency = input.currency;
  const currencyOk = checkCurrency(currency, 'currency', 'invoice currency', problems);

  const rate = checkNumber(
    input.exchangeRate,
    {
      field: 'exchangeRate',
      name: 'exchange rate (pesos per unit of currency)',
      places: RATE_PLACES,
      sign: 'positive',
      example: '56.0000',
    },
    problems,
  );
  if (rate && currencyOk && currency === 'PHP' && cmp(rate, ONE) !== 0) {
    problems.push({
      field: 'exchangeRate',
      message: 'For amounts already in pesos (PHP) the exchange rate must be 1.',
    });
  }

  const fob = checkNumber(
    input.fob,
    {field: 'fob', name: 'FOB/FCA value', places: MONEY_PLACES, sign: 'positive', example: '10000.00'},
    problems,
  );
  const freight = checkNumber(
    input.freight,
    {
      field: 'freight',
      name: 'freight (0 if none)',
      places: MONEY_PLACES,
      sign: 'nonNegative',
      example: '800.00',
    },
    problems,
  );
  // Freight in another currency (mixed-currency shipments): each currency goes straight to pesos.
  let freightRate: Dec | null = null;
  let freightCurrency: string | null = null;
  const fc = input.freightCurrency;
  const sameAsInvoice = isBlank(fc) || (typeof fc === 'string' && fc.trim() === currency);
  if (sameAsInvoice) {
    if (!isBlank(input.freightExchangeRate)) {
      problems.push({
        field: 'freightExchangeRate',
        message:
          'A separate freight exchange rate is only used when the freight is in another currency: enter the freight currency or clear this rate.',
      });
    }
  } else if (checkCurrency(fc, 'freightCurrency', 'freight currency', problems)) {
    freightCurrency = fc as string;
    freightRate = checkNumber(
      input.freightExchangeRate,
      {
        field: 'freightExchangeRate',
        name: 'freight exchange rate (pesos per unit of the freight currency)',
        places: RATE_PLACES,
        sign: 'positive',
        example: '56.0000',
      },
      problems,
    );
    if (freightRate && freightCurrency === 'PHP' && cmp(freightRate, ONE) !== 0) {
      problems.push({
        field: 'freightExchangeRate',
        message: 'For freight already in pesos (PHP) the exchange rate must be 1.',
      });
    }
  }

  const insurance = isBlank(input.insurance)
    ? null
    : checkNumber(
        input.insurance,
        {field: 'insurance', name: 'insurance', places: MONEY_PLACES, sign: 'nonNegative', example: '200.00'},
        problems,
      );

  const duty = checkNumber(
    input.dutyRate,
    {field: 'dutyRate', name: 'duty rate (percent)', places: DUTY_PLACES, sign: 'nonNegative', example: '10'},
    problems,
  );
  if (duty && cmp(duty, HUNDRED) > 0) {
    problems.push({field: 'dutyRate', message: 'The duty rate is a percentage and cannot be more than 100.'});
  }

  for (const flag of ['dangerousCargo', 'letterOfCredit'] as const) {
    const v = input[flag];
    if (v !== undefined && typeof v !== 'boolean') {
      problems.push({field: flag, message: 'This must be yes or no (true or false).'});
    }
  }

  const containers: {size: ContainerSize; count: number}[] = [];
  const rows = input.containers;
  if (rows !== undefined && !Array.isArray(rows)) {
    problems.push({
      field: 'containers',
      message: 'Containers must be a list of rows, each with a size and a count.',
    });
  } else if (Array.isArray(rows)) {
    if (mode === 'air' && rows.length > 0) {
      problems.push({
        field: 'containers',
        message:
          'An air shipment has no sea containers: remove the container rows or change the mode to sea.',
      });
    }
    rows.forEach((row: unknown, i: number) => {
      const r = (row ?? {}) as {size?: unknown; count?: unknown};
      const size = r.size;
      const sizeOk = typeof size === 'string' && (CONTAINER_SIZES as readonly string[]).includes(size);
      if (!sizeOk) {
        problems.push({
          field: `containers[${i}].size`,
          message: 'Choose a container size: 20, 40 or 45 feet.',
        });
      }
      const count = r.count;
      const countOk =
        typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= MAX_CONTAINERS_PER_ROW;
      if (!countOk) {
        problems.push({
          field: `containers[${i}].count`,
          message: `The number of containers must be a whole number from 1 to ${MAX_CONTAINERS_PER_ROW}.`,
        });
      }
      if (sizeOk && countOk) {
        containers.push({size: size as ContainerSize, count: count as number});
      }
    });
  }

  const excise = isBlank(input.exciseTax)
    ? null
    : checkNumber(
        input.exciseTax,
        {
          field: 'exciseTax',
          name: 'excise tax (pesos)',
          places: MONEY_PLACES,
          sign: 'nonNegative',
          example: '1500.00',
        },
        problems,
      );

  let rateSet: RateSet | undefined;
  if (isBlank(input.rateSet)) {
    rateSet = findRateSet(DEFAULT_RATE_SET_ID);
  } else if (typeof input.rateSet !== 'string' || !(rateSet = findRateSet(input.rateSet.trim()))) {
    problems.push({
      field: 'rateSet',
      message: `Unknown rate set. Choose one of: ${RATE_SETS.map((s) => s.id).join(', ')}.`,
    });
  }

  if (problems.length > 0 || !rate || !fob || !freight || !duty || !rateSet) {
    return null;
  }
  const freightIn =
    freightCurrency !== null && freightRate !== null ? {currency: freightCurrency, rate: freightRate} : null;
  return {
    mode: mode as 'sea' | 'air',
    entry: entry as 'formal' | 'informal',
    currency: currency as string,
    rate,
    fob,
    freight,
    freightIn,
    insurance,
    dangerous: input.dangerousCargo === true,
    duty,
    lc: input.letterOfCredit === true,
    containers,
    excise,
    rateSet,
  };
}

/* ------------------------------------------------------------------ */
/* The computation                                                      */
/* ------------------------------------------------------------------ */

/** The first bracket whose top is at or above a two-place value. */
function bracketFor(value: Dec, brackets: readonly Bracket[]): Bracket | null {
  const cents = value.v;
  for (const b of brackets) {
    if (b.upToCents === null || cents <= b.upToCents) {
      return b;
    }
  }
  return null;
}

const LABELS: Record<LineId, string> = {
  insurance: 'Insurance',
  dutiableValue: 'Dutiable value',
  customsDuty: 'Customs duty',
  bankCharge: 'Bank charge',
  brokerageFee: 'Brokerage fee',
  arrastre: 'Arrastre charge',
  wharfage: 'Wharfage dues',
  documentaryStamps: 'Documentary stamps (CDS + DST)',
  importProcessingCharge: 'Import processing charge (IPC)',
  landedCost: 'Total landed cost',
  exciseTax: 'Excise tax',
  vatBase: 'VAT base',
  vat: 'VAT',
  totalPayable: 'Total payable to BOC',
};

/** The English label of each line, for tables and practice inputs. */
export function lineLabel(id: LineId, currency = 'PHP'): string {
  return id === 'insurance' ? `Insurance (${currency})` : LABELS[id];
}

function perContainer(
  containers: readonly {size: ContainerSize; count: number}[],
  table: Record<ContainerSize, PerContainer>,
): {amount: Dec; formula: string} {
  let formula = '';
  let amount = ZERO;
  for (const c of containers) {
    const rate = table[c.size];
    amount = add(amount, mul(fromInteger(c.count), rate.amount));
    formula += `${formula === '' ? '' : ' + '}${c.count} × ${c.size}-ft at ${rate.text}`;
  }
  return {amount, formula};
}

/** A rounded line amount with its display text ('616,000.00'). */
interface Amt {
  d: Dec;
  t: string;
}

const NO_EXCISE = 'No excise tax on these goods (none entered)';

/**
 * Computes every line of the assessment for one shipment.
 * Throws AssessmentInputError (listing every problem) when the input is not valid.
 */
export function computeAssessment(input: ShipmentInput): Assessment {
  const problems: InputProblem[] = [];
  const x = checkInput(input, problems);
  if (!x) {
    throw new AssessmentInputError(problems);
  }
  const r = parsedRateSet(x.rateSet);
  const cur = x.currency;
  const formal = x.entry === 'formal';
  const notes: string[] = [];
  const lines: AssessmentLine[] = [];
  const push = (id: LineId, formula: string, amount: Dec, currency = 'PHP'): Amt => {
    const d = roundHalfUp(amount, 2);
    const texts = twoPlaceTexts(d);
    lines.push({
      id,
      label: id === 'insurance' ? `Insurance (${cur})` : LABELS[id],
      formula,
      amount: texts.plain,
      currency,
    });
    return {d, t: texts.grouped};
  };

  // 1. Insurance, in the invoice currency, rounded to the cent before conversion.
  const fobText = formatMoney(x.fob);
  const insDefault = x.dangerous ? r.insDangerous : r.insGeneral;
  const insDefaultText = x.dangerous ? r.insDangerousText : r.insGeneralText;
  const cargoKind = x.dangerous ? 'dangerous cargo' : 'general cargo';
  const fobWord = x.mode === 'air' ? 'FCA' : 'FOB';
  let ins: Amt;
  if (x.insurance === null) {
    ins = push(
      'insurance',
      `${insDefaultText} × ${cur} ${fobText} (not stated: ${cargoKind} default, CMO 22-2007)`,
      mul(insDefault, x.fob),
      cur,
    );
  } else {
    const declared = formatMoney(x.insurance);
    ins = push('insurance', `As declared: ${cur} ${declared}`, x.insurance, cur);
    const floor = roundHalfUp(mul(insDefault, x.fob), 2);
    if (cmp(ins.d, floor) < 0) {
      notes.push(
        `The declared insurance is below ${insDefaultText} of ${fobWord} (${cur} ${formatMoney(floor)}) for ${cargoKind}; under CMO 22-2007 BOC may verify it.`,
      );
    }
  }

  // 2. Dutiable value in pesos.
  const dv = x.freightIn
    ? push(
        'dutiableValue',
        `(${cur} ${fobText} + ${cur} ${ins.t}) × ${formatDec(x.rate, 4)} + ${x.freightIn.currency} ${formatMoney(x.freight)} × ${formatDec(x.freightIn.rate, 4)}`,
        add(mul(add(x.fob, ins.d), x.rate), mul(x.freight, x.freightIn.rate)),
      )
    : push(
        'dutiableValue',
        `(${fobText} + ${formatMoney(x.freight)} + ${ins.t}) × ${formatDec(x.rate, 4)}`,
        mul(add(add(x.fob, x.freight), ins.d), x.rate),
      );

  // 3. Customs duty.
  const duty = push('customsDuty', `${dv.t} × ${formatDec(x.duty)}%`, mul(dv.d, percent(x.duty)));

  // 4. Bank charge, only with a letter of credit.
  const bank = x.lc
    ? push('bankCharge', `${dv.t} × ${r.bankText} (paid by letter of credit)`, mul(dv.d, r.bank))
    : push('bankCharge', 'Not paid by letter of credit, so no bank charge', ZERO);

  // 5. Brokerage fee (CAO 1-2001).
  let broker: Amt;
  if (!formal) {
    broker = push('brokerageFee', r.brokerInformalFormula, r.brokerInformal);
  } else if (cmp(dv.d, r.brokerThreshold) > 0) {
    broker = push(
      'brokerageFee',
      `${r.brokerBaseText} + ${r.brokerExcessText} × (${dv.t} − ${r.brokerThresholdText})`,
      add(r.brokerBase, mul(r.brokerExcess, sub(dv.d, r.brokerThreshold))),
    );
  } else {
    const b = bracketFor(dv.d, r.brokerBrackets);
    broker = b
      ? push(
          'brokerageFee',
          `Dutiable value ${dv.t} is ${b.range}: flat ${b.feeText} (${x.rateSet.brokerage.issuance})`,
          b.fee,
        )
      : push('brokerageFee', `${r.brokerBaseText} (${x.rateSet.brokerage.issuance})`, r.brokerBase);
  }

  // 6-7. Arrastre and wharfage: sea, full containers only.
  let arrastre: Amt;
  let wharfage: Amt;
  if (x.mode === 'air') {
    arrastre = push('arrastre', 'Air shipment: no arrastre (sea cargo only)', ZERO);
    wharfage = push('wharfage', 'Air shipment: no wharfage (sea cargo only)', ZERO);
  } else if (x.containers.length === 0) {
    arrastre = push(
      'arrastre',
      'No full containers entered: arrastre on loose or LCL cargo is not computed here',
      ZERO,
    );
    wharfage = push(
      'wharfage',
      'No full containers entered: wharfage on loose or LCL cargo is not computed here',
      ZERO,
    );
  } else {
    const a = perContainer(x.containers, r.arrastre);
    arrastre = push('arrastre', a.formula, a.amount);
    const w = perContainer(x.containers, r.wharfage);
    wharfage = push('wharfage', w.formula, w.amount);
  }

  // 8. Documentary stamps.
  const stamps = formal
    ? push('documentaryStamps', r.stampsFormalFormula, r.stampsFormal)
    : push('documentaryStamps', r.stampsInformalFormula, r.stampsInformal);

  // 9. Import processing charge / fee.
  let ipc: Amt;
  if (!formal) {
    ipc = push('importProcessingCharge', r.ipcInformalFormula, r.ipcInformal);
  } else {
    const b = bracketFor(dv.d, r.ipcBrackets);
    ipc = b
      ? push(
          'importProcessingCharge',
          `Dutiable value ${dv.t} is ${b.range}: ${b.feeText} (${x.rateSet.importProcessing.issuance})`,
          b.fee,
        )
      : push('importProcessingCharge', `Dutiable value ${dv.t} is above every bracket in the table`, ZERO);
  }

  // 10. Landed cost.
  const landed = push(
    'landedCost',
    `${dv.t} + ${duty.t} + ${bank.t} + ${broker.t} + ${arrastre.t} + ${wharfage.t} + ${stamps.t} + ${ipc.t}`,
    add(
      add(add(add(dv.d, duty.d), add(bank.d, broker.d)), add(add(arrastre.d, wharfage.d), stamps.d)),
      ipc.d,
    ),
  );

  // 11. Excise (already computed, in pesos).
  const excise =
    x.excise === null || isZero(x.excise)
      ? push('exciseTax', NO_EXCISE, ZERO)
      : push('exciseTax', `As assessed: ${formatMoney(x.excise)}`, x.excise);

  // 12-13. VAT base and VAT.
  const vatBase = push(
    'vatBase',
    `${landed.t} + ${excise.t} (landed cost + excise)`,
    add(landed.d, excise.d),
  );
  const vat = push('vat', `${vatBase.t} × ${r.vatText}`, mul(vatBase.d, r.vat));

  // 14. Total payable.
  push(
    'totalPayable',
    `${duty.t} + ${vat.t} + ${excise.t} + ${ipc.t} + ${stamps.t} (duty + VAT + excise + IPC + stamps)`,
    add(add(add(duty.d, vat.d), add(excise.d, ipc.d)), stamps.d),
  );

  // Notes that do not change the figures.
  const fobPesos = roundHalfUp(mul(x.fob, x.rate), 2);
  if (!formal && cmp(fobPesos, INFORMAL_CEILING) >= 0) {
    notes.push(
      `The ${fobWord} value is ₱${formatMoney(fobPesos)}. CMTA Sec. 402 allows an informal entry for commercial goods only below ₱50,000, so this shipment would normally need a formal entry.`,
    );
  }
  if (cmp(fobPesos, DE_MINIMIS) <= 0) {
    notes.push(
      `The ${fobWord} value is ₱${formatMoney(fobPesos)}, which is ₱10,000 or below: under CMTA Sec. 423 (de minimis) no duties and taxes are collected, except excise on goods such as tobacco and alcohol. The full chain is shown here for study.`,
    );
  }

  return {
    lines,
    rateSet: {
      id: x.rateSet.id,
      name: x.rateSet.name,
      effectiveDate: x.rateSet.effectiveDate,
      sources: x.rateSet.sources,
    },
    notes,
  };
}

/** The amount of one line, for callers that want a single figure. */
export function lineAmount(assessment: Assessment, id: LineId): string {
  const line = assessment.lines.find((l) => l.id === id);
  if (!line) {
    throw new Error(`No line ${id}`);
  }
  return line.amount;
}

/**
 * Reverse problem (facts.md §3.2): FOB/FCA from a CIF/CIP value when the
 * insurance was the 2%/4% default: (CIF − freight) ÷ 1.02 (or ÷ 1.04),
 * rounded half up to the cent.
 */
export function fobFromCif(
  cif: string,
  freight: string,
  dangerousCargo = false,
  rateSetId = DEFAULT_RATE_SET_ID,
): string {
  const set = findRateSet(rateSetId);
  if (!set) {
    throw new Error(`Unknown rate set ${rateSetId}`);
  }
  const c = parseDecimal(cif);
  const f = parseDecimal(freight);
  if (!c || !f) {
    throw new Error('CIF and freight must be decimal strings');
  }
  const pct = percent(
    dec(dangerousCargo ? set.defaultInsurancePercent.dangerous : set.defaultInsurancePercent.general),
  );
  const divisor = add(ONE, pct);
  return toAmountString(divRound(sub(c, f), divisor, 2));
}
