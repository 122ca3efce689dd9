/**
 * The calculator form's state (every field kept exactly as typed), how it
 * becomes a ShipmentInput, and how it travels in a URL query string.
 */
import {DEFAULT_RATE_SET_ID, findRateSet} from '@site/src/domain/computation';
import type {ContainerSize, ShipmentInput} from '@site/src/domain/computation';

interface ContainerFormRow {
  /** Stable React key. */
  key: number;
  size: ContainerSize;
  count: string;
}

export interface CalculatorForm {
  mode: 'sea' | 'air';
  entry: 'formal' | 'informal';
  currency: string;
  exchangeRate: string;
  fob: string;
  freight: string;
  /** Blank when the freight is in the invoice currency. */
  freightCurrency: string;
  freightExchangeRate: string;
  insurance: string;
  dangerousCargo: boolean;
  dutyRate: string;
  letterOfCredit: boolean;
  containers: ContainerFormRow[];
  exciseTax: string;
  rateSet: string;
}

export const EMPTY_FORM: CalculatorForm = {
  mode: 'sea',
  entry: 'formal',
  currency: 'USD',
  exchangeRate: '',
  fob: '',
  freight: '',
  freightCurrency: '',
  freightExchangeRate: '',
  insurance: '',
  dangerousCargo: false,
  dutyRate: '',
  letterOfCredit: false,
  containers: [],
  exciseTax: '',
  rateSet: DEFAULT_RATE_SET_ID,
};

/** facts.md §3.10, for the "Load the worked example" button. */
export const WORKED_EXAMPLE: CalculatorForm = {
  ...EMPTY_FORM,
  exchangeRate: '56.00',
  fob: '10000',
  freight: '800',
  dutyRate: '10',
  letterOfCredit: true,
  containers: [{key: 1, size: '20', count: '1'}],
};

const SIZES: readonly ContainerSize[] = ['20', '40', '45'];

/** A container count as typed -> number ('' or '1.5' become NaN so the engine explains the problem). */
function countOf(text: string): number {
  const t = text.trim();
  return /^\d+$/.test(t) ? Number(t) : Number.NaN;
}

/** The form as engine input. Container rows are sent for sea shipments only (they stay in the form). */
export function formToInput(form: CalculatorForm): ShipmentInput {
  const input: ShipmentInput = {
    mode: form.mode,
    entry: form.entry,
    currency: form.currency.trim().toUpperCase(),
    exchangeRate: form.exchangeRate,
    fob: form.fob,
    freight: form.freight,
    dangerousCargo: form.dangerousCargo,
    dutyRate: form.dutyRate,
    letterOfCredit: form.letterOfCredit,
    containers:
      form.mode === 'sea' ? form.containers.map((c) => ({size: c.size, count: countOf(c.count)})) : [],
    rateSet: form.rateSet,
  };
  if (form.freightCurrency.trim() !== '') {
    input.freightCurrency = form.freightCurrency.trim().toUpperCase();
  }
  if (form.freightExchangeRate.trim() !== '') {
    // Sent even without a freight currency, so the engine can point out the mismatch.
    input.freightExchangeRate = form.freightExchangeRate;
  }
  if (form.insurance.trim() !== '') {
    input.insurance = form.insurance;
  }
  if (form.exciseTax.trim() !== '') {
    input.exciseTax = form.exciseTax;
  }
  return input;
}

/** Every query key the calculator owns (a shared link may carry others, e.g. a practice seed). */
const CALCULATOR_KEYS = [
  'mode',
  'entry',
  'currency',
  'exchangeRate',
  'fob',
  'freight',
  'freightCurrency',
  'freightExchangeRate',
  'insurance',
  'dangerousCargo',
  'dutyRate',
  'letterOfCredit',
  'containers',
  'exciseTax',
  'rateSet',
] as const;

/**
 * The form as a query string (no leading '?'); empty fields are left out.
 * Keys that belong to others in `keep` (e.g. '?seed=abc') are kept.
 */
export function formToQuery(form: CalculatorForm, keep = ''): string {
  const params = new URLSearchParams(keep);
  for (const key of CALCULATOR_KEYS) {
    params.delete(key);
  }
  params.set('mode', form.mode);
  params.set('entry', form.entry);
  const text: (keyof CalculatorForm)[] = [
    'currency',
    'exchangeRate',
    'fob',
    'freight',
    'freightCurrency',
    'freightExchangeRate',
    'insurance',
    'dutyRate',
    'exciseTax',
    'rateSet',
  ];
  for (const key of text) {
    const value = form[key];
    if (typeof value === 'string' && value.trim() !== '') {
      params.set(key, value.trim());
    }
  }
  if (form.dangerousCargo) {
    params.set('dangerousCargo', '1');
  }
  if (form.letterOfCredit) {
    params.set('letterOfCredit', '1');
  }
  if (form.mode === 'sea' && form.containers.length > 0) {
    params.set('containers', form.containers.map((c) => `${c.size}x${c.count.trim()}`).join(','));
  }
  return params.toString();
}

/** Reads a query string back; returns null if it holds no calculator fields. */
export function queryToForm(search: string): CalculatorForm | null {
  const params = new URLSearchParams(search);
  if (!CALCULATOR_KEYS.some((k) => params.has(k))) {
    return null;
  }
  const get = (k: string): string => params.get(k) ?? '';
  const containers: ContainerFormRow[] = [];
  const rows = get('containers');
  if (rows !== '') {
    rows.split(',').forEach((row, i) => {
      const [size = '', count = ''] = row.split('x');
      containers.push({
        key: i + 1,
        size: (SIZES as readonly string[]).includes(size) ? (size as ContainerSize) : '20',
        count,
      });
    });
  }
  return {
    mode: get('mode') === 'air' ? 'air' : 'sea',
    entry: get('entry') === 'informal' ? 'informal' : 'formal',
    currency: params.has('currency') ? get('currency') : EMPTY_FORM.currency,
    exchangeRate: get('exchangeRate'),
    fob: get('fob'),
    freight: get('freight'),
    freightCurrency: get('freightCurrency'),
    freightExchangeRate: get('freightExchangeRate'),
    insurance: get('insurance'),
    dangerousCargo: get('dangerousCargo') === '1',
    dutyRate: get('dutyRate'),
    letterOfCredit: get('letterOfCredit') === '1',
    containers,
    exciseTax: get('exciseTax'),
    // An unknown id cannot be shown in the select, so fall back to the default set.
    rateSet: findRateSet(get('rateSet')) ? get('rateSet') : EMPTY_FORM.rateSet,
  };
}
