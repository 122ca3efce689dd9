/**
 * The duty-and-tax computation engine (facts.md §3.1 chain).
 *
 * Rounding convention (the calculator's table states it to the reader):
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
 *
 * Every formula and note is a Message (./messageTemplates.ts): a code with its numbers,
 * which the UI renders in the reader's language.
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
  isZero,
  mul,
  parseDecimal,
  percent,
  roundHalfUp,
  sub,
  toAmountString,
  twoPlaceTexts,
  ZERO,
} from '../../lib/decimal';
import {englishText, msg, type Message} from './messageTemplates';
import {bracketFor, type ParsedRateSet, parsedRateSet, type PerContainer} from './parsedRateSet';
import {DEFAULT_RATE_SET_ID, findRateSet} from './rateSets';
import type {ContainerSize} from './rateSets/types';
import type {Assessment, AssessmentLine, InputProblem, LineId, ShipmentInput} from './types';
import {AssessmentInputError, type CheckedInput, checkInput} from './validate';

export {AssessmentInputError, validateShipment} from './validate';

const ONE = dec('1');
/** CMTA Sec. 402 (informal entry ceiling) and Sec. 423 (de minimis), FOB/FCA in pesos. */
const INFORMAL_CEILING = dec('50000');
const DE_MINIMIS = dec('10000');

/** The label of a line as a message (insurance names the invoice currency). */
export function lineMessage(id: LineId, currency = 'PHP'): Message {
  return id === 'insurance' ? msg('line.insurance', {currency}) : msg(`line.${id}`);
}

/** The English label of each line, for tables and practice inputs. */
export function lineLabel(id: LineId, currency = 'PHP'): string {
  return englishText(lineMessage(id, currency));
}

function perContainer(
  containers: readonly {size: ContainerSize; count: number}[],
  table: Record<ContainerSize, PerContainer>,
): {amount: Dec; formula: Message} {
  let amount = ZERO;
  const rows: Message[] = [];
  for (const c of containers) {
    const rate = table[c.size];
    amount = add(amount, mul(fromInteger(c.count), rate.amount));
    rows.push(msg('formula.containerRow', {count: String(c.count), size: c.size, rate: rate.text}));
  }
  return {amount, formula: msg('formula.containers', {rows})};
}

/** A rounded line amount with its display text ('616,000.00'). */
interface Amt {
  d: Dec;
  t: string;
}

type Push = (id: LineId, formula: Message, amount: Dec, currency?: string) => Amt;

/** Line 1: insurance in the invoice currency, rounded to the cent before conversion. */
function insuranceLine(x: CheckedInput, r: ParsedRateSet, push: Push, notes: Message[]): Amt {
  const cur = x.currency;
  const insDefault = x.dangerous ? r.insDangerous : r.insGeneral;
  const percentText = x.dangerous ? r.insDangerousText : r.insGeneralText;
  const cargo = msg(x.dangerous ? 'word.dangerousCargo' : 'word.generalCargo');
  if (x.insurance === null) {
    return push(
      'insurance',
      msg('formula.insuranceDefault', {percent: percentText, currency: cur, fob: formatMoney(x.fob), cargo}),
      mul(insDefault, x.fob),
      cur,
    );
  }
  const ins = push(
    'insurance',
    msg('formula.insuranceDeclared', {currency: cur, amount: formatMoney(x.insurance)}),
    x.insurance,
    cur,
  );
  const floor = roundHalfUp(mul(insDefault, x.fob), 2);
  if (cmp(ins.d, floor) < 0) {
    notes.push(
      msg('note.lowInsurance', {
        percent: percentText,
        valueWord: valueWord(x),
        currency: cur,
        floor: formatMoney(floor),
        cargo,
      }),
    );
  }
  return ins;
}

function valueWord(x: CheckedInput): string {
  return x.mode === 'air' ? 'FCA' : 'FOB';
}

/** Line 5: brokerage fee (CAO 1-2001). */
function brokerageLine(x: CheckedInput, r: ParsedRateSet, dv: Amt, push: Push): Amt {
  const issuance = x.rateSet.brokerage.issuance;
  if (x.entry !== 'formal') {
    return push('brokerageFee', r.brokerInformalFormula, r.brokerInformal);
  }
  if (cmp(dv.d, r.brokerThreshold) > 0) {
    return push(
      'brokerageFee',
      msg('formula.brokerageExcess', {
        base: r.brokerBaseText,
        percent: r.brokerExcessText,
        dutiableValue: dv.t,
        threshold: r.brokerThresholdText,
      }),
      add(r.brokerBase, mul(r.brokerExcess, sub(dv.d, r.brokerThreshold))),
    );
  }
  const b = bracketFor(dv.d, r.brokerBrackets);
  return b
    ? push(
        'brokerageFee',
        msg('formula.brokerageBracket', {dutiableValue: dv.t, range: b.range, fee: b.feeText, issuance}),
        b.fee,
      )
    : push('brokerageFee', msg('formula.brokerageBase', {base: r.brokerBaseText, issuance}), r.brokerBase);
}

