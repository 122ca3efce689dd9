import {useAsyncResource} from '@site/src/components/useAsyncResource';
import {useBackendLoader} from './BackendProvider';
import type {Backend} from './types';

export interface BackendState {
  /** null while loading or after a failed load. */
  readonly backend: Backend | null;
  /** The adapter's code could not be downloaded (offline, a deploy in between). */
  readonly failed: boolean;
  readonly retry: () => void;
}

/** Loads the backend for a page that needs it, with a retry after a failed download. */
export function useBackend(): BackendState {
  const loader = useBackendLoader();
  const ours = useAsyncResource(() => loader.load(), [loader]);
  // A Retry anywhere on the page (the account's, another section's) serves this one too.
  const anyone = useAsyncResource(() => loader.whenLoaded(), [loader]);
  const backend = ours.status === 'ready' ? ours.value : anyone.status === 'ready' ? anyone.value : null;
  return {backend, failed: ours.status === 'error' && backend === null, retry: ours.retry};
}
