import {useCallback, useEffect, useState} from 'react';
import type {Backend, PaymentDecision, PaymentRecord, PaymentStatus} from '@site/src/backend/types';

export type StatusFilter = 'all' | PaymentStatus;

export type QueueState =
  | {readonly kind: 'loading'}
  | {readonly kind: 'failed'}
  | {readonly kind: 'loaded'; readonly records: readonly PaymentRecord[]};

/** The admin's payment list for one status filter, and decisions applied in place. */
export function useReviewQueue(backend: Backend | null, filter: StatusFilter) {
  const [state, setState] = useState<{key: string; value: QueueState} | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = `${filter}/${attempt}`;

  useEffect(() => {
    if (!backend) return undefined;
    let active = true;
    const k = `${filter}/${attempt}`;
    backend.payments.listForAdmin(filter === 'all' ? undefined : {status: filter}).then(
      (records) => active && setState({key: k, value: {kind: 'loaded', records}}),
      (error: unknown) => {
        console.warn('Could not load the payments', error);
        if (active) setState({key: k, value: {kind: 'failed'}});
      },
    );
    return () => {
      active = false;
    };
  }, [backend, filter, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const decide = useCallback(
    async (decision: PaymentDecision): Promise<PaymentRecord> => {
      if (!backend) throw new Error('backend not loaded');
      const updated = await backend.payments.decide(decision);
      setState((s) =>
        s?.value.kind === 'loaded'
          ? {...s, value: {kind: 'loaded', records: s.value.records.map((r) => (r.email === updated.email ? updated : r))}}
          : s,
      );
      return updated;
    },
    [backend],
  );

  const value: QueueState = state?.key === key ? state.value : {kind: 'loading'};
  return {state: value, reload, decide};
}

/** Records whose email contains `search` (case-insensitive). */
export function matchEmail(records: readonly PaymentRecord[], search: string): readonly PaymentRecord[] {
  const needle = search.trim().toLowerCase();
  return needle ? records.filter((r) => r.email.includes(needle)) : records;
}