/** Lines 6-7: arrastre and wharfage, for full sea containers only. */
function portLines(x: CheckedInput, r: ParsedRateSet, push: Push): [Amt, Amt] {
  if (x.mode === 'air') {
    return [
      push('arrastre', msg('formula.airNoArrastre'), ZERO),
      push('wharfage', msg('formula.airNoWharfage'), ZERO),
    ];
  }
  if (x.containers.length === 0) {
    return [
      push('arrastre', msg('formula.noContainersArrastre'), ZERO),
      push('wharfage', msg('formula.noContainersWharfage'), ZERO),
    ];
  }
  const a = perContainer(x.containers, r.arrastre);
  const w = perContainer(x.containers, r.wharfage);
  return [push('arrastre', a.formula, a.amount), push('wharfage', w.formula, w.amount)];
}

/** Line 9: import processing charge. */
function ipcLine(x: CheckedInput, r: ParsedRateSet, dv: Amt, push: Push): Amt {
  if (x.entry !== 'formal') {
    return push('importProcessingCharge', r.ipcInformalFormula, r.ipcInformal);
  }
  const b = bracketFor(dv.d, r.ipcBrackets);
  return b
    ? push(
        'importProcessingCharge',
        msg('formula.ipcBracket', {
          dutiableValue: dv.t,
          range: b.range,
          fee: b.feeText,
          issuance: x.rateSet.importProcessing.issuance,
        }),
        b.fee,
      )
    : push('importProcessingCharge', msg('formula.ipcAboveBrackets', {dutiableValue: dv.t}), ZERO);
}

/** Notes on the FOB/FCA value in pesos: informal-entry ceiling and de minimis. */
function valueNotes(x: CheckedInput, notes: Message[]): void {
  const fobPesos = roundHalfUp(mul(x.fob, x.rate), 2);
  const values = {valueWord: valueWord(x), value: formatMoney(fobPesos)};
  if (x.entry !== 'formal' && cmp(fobPesos, INFORMAL_CEILING) >= 0) {
    notes.push(msg('note.informalCeiling', values));
  }
  if (cmp(fobPesos, DE_MINIMIS) <= 0) {
    notes.push(msg('note.deMinimis', values));
  }
}

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
  const notes: Message[] = [];
  const lines: AssessmentLine[] = [];
  const push: Push = (id, formula, amount, currency = 'PHP') => {
    const d = roundHalfUp(amount, 2);
    const texts = twoPlaceTexts(d);
    lines.push({id, label: lineMessage(id, cur), formula, amount: texts.plain, currency});
    return {d, t: texts.grouped};
  };

  const ins = insuranceLine(x, r, push, notes);
  const fob = formatMoney(x.fob);
  const rate = formatDec(x.rate, 4);
  const dv = x.freightIn
    ? push(
        'dutiableValue',
        msg('formula.dutiableValueTwoCurrencies', {
          currency: cur,
          fob,
          insurance: ins.t,
          rate,
          freightCurrency: x.freightIn.currency,
          freight: formatMoney(x.freight),
          freightRate: formatDec(x.freightIn.rate, 4),
        }),
        add(mul(add(x.fob, ins.d), x.rate), mul(x.freight, x.freightIn.rate)),
      )
    : push(
        'dutiableValue',
        msg('formula.dutiableValue', {fob, freight: formatMoney(x.freight), insurance: ins.t, rate}),
        mul(add(add(x.fob, x.freight), ins.d), x.rate),
      );
  const duty = push(
    'customsDuty',
    msg('formula.customsDuty', {dutiableValue: dv.t, percent: formatDec(x.duty)}),
    mul(dv.d, percent(x.duty)),
  );
  const bank = x.lc
    ? push(
        'bankCharge',
        msg('formula.bankCharge', {dutiableValue: dv.t, percent: r.bankText}),
        mul(dv.d, r.bank),
      )
    : push('bankCharge', msg('formula.noBankCharge'), ZERO);
  const broker = brokerageLine(x, r, dv, push);
  const [arrastre, wharfage] = portLines(x, r, push);
  const stamps =
    x.entry === 'formal'
      ? push('documentaryStamps', r.stampsFormalFormula, r.stampsFormal)
      : push('documentaryStamps', r.stampsInformalFormula, r.stampsInformal);
  const ipc = ipcLine(x, r, dv, push);
  const landed = push(
    'landedCost',
    msg('formula.landedCost', {
      dutiableValue: dv.t,
      duty: duty.t,
      bank: bank.t,
      brokerage: broker.t,
      arrastre: arrastre.t,
      wharfage: wharfage.t,
      stamps: stamps.t,
      ipc: ipc.t,
    }),
    add(
      add(add(add(dv.d, duty.d), add(bank.d, broker.d)), add(add(arrastre.d, wharfage.d), stamps.d)),
      ipc.d,
    ),
  );
  const excise =
    x.excise === null || isZero(x.excise)
      ? push('exciseTax', msg('formula.noExcise'), ZERO)
      : push('exciseTax', msg('formula.exciseAssessed', {amount: formatMoney(x.excise)}), x.excise);
  const vatBase = push(
    'vatBase',
    msg('formula.vatBase', {landedCost: landed.t, excise: excise.t}),
    add(landed.d, excise.d),
  );
  const vat = push(
    'vat',
    msg('formula.vat', {vatBase: vatBase.t, percent: r.vatText}),
    mul(vatBase.d, r.vat),
  );
  push(
    'totalPayable',
    msg('formula.totalPayable', {duty: duty.t, vat: vat.t, excise: excise.t, ipc: ipc.t, stamps: stamps.t}),
    add(add(add(duty.d, vat.d), add(excise.d, ipc.d)), stamps.d),
  );
  valueNotes(x, notes);

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
