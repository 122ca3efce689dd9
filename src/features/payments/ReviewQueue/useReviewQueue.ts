import {useCallback, useEffect, useMemo, useState} from 'react';
import {sharedReferenceNumbers} from '@site/src/backend/paymentRules';
import type {Backend, PaymentDecision, PaymentRecord, PaymentStatus} from '@site/src/backend/types';

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

type AllState = {readonly kind: 'failed'} | {readonly kind: 'loaded'; readonly records: readonly PaymentRecord[]};

/**
 * The admin's payment list for one status filter, and decisions applied in
 * place. Every record is loaded whatever the filter, so a reference number
 * another payment used is flagged even when that payment is filtered out.
 */
export function useReviewQueue(backend: Backend | null, filter: StatusFilter) {
  const [state, setState] = useState<{key: number; all: AllState} | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!backend) return undefined;
    let active = true;
    backend.payments.listForAdmin().then(
      (records) => active && setState({key: attempt, all: {kind: 'loaded', records}}),
      (error: unknown) => {
        console.warn('Could not load the payments', error);
        if (active) setState({key: attempt, all: {kind: 'failed'}});
      },
    );
    return () => {
      active = false;
    };
  }, [backend, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const decide = useCallback(
    async (decision: PaymentDecision): Promise<PaymentRecord> => {
      if (!backend) throw new Error('backend not loaded');
      const updated = await backend.payments.decide(decision);
      setState((s) =>
        s?.all.kind === 'loaded'
          ? {...s, all: {kind: 'loaded', records: s.all.records.map((r) => (r.email === updated.email ? updated : r))}}
          : s,
      );
      return updated;
    },
    [backend],
  );

  const value = useMemo((): QueueState => {
    if (state?.key !== attempt) return {kind: 'loading'};
    if (state.all.kind === 'failed') return {kind: 'failed'};
    const {records} = state.all;
    return {
      kind: 'loaded',
      records: filter === 'all' ? records : records.filter((r) => r.status === filter),
      sharedReferences: sharedReferenceNumbers(records),
    };
  }, [state, attempt, filter]);
  return {state: value, reload, decide};
}

/** Records whose email contains `search` (case-insensitive). */
export function matchEmail(records: readonly PaymentRecord[], search: string): readonly PaymentRecord[] {
  const needle = search.trim().toLowerCase();
  return needle ? records.filter((r) => r.email.includes(needle)) : records;
}
