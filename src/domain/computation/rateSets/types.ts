/**
 * The shape of a rate set: every rate, fee and table the engine uses, with
 * where it comes from. A new Customs Administrative Order means a new (or an
 * edited) data file of this shape, never a change in the engine.
 *
 * All amounts and rates are decimal strings so they stay exact.
 */

/** Confidence labels, as used in the project's domain notes (facts.md). */
export type Confidence = 'CONFIRMED-PRIMARY' | 'CONFIRMED-SECONDARY' | 'CONFLICT' | 'MEMORY/UNVERIFIED';

export type ContainerSize = '20' | '40' | '45';

export interface RateSource {
  /** What the source covers, e.g. "Import processing charge table". */
  readonly item: string;
  /** The issuance, e.g. "CAO 02-2024 (effective 10 June 2024)". */
  readonly issuance: string;
  readonly confidence: Confidence;
  /** Plain-English caveat shown to readers. */
  readonly note?: string;
}

/** A flat fee that applies while the dutiable value is at most `upTo` (pesos). */
export interface FeeBracket {
  /** Upper limit, inclusive, in pesos; `null` for the open-ended top bracket. */
  readonly upTo: string | null;
  readonly fee: string;
}

export interface RateSet {
  readonly id: string;
  readonly name: string;
  /** ISO date (YYYY-MM-DD) from which the set applies. */
  readonly effectiveDate: string;
  /** One or two sentences on when to use this set. */
  readonly description: string;
  readonly sources: readonly RateSource[];

  /** VAT rate in percent (NIRC Sec. 107(A)). */
  readonly vatPercent: string;
  /** Bank charge in percent of dutiable value, only when paid by letter of credit. */
  readonly bankChargePercent: string;
  /** Insurance when none is stated, in percent of FOB/FCA (CMO 22-2007). */
  readonly defaultInsurancePercent: {readonly general: string; readonly dangerous: string};

  readonly brokerage: {
    readonly issuance: string;
    /** Formal entries: flat fee by dutiable-value bracket ... */
    readonly formalBrackets: readonly FeeBracket[];
    /** ... and above the last bracket: `base` plus `excessPercent` of the value over `threshold`. */
    readonly formalExcess: {
      readonly threshold: string;
      readonly base: string;
      readonly excessPercent: string;
    };
    /** Informal entries: one flat fee. */
    readonly informalFee: string;
  };

  readonly importProcessing: {
    readonly issuance: string;
    /** Formal entries by dutiable-value bracket; the last bracket has `upTo: null`. */
    readonly formalBrackets: readonly FeeBracket[];
    /** Informal entries (no IPF/IPC since CAO 08-2014). */
    readonly informalFee: string;
    readonly informalIssuance: string;
  };

  readonly documentaryStamps: {
    /** Formal entry: named parts that add up, e.g. CDS 100 + BIR DST 30. */
    readonly formal: readonly {readonly label: string; readonly amount: string}[];
    readonly formalIssuance: string;
    readonly informal: readonly {readonly label: string; readonly amount: string}[];
    readonly informalIssuance: string;
  };

  /** Sea FCL import, per container, pesos, VAT-exclusive. */
  readonly arrastre: {
    readonly issuance: string;
    readonly perContainer: Readonly<Record<ContainerSize, string>>;
  };
  readonly wharfage: {
    readonly issuance: string;
    readonly perContainer: Readonly<Record<ContainerSize, string>>;
  };
}
