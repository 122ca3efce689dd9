import {useCallback, useEffect, useMemo, useState} from 'react';
import {
  clearBrowserAttempts,
  createBrowserProgress,
  GUEST_OWNER,
  StorageFullError,
} from '@site/src/backend/browserProgress';
import type {QuizAttempt} from '@site/src/backend/types';
import {groupBoards} from '../MockBoard/boardRecords';
import {useQuizProgress} from '../progress/useQuizProgress';

export type HubData =
  | {readonly kind: 'loading'}
  | {readonly kind: 'error'; readonly retry: () => void}
  | {
      readonly kind: 'ready';
      readonly attempts: readonly QuizAttempt[];
      readonly signedIn: boolean;
      /** A guest's attempts left in this browser, offered to a signed-in user. */
      readonly guestAttempts: readonly QuizAttempt[];
      readonly moveGuestAttempts: () => Promise<void>;
    };

/** The visitor's attempts for /quizzes, and the guest attempts a signed-in user may adopt. */
export function useHubData(): HubData {
  const state = useQuizProgress();
  const [loaded, setLoaded] = useState<{attempts: QuizAttempt[]; guest: QuizAttempt[]} | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const progress = state.kind === 'ready' ? state.progress : null;
  const signedIn = state.kind === 'ready' && state.signedIn;

  useEffect(() => {
    if (!progress) return undefined;
    let active = true;
    Promise.all([
      progress.listAttempts(),
      signedIn ? createBrowserProgress(GUEST_OWNER).listAttempts() : Promise.resolve([]),
    ]).then(
      ([attempts, guest]) => active && setLoaded({attempts, guest}),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [progress, signedIn, version]);

  const reload = useCallback(() => {
    setFailed(false);
    setVersion((n) => n + 1);
  }, []);

  const moveGuestAttempts = useCallback(async () => {
    if (!progress || !loaded) return;
    const mine = new Set(loaded.attempts.map((a) => a.id));
    const pending = loaded.guest.filter((a) => !mine.has(a.id));
    let moved = 0;
    const moveRest = async (): Promise<void> => {
      for (const a of pending.slice(moved)) {
        await (
          await progress.saveAttempt(a)
        ).synced;
        moved += 1;
      }
    };
    try {
      await moveRest();
    } catch (error) {
      if (!(error instanceof StorageFullError)) throw error;
      // This device is full, and the guest's copy of these attempts takes room on it: clear that copy
      // (they are in memory here), move them, and put back any that still did not fit.
      clearBrowserAttempts(GUEST_OWNER);
      try {
        await moveRest();
      } catch (again) {
        const guest = createBrowserProgress(GUEST_OWNER);
        for (const a of pending.slice(moved)) await guest.saveAttempt(a).catch(() => undefined);
        throw again;
      }
    }
    clearBrowserAttempts(GUEST_OWNER);
    reload();
  }, [progress, loaded, reload]);

  // A full mock board's two sittings read as one board (MockBoard/boardRecords); kept as one list
  // while the attempts are the same, since the readiness estimate recomputes on a new list.
  const grouped = useMemo(() => (loaded ? groupBoards(loaded.attempts) : null), [loaded]);

  if (state.kind === 'error') return {kind: 'error', retry: state.retry};
  if (failed) return {kind: 'error', retry: reload};
  if (!loaded || !grouped) return {kind: 'loading'};
  return {
    kind: 'ready',
    attempts: grouped,
    signedIn,
    guestAttempts: loaded.guest,
    moveGuestAttempts,
  };
}
