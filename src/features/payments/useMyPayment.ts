import {useBackend} from '@site/src/backend/useBackend';
import type {PaymentRecord} from '@site/src/backend/types';
import {useAsyncResource} from '@site/src/components/useAsyncResource';
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
  const uid = user?.uid;
  // Asked again for each user, so one user's record never shows for another.
  const mine = useAsyncResource(backend && uid ? () => backend.payments.getMine() : null, [backend, uid], {
    warning: 'Could not read your payment record',
  });
  if (backendFailed) return {kind: 'failed', retry: retryBackend};
  if (mine.status === 'loading') return {kind: 'loading'};
  if (mine.status === 'error') return {kind: 'failed', retry: mine.retry};
  return {kind: 'loaded', record: mine.value, reload: mine.retry};
}
