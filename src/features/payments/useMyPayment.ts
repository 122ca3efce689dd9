import {useCallback, useEffect, useState} from 'react';
import {useBackend} from '@site/src/backend/useBackend';
import type {PaymentRecord} from '@site/src/backend/types';
import {useAccount} from '@site/src/features/account';

export type MyPayment =
  | {readonly kind: 'loading'}
  | {readonly kind: 'failed'; readonly retry: () => void}
  | {readonly kind: 'loaded'; readonly record: PaymentRecord | null; readonly reload: () => void};

/**
 * The signed-in user's whole payment record (for the pending and rejected
 * states the badge does not show). 'loading' while signed out or unknown.
 */
export function useMyPayment(): MyPayment {
  const {user} = useAccount();
  const {backend, failed: backendFailed, retry: retryBackend} = useBackend();
  // Each answer carries the uid and attempt it was for, so a stale one never shows.
  const [state, setState] = useState<
    | {kind: 'loading'}
    | {kind: 'failed'; key: string}
    | {kind: 'loaded'; key: string; record: PaymentRecord | null}
  >({kind: 'loading'});
  const [attempt, setAttempt] = useState(0);
  const uid = user?.uid;

  useEffect(() => {
    if (!backend || !uid) return undefined;
    let active = true;
    const key = `${uid}/${attempt}`;
    backend.payments.getMine().then(
      (record) => active && setState({kind: 'loaded', key, record}),
      (error: unknown) => {
        console.warn('Could not read your payment record', error);
        if (active) setState({kind: 'failed', key});
      },
    );
    return () => {
      active = false;
    };
  }, [backend, uid, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  if (backendFailed) return {kind: 'failed', retry: retryBackend};
  if (!uid || state.kind === 'loading' || state.key !== `${uid}/${attempt}`) return {kind: 'loading'};
  if (state.kind === 'failed') return {kind: 'failed', retry: reload};
  return {kind: 'loaded', record: state.record, reload};
}
