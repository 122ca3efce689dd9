import {useBackendLoader} from '@site/src/backend/BackendProvider';
import type {QuizBankSummary} from '@site/src/backend/types';
import {useAsyncResource} from '@site/src/components/useAsyncResource';
import {useAccount} from '@site/src/features/account';

export type OnlineBankList =
  | {readonly kind: 'loading'}
  | {readonly kind: 'error'; readonly retry: () => void}
  | {readonly kind: 'ready'; readonly banks: readonly QuizBankSummary[]};

/**
 * The published online banks the current user may take (free ones for all,
 * premium ones for premium users), listed again when the user changes.
 */
export function useOnlineBankList(): OnlineBankList {
  const loader = useBackendLoader();
  const {user} = useAccount();
  const uid = user?.uid ?? null;
  // A new user or a retry shows loading until its own answer.
  const banks = useAsyncResource(() => loader.load().then((backend) => backend.quizzes.list()), [loader, uid]);
  if (banks.status === 'loading') return {kind: 'loading'};
  if (banks.status === 'error') return {kind: 'error', retry: banks.retry};
  return {kind: 'ready', banks: banks.value};
}
