/**
 * Docusaurus prefetches the chunks of every internal link that scrolls into
 * view (and skips it on 2g and Save-Data, spec §2). Offline, each prefetch
 * fails and is logged as an error, and a candidate on patchy data pays for
 * nothing; so prefetching also waits while the browser is offline. The core
 * sets `window.docusaurus` after client modules run: the setter wraps it.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

interface DocusaurusGlobal {
  readonly prefetch: (routePath: string) => false | Promise<unknown>;
  readonly preload: (routePath: string) => false | Promise<unknown>;
}

/** Whether to prefetch now (the core adds its own 2g and Save-Data rule). */
export function mayPrefetch(nav: Pick<Navigator, 'onLine'> = navigator): boolean {
  return nav.onLine;
}

if (ExecutionEnvironment.canUseDOM) {
  let current: DocusaurusGlobal | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    get: () => current,
    set(value: DocusaurusGlobal) {
      current = Object.freeze({...value, prefetch: (path: string) => mayPrefetch() && value.prefetch(path)});
    },
  });
}
