import {useCallback, useEffect, useState} from 'react';
import {useBackendLoader} from '@site/src/backend/BackendProvider';
import {lazyBrowserProgress} from '@site/src/backend/lazyBrowserProgress';
import {GUEST_OWNER} from '@site/src/backend/savedExam';
import {useAccount} from '@site/src/features/account';
import {combineProgress, type QuizProgress} from './combineProgress';

export type QuizProgressState =
  | {readonly kind: 'loading'}
  | {readonly kind: 'ready'; readonly progress: QuizProgress; readonly signedIn: boolean}
  | {readonly kind: 'error'; readonly error: unknown; readonly retry: () => void};

/**
 * Sends the account what this device finished while offline: now, and each
 * time the browser comes back online, for as long as `isActive()`.
 */
function syncWhenOnline(progress: QuizProgress, isActive: () => boolean): void {
  const sync = (): void => {
    if (!isActive()) {
      window.removeEventListener('online', sync);
      return;
    }
    progress.syncToAccount().catch(() => undefined); // still offline: the next 'online' tries again
  };
  window.addEventListener('online', sync);
  sync();
}

/**
 * The current visitor's quiz progress. A guest's lives in this browser and
 * loads no backend code; a signed-in user's goes through the backend's
 * `progress` service, with this browser's copy in front of it.
 */
export function useQuizProgress(): QuizProgressState {
  const {user} = useAccount();
  const loader = useBackendLoader();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<QuizProgressState>({kind: 'loading'});
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let active = true;
    if (user === undefined) return undefined;
    if (user === null) {
      const device = lazyBrowserProgress(GUEST_OWNER);
      void Promise.resolve().then(
        () =>
          active &&
          setState({kind: 'ready', signedIn: false, progress: combineProgress(GUEST_OWNER, device, null)}),
      );
      return () => {
        active = false;
      };
    }
    loader.load().then(
      (backend) => {
        if (!active) return;
        const account = backend.progress.forUser(user.uid);
        // In local mode the account already is this browser's store.
        const device = backend.kind === 'local' ? account : lazyBrowserProgress(user.uid);
        const progress = combineProgress(user.uid, device, account);
        setState({kind: 'ready', signedIn: true, progress});
        if (device !== account) syncWhenOnline(progress, () => active);
      },
      (error: unknown) => active && setState({kind: 'error', error, retry}),
    );
    return () => {
      active = false;
    };
  }, [user, loader, attempt, retry]);

  return state;
}
