import {isActivePremium} from '@site/src/backend/activePremium';
import type {PaymentSummary, User} from '@site/src/backend/types';

/** The account badge's states (spec §4, DESIGN.md §6). */
export type AccountStatus = 'loading' | 'guest' | 'free' | 'premium';

/** What the payments lookup gave for the signed-in user. */
export type PaymentLookup =
  | {readonly kind: 'pending'}
  | {readonly kind: 'found'; readonly record: PaymentSummary | null}
  | {readonly kind: 'failed'; readonly error: unknown};

/**
 * The account status from what is known so far, at `now`. `user` is undefined
 * while the sign-in state is unknown. Premium ends at the record's
 * `accessUntil`: from that moment the status is free. Pure: the caller logs
 * lookup failures and re-evaluates when access ends (premiumEndsAt).
 */
export function accountStatusFrom(
  user: User | null | undefined,
  lookup: PaymentLookup,
  now: Date = new Date(),
): AccountStatus {
  if (user === undefined) return 'loading';
  if (user === null) return 'guest';
  switch (lookup.kind) {
    case 'pending':
      return 'loading';
    case 'failed':
      return 'free';
    case 'found':
      return isActivePremium(lookup.record, now) ? 'premium' : 'free';
  }
}

/** When a premium status found by `lookup` ends (to switch to free at that moment), or null. */
export function premiumEndsAt(lookup: PaymentLookup, now: Date = new Date()): Date | null {
  return lookup.kind === 'found' && isActivePremium(lookup.record, now) ? (lookup.record?.accessUntil ?? null) : null;
}
