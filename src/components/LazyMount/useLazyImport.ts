import {type ComponentType, useCallback, useRef, useState} from 'react';

export type LazyState<P> =
  | {status: 'waiting'}
  | {status: 'loading'}
  | {status: 'error'}
  | {status: 'ready'; Component: ComponentType<P>};

/**
 * The one way the site loads a component's code on demand (a feature kept out
 * of the page's first load):
 * - `prefetch()` starts the download quietly, on a sign of interest (hover,
 *   focus); a failure there shows nothing;
 * - `request()` is the reader asking for it: the state goes to loading, then
 *   ready, or error, and calling it again is the Retry.
 * One download at a time; a failed one is forgotten, so a retry fetches
 * again (the bundler also forgets a chunk whose download failed).
 */
export function useLazyImport<P>(load: () => Promise<{default: ComponentType<P>}>): {
  readonly state: LazyState<P>;
  readonly prefetch: () => void;
  readonly request: () => void;
} {
  const [state, setState] = useState<LazyState<P>>({status: 'waiting'});
  const pending = useRef<Promise<{default: ComponentType<P>}> | null>(null);

  const download = useCallback(() => {
    pending.current ??= load().catch((error: unknown) => {
      pending.current = null;
      throw error;
    });
    return pending.current;
  }, [load]);

  const prefetch = useCallback(() => {
    download().catch(() => undefined);
  }, [download]);

  const request = useCallback(() => {
    setState((current) => (current.status === 'ready' ? current : {status: 'loading'}));
    download().then(
      (module) => setState({status: 'ready', Component: module.default}),
      () => setState({status: 'error'}),
    );
  }, [download]);

  return {state, prefetch, request};
}
