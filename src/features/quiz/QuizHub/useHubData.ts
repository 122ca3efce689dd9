import {startTransition, useCallback, useEffect, useMemo, useState} from 'react';
import {
  clearBrowserAttemptsLater,
  isStorageFull,
  lazyBrowserProgress,
  takeBrowserAttemptLater,
} from '@site/src/backend/lazyBrowserProgress';
import {GUEST_OWNER} from '@site/src/backend/savedExam';
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
      signedIn ? lazyBrowserProgress(GUEST_OWNER).listAttempts() : Promise.resolve([]),
    ]).then(
      // A transition: the hub's tables re-render in slices, not one long task (issue 30).
      ([attempts, guest]) => active && startTransition(() => setLoaded({attempts, guest})),
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
    for (const a of loaded.guest) {
      if (mine.has(a.id)) continue;
      try {
        await (
          await progress.saveAttempt(a)
        ).synced;
      } catch (error) {
        if (!isStorageFull(error)) throw error;
        // This device is full, and the guest's copy of this attempt takes room on it: take it out of the
        // guest's copy and try again; if the account still cannot keep it, it goes back exactly as it was.
        const putBack = await takeBrowserAttemptLater(GUEST_OWNER, a.id);
        try {
          await (
            await progress.saveAttempt(a)
          ).synced;
        } catch (again) {
          putBack();
          throw again;
        }
      }
    }
    await clearBrowserAttemptsLater(GUEST_OWNER);
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
