import {useEffect, useMemo} from 'react';
import {useBackendLoader, type BackendLoader} from '@site/src/backend/BackendProvider';
import {lazyBrowserProgress} from '@site/src/backend/lazyBrowserProgress';
import {GUEST_OWNER} from '@site/src/backend/savedExam';
import type {User} from '@site/src/backend/types';
import {useAsyncResource} from '@site/src/components/useAsyncResource';
import {useAccount} from '@site/src/features/account';
import {combineProgress, type QuizProgress} from './combineProgress';

export type QuizProgressState =
  | {readonly kind: 'loading'}
  | {readonly kind: 'ready'; readonly progress: QuizProgress; readonly signedIn: boolean}
  | {readonly kind: 'error'; readonly error: unknown; readonly retry: () => void};

/**
 * Sends the account what this device finished while offline: now, and each
 * time the browser comes back online, until the returned function is called.
 */
function syncWhenOnline(progress: QuizProgress): () => void {
  const sync = (): void => {
    progress.syncToAccount().catch(() => undefined); // still offline: the next 'online' tries again
  };
  window.addEventListener('online', sync);
  sync();
  return () => window.removeEventListener('online', sync);
}

interface Opened {
  readonly progress: QuizProgress;
  /** The signed-in user's uid, or null for a guest. */
  readonly uid: string | null;
  /** This device keeps its own copy in front of the account's: it is sent to the account when online. */
  readonly syncs: boolean;
}

/** A guest's progress (this browser only, no backend code) or a signed-in user's, through the backend. */
async function openProgress(user: User | null, loader: BackendLoader): Promise<Opened> {
  if (user === null) {
    return {uid: null, syncs: false, progress: combineProgress(GUEST_OWNER, lazyBrowserProgress(GUEST_OWNER), null)};
  }
  const backend = await loader.load();
  const account = backend.progress.forUser(user.uid);
  // In local mode the account already is this browser's store.
  const device = backend.kind === 'local' ? account : lazyBrowserProgress(user.uid);
  return {uid: user.uid, syncs: device !== account, progress: combineProgress(user.uid, device, account)};
}

/**
 * The current visitor's quiz progress. A guest's lives in this browser and
 * loads no backend code; a signed-in user's goes through the backend's
 * `progress` service, with this browser's copy in front of it. The last
 * progress stays while another user's is opened.
 */
export function useQuizProgress(): QuizProgressState {
  const {user} = useAccount();
  const loader = useBackendLoader();
  const opened = useAsyncResource(user === undefined ? null : () => openProgress(user, loader), [user, loader], {
    keepLastValue: true,
  });
  const value = opened.status === 'ready' ? opened.value : null;
  const uid = user?.uid;
  useEffect(
    () => (value?.syncs && value.uid === uid ? syncWhenOnline(value.progress) : undefined),
    [value, uid],
  );
  return useMemo((): QuizProgressState => {
    if (opened.status === 'loading') return {kind: 'loading'};
    if (opened.status === 'error') return {kind: 'error', error: opened.error, retry: opened.retry};
    return {kind: 'ready', progress: opened.value.progress, signedIn: opened.value.uid !== null};
  }, [opened]);
}
