/**
 * How linked pages load (issue 16). Docusaurus prefetches the chunks of every
 * internal link that scrolls into view, and preloads a link's chunks when it
 * is hovered or touched. On this site the links in view are mostly reviewer
 * chapters: on /docs/intro they alone prefetched about 560 KB (the CMTA full
 * text is 157 KB), more than the page itself, for pages a candidate on
 * metered mobile data will mostly never open, and in Lighthouse's mobile run
 * that traffic delayed the page's own largest paint.
 *
 * So linked pages load on intent only: viewport prefetching is off, and the
 * core's preload on hover or touch (a head start of a few hundred ms before
 * the click) is left as it is. This covers the spec's rule (no prefetching on
 * 2g or Save-Data) and goes further. The core sets `window.docusaurus` after
 * client modules run: a setter wraps it.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

interface DocusaurusGlobal {
  readonly prefetch: (routePath: string) => false | Promise<unknown>;
  readonly preload: (routePath: string) => false | Promise<unknown>;
}

/** Where the policy runs: the window in the browser, a stand-in in tests. */
export interface PrefetchHost {
  docusaurus?: DocusaurusGlobal;
}

/** Replaces the core's viewport prefetch with a no-op as the core sets `host.docusaurus`; preload is kept. */
export function installPrefetchPolicy(host: PrefetchHost): void {
  let current: DocusaurusGlobal | undefined;
  Object.defineProperty(host, 'docusaurus', {
    configurable: true,
    get: () => current,
    set(value: DocusaurusGlobal) {
      current = Object.freeze({...value, prefetch: () => false as const});
    },
  });
}

if (ExecutionEnvironment.canUseDOM) installPrefetchPolicy(window as PrefetchHost);
