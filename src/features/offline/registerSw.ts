/**
 * The offline client, the PWA plugin's `swRegister` (replacing its default,
 * which loads workbox-window on every first load):
 * - registers the service worker once the page has loaded and the main thread
 *   is idle: hydration goes on after `load`, and a worker installing beside it
 *   (precaching the shell) slowed it by a third on a throttled phone profile;
 * - caches what this tab loaded before any worker was there, and each page
 *   opened through a link (which fetches no HTML), so the very first pages a
 *   candidate opens work offline too;
 * - stops route prefetching while offline.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {CACHES, isPremiumFile, isShellFile} from './cacheRules.mjs';
import './prefetchPolicy';

const SW_URL = process.env.PWA_SERVICE_WORKER_URL ?? '/sw.js';

/** Pages opened in this tab; once a worker is ready each is kept (a link followed inside the site fetches no HTML). */
const opened = new Set<string>();
let workerReady = false;

async function keepPages(paths: readonly string[]): Promise<void> {
  const cache = await caches.open(CACHES.pages);
  for (const path of paths) if (!(await cache.match(path))) await cache.add(path);
}

/** Puts the pages and chunks this tab loaded before the worker controlled it into the runtime caches. */
async function keepWhatThisTabLoaded(scope: string): Promise<void> {
  const inScope = (href: string): string | null => {
    const url = new URL(href, window.location.href);
    return url.origin === window.location.origin && url.href.startsWith(scope)
      ? url.href.slice(scope.length)
      : null;
  };
  const assets = performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((href) => {
      const rel = inScope(href);
      return rel !== null && rel.startsWith('assets/') && !isShellFile(rel) && !isPremiumFile(rel);
    });
  // The search index, when search was opened before the worker was there (later loads go through the worker).
  const searchIndex = performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((href) => /^search-index[\w.-]*\.json$/.test(inScope(href) ?? ''));
  const files = await caches.open(CACHES.assets);
  await Promise.all([keepPages([...opened, ...searchIndex]), files.addAll([...new Set(assets)])]);
  // The worker did not see these pages being kept: it indexes them (and keeps their shell) now.
  navigator.serviceWorker.controller?.postMessage({type: 'pcs-pages-saved'});
}

function register(): void {
  const params = encodeURIComponent(JSON.stringify({offlineMode: true, debug: false}));
  const firstVisit = !navigator.serviceWorker.controller;
  // A new version of the worker takes over by itself (sw.js).
  navigator.serviceWorker.register(`${SW_URL}?params=${params}`).then(
    () => {
      void navigator.serviceWorker.ready
        .then((ready) => {
          workerReady = true;
          return firstVisit ? keepWhatThisTabLoaded(ready.scope) : keepPages([...opened]);
        })
        .catch(() => undefined); // a file gone or storage full: later visits cache as they go
    },
    (error: unknown) => console.warn('Offline reading is unavailable:', error),
  );
}

const supported = ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator && 'caches' in window;

/** Longest wait for an idle moment after load before the worker is registered anyway. */
const IDLE_TIMEOUT_MS = 5000;

function registerWhenIdle(): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(register, {timeout: IDLE_TIMEOUT_MS});
  else setTimeout(register, 1000);
}

if (supported) {
  if (document.readyState === 'complete') registerWhenIdle();
  else window.addEventListener('load', registerWhenIdle, {once: true});
}

/** Docusaurus calls this after each route change (client module API). */
export function onRouteDidUpdate({location}: {readonly location: {readonly pathname: string}}): void {
  if (!supported || opened.has(location.pathname)) return;
  opened.add(location.pathname);
  if (workerReady) keepPages([location.pathname]).catch(() => undefined);
}
