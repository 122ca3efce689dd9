/**
 * A rate set with its figures parsed once into exact decimals, and the
 * messages that quote them (fee brackets, flat informal fees, stamps).
 */
import {dec, type Dec, formatDec, formatMoney, isZero, percent, sum, ZERO} from '../../lib/decimal';
import {msg, type Message} from './messageTemplates';
import type {ContainerSize, FeeBracket, RateSet} from './rateSets/types';

export interface Bracket {
  upTo: Dec | null;
  /** upTo in centavos, for a quick comparison with a two-place dutiable value. */
  upToCents: bigint | null;
  fee: Dec;
  /** e.g. 'over 100,000.00 up to 200,000.00' */
  range: Message;
  feeText: string;
}

export interface PerContainer {
  amount: Dec;
  text: string;
}

export interface ParsedRateSet {
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
  brokerInformalFormula: Message;
  ipcBrackets: Bracket[];
  ipcInformal: Dec;
  ipcInformalFormula: Message;
  stampsFormal: Dec;
  stampsFormalFormula: Message;
  stampsInformal: Dec;
  stampsInformalFormula: Message;
  arrastre: Record<ContainerSize, PerContainer>;
  wharfage: Record<ContainerSize, PerContainer>;
}

/** A bracket top in whole centavos, rounded down (a top of 25,000.005 admits 25,000.00 but not 25,000.01). */
function floorToCents(d: Dec): bigint {
  return d.s <= 2 ? d.v * 10n ** BigInt(2 - d.s) : d.v / 10n ** BigInt(d.s - 2);
}

function rangeOf(lower: Dec | null, upTo: Dec | null): Message {
  if (upTo === null) {
    return msg('range.over', {from: formatMoney(lower ?? ZERO)});
  }
  return lower === null
    ? msg('range.upTo', {upTo: formatMoney(upTo)})
    : msg('range.between', {from: formatMoney(lower), upTo: formatMoney(upTo)});
}

function parseBrackets(brackets: readonly FeeBracket[]): Bracket[] {
  const out: Bracket[] = [];
  let lower: Dec | null = null;
  for (const b of brackets) {
    const upTo = b.upTo === null ? null : dec(b.upTo);
    const fee = dec(b.fee);
    out.push({
      upTo,
      upToCents: upTo === null ? null : floorToCents(upTo),
      fee,
      range: rangeOf(lower, upTo),
      feeText: formatMoney(fee),
    });
    lower = upTo;
  }
  return out;
}

function stampParts(parts: readonly {label: string; amount: string}[]): Message[] {
  return parts.map((p) => msg('formula.stampPart', {label: p.label, amount: formatMoney(dec(p.amount))}));
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

export function parsedRateSet(set: RateSet): ParsedRateSet {
  const cached = parsedCache.get(set.id);
  if (cached && cached.set === set) {
    return cached;
  }
  const brokerInformal = dec(set.brokerage.informalFee);
  const ipcInformal = dec(set.importProcessing.informalFee);
  const stamps = set.documentaryStamps;
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
    brokerInformalFormula: msg('formula.informalFlat', {
      fee: formatMoney(brokerInformal),
      issuance: set.brokerage.issuance,
    }),
    ipcBrackets: parseBrackets(set.importProcessing.formalBrackets),
    ipcInformal,
    ipcInformalFormula: isZero(ipcInformal)
      ? msg('formula.informalNoIpc', {issuance: set.importProcessing.informalIssuance})
      : msg('formula.informalFlat', {
          fee: formatMoney(ipcInformal),
          issuance: set.importProcessing.informalIssuance,
        }),
    stampsFormal: sum(stamps.formal.map((p) => dec(p.amount))),
    stampsFormalFormula: msg('formula.stamps', {
      parts: stampParts(stamps.formal),
      issuance: stamps.formalIssuance,
    }),
    stampsInformal: sum(stamps.informal.map((p) => dec(p.amount))),
    stampsInformalFormula: msg('formula.stampsInformal', {
      parts: stampParts(stamps.informal),
      issuance: stamps.informalIssuance,
    }),
    arrastre: parsePerContainer(set.arrastre.perContainer),
    wharfage: parsePerContainer(set.wharfage.perContainer),
  };
  parsedCache.set(set.id, parsed);
  return parsed;
}

/** The first bracket whose top is at or above a two-place value. */
export function bracketFor(value: Dec, brackets: readonly Bracket[]): Bracket | null {
  const cents = value.v;
  for (const b of brackets) {
    if (b.upToCents === null || cents <= b.upToCents) {
      return b;
    }
  }
  return null;
}
