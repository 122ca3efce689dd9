import {type ComponentType, type RefObject, useEffect, useRef} from 'react';
import {useLazyImport, type LazyState} from './useLazyImport';

export type {LazyState} from './useLazyImport';

/** How far below (or above) the viewport the placeholder may be when loading starts. */
const NEAR = '600px 0px';

/**
 * Loads a component (useLazyImport) when its placeholder comes near the
 * viewport, or at once when `eager()` says so (e.g. a shared link names it).
 * Nothing is fetched before that, so the component's code stays out of the
 * page's first-load JavaScript. `start` is also the Retry after a failure.
 */
export function useLazyComponent<P>(
  load: () => Promise<{default: ComponentType<P>}>,
  eager: () => boolean,
): {ref: RefObject<HTMLDivElement | null>; state: LazyState<P>; start: () => void} {
  const ref = useRef<HTMLDivElement>(null);
  const {state, request} = useLazyImport(load);

  useEffect(() => {
    const element = ref.current;
    if (eager() || !element || typeof IntersectionObserver === 'undefined') {
      request();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          request();
        }
      },
      {rootMargin: NEAR},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [eager, request]);

  return {ref, state, start: request};
}
