/**
 * Our part of the service worker (the PWA plugin's `swCustom`): the plugin's
 * worker answers for the precached shell; this adds the runtime caching that
 * keeps every page, chunk and question bank a candidate has opened.
 * - Hashed files under assets/ (chunks, styles, banks, images) never change:
 *   cache first.
 * - Pages and other files: network first, so a candidate online always reads
 *   the current text; the cached copy when the network fails or is slower
 *   than NETWORK_WAIT_MS; the offline page for a page never opened.
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

async function fromCache(request, isPage, scope) {
  const cached = await caches.match(request, {ignoreSearch: isPage});
  if (cached || !isPage) return cached;
  // A page never opened: the precached offline page (its key carries a revision query).
  return caches.match(new URL('offline/index.html', scope).href, {ignoreSearch: true});
}

async function networkFirst(request, isPage, scope) {
  const network = fetch(request).then(async (response) => {
    if (cacheable(response)) await (await caches.open(CACHES.pages)).put(request, response.clone());
    return response;
  });
  let timer;
  const slow = new Promise((resolve) => {
    timer = setTimeout(() => resolve('slow'), NETWORK_WAIT_MS);
  });
  try {
    const first = await Promise.race([network, slow]);
    if (first !== 'slow') return first;
    // A slow connection: the cached copy if there is one, else keep waiting.
    return (await fromCache(request, isPage, scope)) ?? (await network);
  } catch (error) {
    const cached = await fromCache(request, isPage, scope);
    if (cached) return cached;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

export default function offlineCaching({offlineMode}) {
  if (!offlineMode) return;
  const scope = self.registration.scope;
  const scopePath = new URL(scope).pathname;

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
