import {useCallback, useMemo} from 'react';
import {sharedReferenceNumbers} from '@site/src/backend/paymentRules';
import type {Backend, PaymentDecision, PaymentRecord, PaymentStatus} from '@site/src/backend/types';
import {useAsyncResource} from '@site/src/components/useAsyncResource';

export type StatusFilter = 'all' | PaymentStatus;

export type QueueState =
  | {readonly kind: 'loading'}
  | {readonly kind: 'failed'}
  | {
      readonly kind: 'loaded';
      readonly records: readonly PaymentRecord[];
      /** Reference numbers used by more than one payment, with their emails. */
      readonly sharedReferences: ReadonlyMap<string, string[]>;
    };

/**
 * The admin's payment list for one status filter, and decisions applied in
 * place. Every record is loaded whatever the filter, so a reference number
 * another payment used is flagged even when that payment is filtered out.
 */
export function useReviewQueue(backend: Backend | null, filter: StatusFilter) {
  const all = useAsyncResource(backend ? () => backend.payments.listForAdmin() : null, [backend], {
    warning: 'Could not load the payments',
  });
  const {retry: reload} = all;
  const update = all.status === 'ready' ? all.update : null;

  const decide = useCallback(
    async (decision: PaymentDecision): Promise<PaymentRecord> => {
      if (!backend) throw new Error('backend not loaded');
      const updated = await backend.payments.decide(decision);
      update?.((records) => records.map((r) => (r.email === updated.email ? updated : r)));
      return updated;
    },
    [backend, update],
  );

  const value = useMemo((): QueueState => {
    if (all.status === 'loading') return {kind: 'loading'};
    if (all.status === 'error') return {kind: 'failed'};
    const records = all.value;
    return {
      kind: 'loaded',
      records: filter === 'all' ? records : records.filter((r) => r.status === filter),
      sharedReferences: sharedReferenceNumbers(records),
    };
  }, [all, filter]);
  return {state: value, reload, decide};
}

/** Records whose email contains `search` (case-insensitive). */
export function matchEmail(records: readonly PaymentRecord[], search: string): readonly PaymentRecord[] {
  const needle = search.trim().toLowerCase();
  return needle ? records.filter((r) => r.email.includes(needle)) : records;
}
