import {useCallback} from 'react';
import type {OnlineQuizBank, QuizzesService} from '@site/src/backend/types';
import {useAsyncResource} from '@site/src/components/useAsyncResource';

export type OnlineBanksState =
  | {readonly kind: 'loading'}
  | {readonly kind: 'error'}
  | {readonly kind: 'ready'; readonly banks: readonly OnlineQuizBank[]};

/** Every editor bank (admins only), with a reload and archive/restore. */
export function useOnlineBanks(quizzes: QuizzesService): {
  state: OnlineBanksState;
  reload: () => void;
  setArchived: (id: string, archived: boolean) => Promise<void>;
} {
  // The list stays on screen while it is read again after an archive or a restore.
  const banks = useAsyncResource(() => quizzes.listAll(), [quizzes], {keepLastValue: true});
  const {retry: reload} = banks;
  const setArchived = useCallback(
    async (id: string, archived: boolean) => {
      await quizzes.setArchived(id, archived);
      reload();
    },
    [quizzes, reload],
  );
  const state: OnlineBanksState =
    banks.status === 'ready' ? {kind: 'ready', banks: banks.value} : {kind: banks.status};
  return {state, reload, setArchived};
}
