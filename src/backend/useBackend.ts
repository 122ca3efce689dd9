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
    loader.load().then(
      (loaded) => active && setBackend(loaded),
      () => active && setFailed(true),
    );
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
