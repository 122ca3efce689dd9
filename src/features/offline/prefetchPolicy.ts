/**
 * Docusaurus prefetches the chunks of every internal link that scrolls into
 * view (and skips it on 2g and Save-Data, spec §2). Two changes for phones on
 * patchy data:
 * - prefetches wait until the page has loaded and the browser is idle, so they
 *   never compete with the page being opened (on a docs page they were most of
 *   the bytes: issue 16);
 * - none while offline, where each would fail (and be logged as an error), nor
 *   on a 3g connection (the core already skips 2g and Save-Data): on metered
 *   mobile data a page view should not pay for pages never opened.
 * The core sets `window.docusaurus` after client modules run: a setter wraps it.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

interface DocusaurusGlobal {
  readonly prefetch: (routePath: string) => false | Promise<unknown>;
  readonly preload: (routePath: string) => false | Promise<unknown>;
}

/** Whether prefetching may run now. */
export function mayPrefetch(nav: Navigator = navigator): boolean {
  const connection = (nav as Navigator & {connection?: {effectiveType?: string}}).connection;
  return nav.onLine && connection?.effectiveType !== '3g';
}

/** Longest wait for an idle moment before queued prefetches go anyway. */
const IDLE_TIMEOUT_MS = 3000;

if (ExecutionEnvironment.canUseDOM) {
  let current: DocusaurusGlobal | undefined;
  let queue: string[] | null = [];
  // Queued prefetches go a few at a time in idle moments, never as one long task.
  const flush = (deadline?: IdleDeadline): void => {
    // At least one per call, so a busy page still gets through the queue.
    for (let n = 0; queue && queue.length > 0 && (n === 0 || (deadline?.timeRemaining() ?? 0) > 5); n += 1) {
      const path = queue.shift();
      if (path !== undefined && mayPrefetch()) void current?.prefetch(path);
    }
    if (queue && queue.length > 0) whenIdle();
    else queue = null;
  };
  const whenIdle = (): void => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(flush, {timeout: IDLE_TIMEOUT_MS});
    else setTimeout(flush, 50);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, {once: true});

  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    get: () => current,
    set(value: DocusaurusGlobal) {
      current = Object.freeze({
        ...value,
        prefetch(path: string) {
          if (!mayPrefetch()) return false;
          if (queue) {
            queue.push(path);
            return false;
          }
          return value.prefetch(path);
        },
      });
    },
  });
}
