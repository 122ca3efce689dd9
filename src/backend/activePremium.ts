import type {PaymentSummary} from './types';

/**
 * Premium = tier premium, approved, and the access period has not ended at
 * `now`. Its own module, with no imports: the account badge (on every page's
 * first load) needs this alone, not the rest of ./paymentRules.
 */
export function isActivePremium(record: PaymentSummary | null | undefined, now: Date = new Date()): boolean {
  return Boolean(
    record &&
      record.tier === 'premium' &&
      record.status === 'approved' &&
      record.accessUntil &&
      now.getTime() < record.accessUntil.getTime(),
  );
}
