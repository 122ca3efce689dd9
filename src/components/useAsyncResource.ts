import {startTransition, useCallback, useEffect, useMemo, useRef, useState, type DependencyList} from 'react';

/** The state of something loaded asynchronously. */
export type Resource<T> =
  | {readonly status: 'loading'; readonly retry: () => void}
  | {readonly status: 'error'; readonly error: unknown; readonly retry: () => void}
  | {
      readonly status: 'ready';
      readonly value: T;
      /** Loads again (after a change elsewhere, or to refresh). */
      readonly retry: () => void;
      /** Changes the value in place, without loading again (a decision the server already confirmed). */
      readonly update: (change: (value: T) => T) => void;
    };

export interface ResourceOptions<T> {
  /**
   * Frees what a value holds (a blob: URL) once it is no longer shown: replaced, changed by `update`,
   * or the component unmounted; and at once for a value that arrives too late to be shown.
   */
  readonly dispose?: (value: T) => void;
  /** While a new load runs (new deps, Retry), keep showing the last value loaded instead of loading. */
  readonly keepLastValue?: boolean;
  /** Logged (`console.warn`, with the error) whenever a load fails. */
  readonly warning?: string;
}

type Outcome<T> =
  {readonly status: 'error'; readonly error: unknown} | {readonly status: 'ready'; readonly value: T};

interface Settled<T> {
  readonly deps: DependencyList;
  readonly attempt: number;
  readonly outcome: Outcome<T>;
}

const sameDeps = (a: DependencyList, b: DependencyList): boolean =>
  a.length === b.length && a.every((x, i) => Object.is(x, b[i]));

/**
 * Loads a value with `load` whenever `deps` change (or Retry is pressed):
 * loading, error with retry, ready. A result that arrives after the component
 * unmounted, or for older deps, is dropped: the state is loading until the
 * result for the current deps arrives. `load` null: not ready to ask yet (the
 * backend is still loading, nobody is signed in): loading. Render it with
 * StatusMessage.
 */
export function useAsyncResource<T>(
  load: (() => Promise<T>) | null,
  deps: DependencyList,
  options: ResourceOptions<T> = {},
): Resource<T> {
  const {keepLastValue = false, warning} = options;
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (change: (value: T) => T) =>
      setSettled((s) =>
        s?.outcome.status === 'ready'
          ? {...s, outcome: {status: 'ready', value: change(s.outcome.value)}}
          : s,
      ),
    [],
  );
  // The caller's latest dispose, read when a value goes (callers may pass an inline function).
  const dispose = useRef(options.dispose);
  useEffect(() => {
    dispose.current = options.dispose;
  });

  const waiting = load === null;
  useEffect(() => {
    if (!load) return undefined;
    let current = true;
    const snapshot = [...deps];
    // A result is rendered as a transition: React renders it in slices and lets the browser handle
    // input between them, instead of one long task (issue 30: /quizzes re-rendered whole tables in
    // one go when its data arrived).
    const settle = (outcome: Outcome<T>): void =>
      startTransition(() => setSettled({deps: snapshot, attempt, outcome}));
    load().then(
      (value) => {
        if (current) settle({status: 'ready', value});
        else dispose.current?.(value);
      },
      (error: unknown) => {
        if (warning) console.warn(warning, error);
        if (current) settle({status: 'error', error});
      },
    );
    return () => {
      current = false;
    };
    // `load` is the caller's closure over `deps`: those are what decide a reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt, waiting]);

  // A value is disposed when the settled state moves on from it, or on unmount.
  useEffect(() => {
    if (settled?.outcome.status !== 'ready') return undefined;
    const {value} = settled.outcome;
    return () => dispose.current?.(value);
  }, [settled]);

  const fresh = settled !== null && settled.attempt === attempt && sameDeps(settled.deps, deps);
  const shown = fresh
    ? settled.outcome
    : keepLastValue && settled?.outcome.status === 'ready'
      ? settled.outcome
      : null;
  return useMemo((): Resource<T> => {
    if (shown === null) return {status: 'loading', retry};
    if (shown.status === 'error') return {status: 'error', error: shown.error, retry};
    return {status: 'ready', value: shown.value, retry, update};
  }, [shown, retry, update]);
}
