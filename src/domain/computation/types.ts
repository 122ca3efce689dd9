import type {Message} from './messageTemplates';
import type {ContainerSize, RateSource} from './rateSets/types';

export type {ContainerSize} from './rateSets/types';

export type ShipmentMode = 'sea' | 'air';
export type EntryType = 'formal' | 'informal';

export interface ContainerRow {
  size: ContainerSize;
  count: number;
}

/** One shipment, as a candidate (or the calculator form) states it. Amounts are decimal strings. */
export interface ShipmentInput {
  mode: ShipmentMode;
  entry: EntryType;
  /** ISO 4217 code, three capital letters, e.g. 'USD'. 'PHP' needs an exchange rate of 1. */
  currency: string;
  /** Pesos per one unit of `currency`, e.g. '56.0000'. */
  exchangeRate: string;
  /** FOB value (sea) or FCA value (air), in `currency`. */
  fob: string;
  /** Freight, in `currency` ('0' if none), or in `freightCurrency` when that is given. */
  freight: string;
  /**
   * The currency of the freight when it is not the invoice currency (for example
   * USD freight on a JPY invoice). Each currency is converted straight to pesos
   * (CMO 14-2002), so this needs `freightExchangeRate`.
   */
  freightCurrency?: string;
  /** Pesos per one unit of `freightCurrency`. */
  freightExchangeRate?: string;
  /** Insurance in `currency`. Absent or blank: 2% of FOB (4% for dangerous cargo). */
  insurance?: string;
  dangerousCargo?: boolean;
  /** Ad valorem duty rate in percent, e.g. '10'. */
  dutyRate: string;
  /** Paid by letter of credit: adds the bank charge. */
  letterOfCredit?: boolean;
  /** Full containers (sea only). */
  containers?: ContainerRow[];
  /** Excise tax already computed, in pesos. */
  exciseTax?: string;
  /** Rate set id; default the current set. */
  rateSet?: string;
}

export const LINE_IDS = [
  'insurance',
  'dutiableValue',
  'customsDuty',
  'bankCharge',
  'brokerageFee',
  'arrastre',
  'wharfage',
  'documentaryStamps',
  'importProcessingCharge',
  'landedCost',
  'exciseTax',
  'vatBase',
  'vat',
  'totalPayable',
] as const;

export type LineId = (typeof LINE_IDS)[number];

export interface AssessmentLine {
  id: LineId;
  /** The line's name (render with messageText). */
  label: Message;
  /** The computation with the numbers used, e.g. '(10,000.00 + 800.00 + 200.00) × 56.0000' in English. */
  formula: Message;
  /** Exactly two decimals, no thousands separator, e.g. '616000.00'. */
  amount: string;
  /** 'PHP' for every line except insurance, which is in the shipment's currency. */
  currency: string;
}

export interface Assessment {
  /** One line per id in LINE_IDS, in that order. */
  lines: AssessmentLine[];
  rateSet: {
    id: string;
    name: string;
    effectiveDate: string;
    sources: readonly RateSource[];
  };
  /** Warnings about the shipment (entry type, de minimis, low insurance ...). */
  notes: Message[];
}

export interface InputProblem {
  /** The ShipmentInput field, e.g. 'fob', or 'containers[1].count' for a container row. */
  field: string;
  message: Message;
}
