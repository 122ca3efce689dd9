import {useCallback, useEffect, useState} from 'react';
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
  const [backend, setBackend] = useState<Backend | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    const loaded = (backend: Backend): void => {
      if (!active) return;
      setFailed(false);
      setBackend(backend);
    };
    loader.load().then(loaded, () => {
      if (active) setFailed(true);
      // A Retry anywhere on the page (the account's, another section's) serves this one too.
      void loader.whenLoaded().then(loaded);
    });
    return () => {
      active = false;
    };
  }, [loader, attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);
  return {backend, failed, retry};
}
