import {useCallback, useEffect, useState} from 'react';
import {loadSearchIndex} from '../loadSearchIndex';
import type {PreparedIndex} from '@site/src/domain/search';

export type SearchIndexState =
  | {readonly status: 'loading'; readonly index: null}
  | {readonly status: 'ready'; readonly index: PreparedIndex}
  | {readonly status: 'error'; readonly index: null};

const LOADING: SearchIndexState = {status: 'loading', index: null};

/**
 * The search index at `url`: loading, ready or failed. Loading starts when
 * the modal mounts (on the trigger's first hover, focus or click), before it
 * is opened. `retry` loads it again after a failure.
 */
export function useSearchIndex(url: string): SearchIndexState & {readonly retry: () => void} {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SearchIndexState>(LOADING);
  useEffect(() => {
    let current = true;
    loadSearchIndex(url).then(
      (index) => current && setState({status: 'ready', index}),
      () => current && setState({status: 'error', index: null}),
    );
    return () => {
      current = false;
    };
  }, [url, attempt]);
  const retry = useCallback(() => {
    setState(LOADING);
    setAttempt((n) => n + 1);
  }, []);
  return {...state, retry};
}
