import {type ComponentType, type RefObject, useCallback, useEffect, useRef, useState} from 'react';

export type LazyState<P> =
  | {status: 'waiting'}
  | {status: 'loading'}
  | {status: 'error'}
  | {status: 'ready'; Component: ComponentType<P>};

/** How far below (or above) the viewport the placeholder may be when loading starts. */
const NEAR = '600px 0px';

/**
 * Loads a component with dynamic import() when its placeholder comes near the
 * viewport, or at once when `eager()` says so (e.g. a shared link names it).
 * Nothing is fetched before that, so the component's code stays out of the
 * page's first-load JavaScript. A failed load can be retried.
 */
export function useLazyComponent<P>(
  load: () => Promise<{default: ComponentType<P>}>,
  eager: () => boolean,
): {ref: RefObject<HTMLDivElement | null>; state: LazyState<P>; start: () => void} {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LazyState<P>>({status: 'waiting'});
  const started = useRef(false);

  const start = useCallback(() => {
    if (started.current) {
      return;
    }
    started.current = true;
    setState({status: 'loading'});
    load().then(
      (module) => setState({status: 'ready', Component: module.default}),
      () => {
        // Allow a retry: webpack forgets a chunk whose download failed.
        started.current = false;
        setState({status: 'error'});
      },
    );
  }, [load]);

  useEffect(() => {
    const element = ref.current;
    if (eager() || !element || typeof IntersectionObserver === 'undefined') {
      start();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      {rootMargin: NEAR},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [eager, start]);

  return {ref, state, start};
}
