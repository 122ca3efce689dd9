import type {PaymentMethod} from '@site/src/backend/types';
import {LIMITS} from '@site/src/lib/limits';

/**
 * Reference-number rules per method. They are deliberately lenient: we could
 * not confirm each provider's exact format, so the rules accept the common
 * shapes (the form says so) and an admin checks the number against the
 * receipt anyway.
 * - GCash: the 13-digit reference number on the receipt.
 * - Maya: the 12-character reference (letters and digits).
 * - Bank transfer: 6 to 30 letters, digits or hyphens.
 * Spaces are ignored, so '1234 567 890123' is read as '1234567890123'.
 */
const RULES: Record<PaymentMethod, RegExp> = {
  gcash: /^\d{13}$/,
  maya: /^[A-Za-z0-9]{12}$/,
  bank: /^[A-Za-z0-9-]{6,30}$/,
};

export type ReferenceCheck =
  | {readonly ok: true; readonly value: string}
  | {readonly ok: false; readonly problem: 'missing' | 'format'};

export function checkReference(method: PaymentMethod, input: string): ReferenceCheck {
  const value = input.replace(/\s+/g, '');
  if (!value) return {ok: false, problem: 'missing'};
  // Every method's format lies within the limits firestore.rules enforces.
  const {referenceNoMin, referenceNoMax} = LIMITS.payment;
  const fits = value.length >= referenceNoMin && value.length <= referenceNoMax;
  return fits && RULES[method].test(value) ? {ok: true, value} : {ok: false, problem: 'format'};
}
