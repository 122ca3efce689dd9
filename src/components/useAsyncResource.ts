import {startTransition, useCallback, useEffect, useState, type DependencyList} from 'react';

/** The state of something loaded asynchronously. */
export type Resource<T> =
  | {readonly status: 'loading'}
  | {readonly status: 'error'; readonly error: unknown; readonly retry: () => void}
  | {readonly status: 'ready'; readonly value: T; readonly retry: () => void};

type Outcome<T> =
  {readonly status: 'error'; readonly error: unknown} | {readonly status: 'ready'; readonly value: T};

const sameDeps = (a: DependencyList, b: DependencyList): boolean =>
  a.length === b.length && a.every((x, i) => Object.is(x, b[i]));

/**
 * Loads a value with `load` whenever `deps` change (or Retry is pressed):
 * loading, error with retry, ready. A result that arrives after the component
 * unmounted, or for older deps, is dropped: the state is loading until the
 * result for the current deps arrives. Render it with StatusMessage.
 */
export function useAsyncResource<T>(load: () => Promise<T>, deps: DependencyList): Resource<T> {
  const [settled, setSettled] = useState<{deps: DependencyList; attempt: number; outcome: Outcome<T>} | null>(
    null,
  );
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    let current = true;
    const snapshot = [...deps];
    // The result is rendered as a transition: React then renders it in slices and lets the browser
    // handle input between them, instead of one long task (issue 30: /quizzes re-rendered whole
    // tables in one go when its data arrived).
    const settle = (outcome: Outcome<T>): void => {
      if (current) startTransition(() => setSettled({deps: snapshot, attempt, outcome}));
    };
    load().then(
      (value) => settle({status: 'ready', value}),
      (error: unknown) => settle({status: 'error', error}),
    );
    return () => {
      current = false;
    };
    // `load` is the caller's closure over `deps`: those are what decide a reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);
  if (!settled || settled.attempt !== attempt || !sameDeps(settled.deps, deps)) return {status: 'loading'};
  return {...settled.outcome, retry};
}
