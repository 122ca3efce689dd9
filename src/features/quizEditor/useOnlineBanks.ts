import {useCallback, useEffect, useState} from 'react';
import type {OnlineQuizBank, QuizzesService} from '@site/src/backend/types';

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
  const [state, setState] = useState<OnlineBanksState>({kind: 'loading'});
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let active = true;
    quizzes.listAll().then(
      (banks) => active && setState({kind: 'ready', banks}),
      () => active && setState({kind: 'error'}),
    );
    return () => {
      active = false;
    };
  }, [quizzes, generation]);
  const reload = useCallback(() => {
    setState({kind: 'loading'});
    setGeneration((n) => n + 1);
  }, []);
  const setArchived = useCallback(
    async (id: string, archived: boolean) => {
      await quizzes.setArchived(id, archived);
      setGeneration((n) => n + 1);
    },
    [quizzes],
  );
  return {state, reload, setArchived};
}
