import {useEffect, useState} from 'react';
import {useBackendLoader} from '@site/src/backend/BackendProvider';
import type {QuizBankSummary} from '@site/src/backend/types';
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
  const [tries, setTries] = useState(0);
  // Each answer is stamped with what it was asked for; a new user or a retry shows loading until its own answer.
  const key = `${uid ?? ''}|${tries}`;
  const [stamped, setStamped] = useState<{key: string; state: OnlineBankList} | null>(null);
  useEffect(() => {
    let active = true;
    loader
      .load()
      .then((backend) => backend.quizzes.list())
      .then(
        (banks) => active && setStamped({key, state: {kind: 'ready', banks}}),
        () => active && setStamped({key, state: {kind: 'error', retry: () => setTries((n) => n + 1)}}),
      );
    return () => {
      active = false;
    };
  }, [loader, key]);
  return stamped?.key === key ? stamped.state : {kind: 'loading'};
}
