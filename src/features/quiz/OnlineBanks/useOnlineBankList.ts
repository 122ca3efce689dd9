import {useEffect, useState} from 'react';
import {useBackendLoader} from '@site/src/backend/BackendProvider';
import type {QuizBankSummary} from '@site/src/backend/types';
import {useAccount} from '@site/src/features/account/AccountProvider';

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
  const [state, setState] = useState<OnlineBankList>({kind: 'loading'});
  const [tries, setTries] = useState(0);
  useEffect(() => {
    let active = true;
    setState({kind: 'loading'});
    loader
      .load()
      .then((backend) => backend.quizzes.list())
      .then(
        (banks) => active && setState({kind: 'ready', banks}),
        () => active && setState({kind: 'error', retry: () => setTries((n) => n + 1)}),
      );
    return () => {
      active = false;
    };
  }, [loader, uid, tries]);
  return state;
}
