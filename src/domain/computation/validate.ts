/**
 * Checks a shipment before it is computed: every problem is collected (with
 * the field it belongs to, as a message code), so a form can show them all at once.
 */
import {cmp, dec, type Dec, isNegative, isZero, parseDecimal, roundHalfUp} from '../../lib/decimal';
import {englishText, msg, type Message, type MessageCode} from './messageTemplates';
import {DEFAULT_RATE_SET_ID, findRateSet, RATE_SETS} from './rateSets';
import type {ContainerSize, RateSet} from './rateSets/types';
import type {InputProblem, ShipmentInput} from './types';

/** Thrown by computeAssessment when the input has one or more problems; lists them all. */
export class AssessmentInputError extends Error {
  readonly problems: readonly InputProblem[];

  constructor(problems: readonly InputProblem[]) {
    const count = problems.length;
    super(
      `The shipment has ${count} ${count === 1 ? 'problem' : 'problems'}: ` +
        problems.map((p) => `${p.field}: ${englishText(p.message)}`).join(' '),
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

/** A shipment that passed every check, with its numbers parsed. */
export interface CheckedInput {
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

type NumberField =
  'exchangeRate' | 'fob' | 'freight' | 'freightExchangeRate' | 'insurance' | 'dutyRate' | 'exciseTax';

interface NumberRule {
  field: NumberField;
  places: number;
  /** 'positive': must be > 0; 'nonNegative': >= 0. */
  sign: 'positive' | 'nonNegative';
  example: string;
}

const RULES: Record<NumberField, NumberRule> = {
  exchangeRate: {field: 'exchangeRate', places: RATE_PLACES, sign: 'positive', example: '56.0000'},
  fob: {field: 'fob', places: MONEY_PLACES, sign: 'positive', example: '10000.00'},
  freight: {field: 'freight', places: MONEY_PLACES, sign: 'nonNegative', example: '800.00'},
  freightExchangeRate: {
    field: 'freightExchangeRate',
    places: RATE_PLACES,
    sign: 'positive',
    example: '56.0000',
  },
  insurance: {field: 'insurance', places: MONEY_PLACES, sign: 'nonNegative', example: '200.00'},
  dutyRate: {field: 'dutyRate', places: DUTY_PLACES, sign: 'nonNegative', example: '10'},
  exciseTax: {field: 'exciseTax', places: MONEY_PLACES, sign: 'nonNegative', example: '1500.00'},
};

class Problems {
  readonly list: InputProblem[] = [];

  add(field: string, code: MessageCode, values?: Record<string, Message | string>): void {
    this.list.push({field, message: msg(code, values)});
  }
}

function checkNumber(value: unknown, field: NumberField, problems: Problems): Dec | null {
  const rule = RULES[field];
  const name = msg(`field.${field}`);
  if (typeof value !== 'string' || value.trim() === '') {
    problems.add(field, 'problem.numberMissing', {name, example: rule.example});
    return null;
  }
  const d = parseDecimal(value);
  if (!d) {
    problems.add(field, 'problem.numberFormat', {name, example: rule.example});
    return null;
  }
  if (isNegative(d)) {
    problems.add(field, 'problem.numberNegative', {name});
    return null;
  }
  if (rule.sign === 'positive' && isZero(d)) {
    problems.add(field, 'problem.numberZero', {name});
    return null;
  }
  if (d.s > rule.places) {
    // Trailing zeros are harmless (10.500 is 10.50).
    const rounded = roundHalfUp(d, rule.places);
    if (cmp(rounded, d) !== 0) {
      problems.add(field, 'problem.numberPlaces', {name, places: String(rule.places)});
      return null;
    }
    return rounded;
  }
  return d;
}

/** A three-letter ISO 4217 code in capitals; records a problem and returns false otherwise. */
function checkCurrency(value: unknown, field: 'currency' | 'freightCurrency', problems: Problems): boolean {
  const name = msg(`field.${field}`);
  if (typeof value !== 'string' || value.trim() === '') {
    problems.add(field, 'problem.currencyMissing', {name});
    return false;
  }
  if (!/^[A-Z]{3}$/.test(value)) {
    problems.add(field, 'problem.currencyFormat', {name});
    return false;
  }
  return true;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

type RawInput = Partial<Record<keyof ShipmentInput, unknown>>;

/** Freight in another currency (mixed-currency shipments): each currency goes straight to pesos. */
function checkFreightCurrency(input: RawInput, problems: Problems): {currency: string; rate: Dec} | null {
  const fc = input.freightCurrency;
  const sameAsInvoice = isBlank(fc) || (typeof fc === 'string' && fc.trim() === input.currency);
  if (sameAsInvoice) {
    if (!isBlank(input.freightExchangeRate)) {
      problems.add('freightExchangeRate', 'problem.freightRateAlone');
    }
    return null;
  }
  if (!checkCurrency(fc, 'freightCurrency', problems)) {
    return null;
  }
  const rate = checkNumber(input.freightExchangeRate, 'freightExchangeRate', problems);
  if (rate && fc === 'PHP' && cmp(rate, ONE) !== 0) {
    problems.add('freightExchangeRate', 'problem.pesoFreightRate');
  }
  return rate ? {currency: fc as string, rate} : null;
}

function checkContainers(input: RawInput, problems: Problems): {size: ContainerSize; count: number}[] {
  const containers: {size: ContainerSize; count: number}[] = [];
  const rows = input.containers;
  if (rows !== undefined && !Array.isArray(rows)) {
    problems.add('containers', 'problem.containersList');
    return containers;
  }
  if (!Array.isArray(rows)) {
    return containers;
  }
  if (input.mode === 'air' && rows.length > 0) {
    problems.add('containers', 'problem.containersAir');
  }
  rows.forEach((row: unknown, i: number) => {
    const r = (row ?? {}) as {size?: unknown; count?: unknown};
    const size = r.size;
    const sizeOk = typeof size === 'string' && (CONTAINER_SIZES as readonly string[]).includes(size);
    if (!sizeOk) {
      problems.add(`containers[${i}].size`, 'problem.containerSize');
    }
    const count = r.count;
    const countOk =
      typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= MAX_CONTAINERS_PER_ROW;
    if (!countOk) {
      problems.add(`containers[${i}].count`, 'problem.containerCount', {max: String(MAX_CONTAINERS_PER_ROW)});
    }
    if (sizeOk && countOk) {
      containers.push({size: size as ContainerSize, count: count as number});
    }
  });
  return containers;
}

function checkRateSet(value: unknown, problems: Problems): RateSet | undefined {
  if (isBlank(value)) {
    return findRateSet(DEFAULT_RATE_SET_ID);
  }
  const found = typeof value === 'string' ? findRateSet(value.trim()) : undefined;
  if (!found) {
    problems.add('rateSet', 'problem.rateSet', {ids: RATE_SETS.map((s) => s.id).join(', ')});
  }
  return found;
}

/** Checks a shipment; returns it parsed, or null with every problem in `problems`. */
export function checkInput(raw: ShipmentInput, out: InputProblem[]): CheckedInput | null {
  const input = (raw ?? {}) as RawInput;
  const problems = new Problems();

  const {mode, entry, currency} = input;
  if (mode !== 'sea' && mode !== 'air') {
    problems.add('mode', 'problem.mode');
  }
  if (entry !== 'formal' && entry !== 'informal') {
    problems.add('entry', 'problem.entry');
  }
  const currencyOk = checkCurrency(currency, 'currency', problems);
  const rate = checkNumber(input.exchangeRate, 'exchangeRate', problems);
  if (rate && currencyOk && currency === 'PHP' && cmp(rate, ONE) !== 0) {
    problems.add('exchangeRate', 'problem.pesoRate');
  }
  const fob = checkNumber(input.fob, 'fob', problems);
  const freight = checkNumber(input.freight, 'freight', problems);
  const freightIn = checkFreightCurrency(input, problems);
  const insurance = isBlank(input.insurance) ? null : checkNumber(input.insurance, 'insurance', problems);
  const duty = checkNumber(input.dutyRate, 'dutyRate', problems);
  if (duty && cmp(duty, HUNDRED) > 0) {
    problems.add('dutyRate', 'problem.dutyOver100');
  }
  for (const flag of ['dangerousCargo', 'letterOfCredit'] as const) {
    const v = input[flag];
    if (v !== undefined && typeof v !== 'boolean') {
      problems.add(flag, 'problem.yesNo');
    }
  }
  const containers = checkContainers(input, problems);
  const excise = isBlank(input.exciseTax) ? null : checkNumber(input.exciseTax, 'exciseTax', problems);
  const rateSet = checkRateSet(input.rateSet, problems);

  out.push(...problems.list);
  if (problems.list.length > 0 || !rate || !fob || !freight || !duty || !rateSet) {
    return null;
  }
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

/**
 * Checks a shipment and returns every problem found (an empty list when it is fine).
 * The calculator uses this to show messages beside fields without computing.
 */
export function validateShipment(input: ShipmentInput): InputProblem[] {
  const problems: InputProblem[] = [];
  checkInput(input, problems);
  return problems;
}
