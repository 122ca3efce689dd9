/**
 * Our part of the service worker (the PWA plugin's `swCustom`): the plugin's
 * worker answers for the precached shell; this adds the runtime caching that
 * keeps every page, chunk and question bank a candidate has opened.
 * - Hashed files under assets/ (chunks, styles, banks, images) never change:
 *   cache first.
 * - Pages and other files: network first, so a candidate online always reads
 *   the current text; the cached copy when the network fails or is slower
 *   than NETWORK_WAIT_MS; offline, a page never opened leads to the offline page.
 * Premium files (cacheRules.mjs) are never cached.
 */
import {CACHES, isPremiumFile, isShellFile, precacheCandidates} from './cacheRules.mjs';

const NETWORK_WAIT_MS = 4000;

const cacheable = (response) => response.ok && response.type === 'basic';

async function cacheFirst(request) {
  const cache = await caches.open(CACHES.assets);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (cacheable(response)) await cache.put(request, response.clone());
  return response;
}

const cachedCopy = (request, isPage) => caches.match(request, {ignoreSearch: isPage});

/** A page never opened, asked for offline: the offline page (precached), which names it. */
const offlinePage = (request, scope) =>
  Response.redirect(new URL(`offline?from=${encodeURIComponent(new URL(request.url).pathname)}`, scope).href, 302);

async function networkFirst(request, isPage, scope) {
  const network = fetch(request).then(async (response) => {
    if (cacheable(response)) await (await caches.open(CACHES.pages)).put(request, response.clone());
    return response;
  });
  network.catch(() => undefined); // when the cached copy was served, a late failure is nobody's concern
  let timer;
  const slow = new Promise((resolve) => {
    timer = setTimeout(() => resolve('slow'), NETWORK_WAIT_MS);
  });
  try {
    const first = await Promise.race([network, slow]);
    if (first !== 'slow') return first;
    // A slow connection: the cached copy if there is one, else keep waiting.
    return (await cachedCopy(request, isPage)) ?? (await network);
  } catch (error) {
    const cached = await cachedCopy(request, isPage);
    if (cached) return cached;
    if (isPage) return offlinePage(request, scope);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** The /offline page's chunks (plugins/offline), so the page shown for an unsaved page works. */
async function keepOfflinePage(scope) {
  const response = await fetch(new URL('offline-page-assets.json', scope), {cache: 'no-cache'});
  const urls = await response.json();
  await (await caches.open(CACHES.assets)).addAll(urls.map((u) => new URL(u, scope).href));
}

export default function offlineCaching({offlineMode}) {
  if (!offlineMode) return;
  const scope = self.registration.scope;
  const scopePath = new URL(scope).pathname;

  self.addEventListener('install', (event) => {
    // A new version takes over at once: pages are network first, so no stale page is shown.
    void self.skipWaiting();
    event.waitUntil(keepOfflinePage(scope).catch(() => undefined));
  });
  // Take over the pages already open, so the first visit's later pages are kept too.
  self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

  self.addEventListener('fetch', (event) => {
    const {request} = event;
    if (request.method !== 'GET' || request.headers.has('range')) return;
    const url = new URL(request.url);
    if (url.origin !== self.location.origin || !url.pathname.startsWith(scopePath)) return;
    const rel = decodeURIComponent(url.pathname.slice(scopePath.length));
    if (rel === 'sw.js' || isPremiumFile(rel)) return;
    if (precacheCandidates(rel).some(isShellFile)) return; // the plugin's precache answers
    if (rel.startsWith('assets/')) {
      event.respondWith(cacheFirst(request));
    } else {
      event.respondWith(networkFirst(request, request.mode === 'navigate', scope));
    }
  });
}
