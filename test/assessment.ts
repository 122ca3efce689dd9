/**
 * Shared by the computation engine's tests: the facts.md §3.10 illustration, a peso shipment builder, and
 * readers that give lines, notes and input problems in English.
 */
import {
  englishText,
  type Assessment,
  type AssessmentInputError,
  type LineId,
  type ShipmentInput,
} from '@site/src/domain/computation';

export function amounts(a: Assessment): Record<LineId, string> {
  return Object.fromEntries(a.lines.map((l) => [l.id, l.amount])) as Record<LineId, string>;
}

/** One line, with its label and formula read in English. */
export function line(a: Assessment, id: LineId) {
  const found = a.lines.find((l) => l.id === id);
  if (!found) {
    throw new Error(id);
  }
  return {...found, label: englishText(found.label), formula: englishText(found.formula)};
}

export function notesOf(a: Assessment): string[] {
  return a.notes.map(englishText);
}

/** The problems of an input error, with their messages in English. */
export function problemsIn(error: unknown): {field: string; message: string}[] {
  return (error as AssessmentInputError).problems.map((p) => ({
    field: p.field,
    message: englishText(p.message),
  }));
}

/** facts.md §3.10: sea, general cargo, L/C, 1 × 20' FCL, FOB USD 10,000, freight 800, insurance not stated, ₱56, 10%. */
export const illustration: ShipmentInput = {
  mode: 'sea',
  entry: 'formal',
  currency: 'USD',
  exchangeRate: '56.00',
  fob: '10000',
  freight: '800',
  dutyRate: '10',
  letterOfCredit: true,
  containers: [{size: '20', count: 1}],
};

/** A shipment invoiced in pesos, so the dutiable value is exactly `dv`. */
export function pesoShipment(dv: string, extra: Partial<ShipmentInput> = {}): ShipmentInput {
  return {
    mode: 'air',
    entry: 'formal',
    currency: 'PHP',
    exchangeRate: '1',
    fob: dv,
    freight: '0',
    insurance: '0',
    dutyRate: '0',
    ...extra,
  };
}
