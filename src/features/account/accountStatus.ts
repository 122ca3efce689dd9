import type {PaymentSummary, User} from '@site/src/backend/types';

/** The account badge's states (spec §4, DESIGN.md §6). */
export type AccountStatus = 'loading' | 'guest' | 'free' | 'premium';

/** What the payments lookup gave for the signed-in user. */
export type PaymentLookup =
  | {readonly kind: 'pending'}
  | {readonly kind: 'found'; readonly record: PaymentSummary | null}
  | {readonly kind: 'failed'; readonly error: unknown};

/**
 * The account status from what is known so far. `user` is undefined while the
 * sign-in state is unknown. Pure: the caller logs lookup failures.
 */
export function accountStatusFrom(user: User | null | undefined, lookup: PaymentLookup): AccountStatus {
  if (user === undefined) return 'loading';
  if (user === null) return 'guest';
  switch (lookup.kind) {
    case 'pending':
      return 'loading';
    case 'failed':
      return 'free';
    case 'found':
      return lookup.record?.tier === 'premium' && lookup.record.status === 'approved' ? 'premium' : 'free';
  }
}
