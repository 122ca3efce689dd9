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
 *
 * Across deploys: the plugin's precache keeps only the current build's shell,
 * so each page kept here has its shell (the runtime and main bundles, the
 * stylesheet) kept with it in the assets cache, and an index (the meta cache)
 * records which files each saved page names and which build it belongs to.
 * A build's files are pruned once none of the saved pages belongs to it any
 * more, i.e. once they were refreshed under a newer build (filesToKeep).
 */
import {
  CACHES,
  assetRefs,
  buildOf,
  filesToKeep,
  isPremiumFile,
  isShellFile,
  precacheCandidates,
} from './cacheRules.mjs';

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
  Response.redirect(
    new URL(`offline?from=${encodeURIComponent(new URL(request.url).pathname)}`, scope).href,
    302,
  );

const metaKey = (scope, kind, id) => new URL(`__pcs/${kind}?id=${encodeURIComponent(id)}`, scope).href;

async function readMeta(meta, key) {
  const response = await meta.match(key);
  return response ? response.json() : null;
}

const writeMeta = (meta, key, value) =>
  meta.put(key, new Response(JSON.stringify(value), {headers: {'content-type': 'application/json'}}));

/** Keeps `url` in the assets cache: from any cache (the precache has the shell) or else the network. */
async function keepFile(assets, url) {
  if (await assets.match(url)) return;
  const response = (await caches.match(url)) ?? (await fetch(url));
  if (cacheable(response)) await assets.put(url, response);
}

/** Records what a saved page names, and keeps its shell beside it. */
async function indexPage(scope, pageUrl, html) {
  const refs = assetRefs(html, pageUrl, scope);
  const build = buildOf(refs);
  if (!build) return; // not a page of the site (the offline page of an old host, an error page)
  const [meta, assets] = await Promise.all([caches.open(CACHES.meta), caches.open(CACHES.assets)]);
  const scopePath = new URL(scope).pathname;
  await Promise.all(
    refs
      .filter((u) => isShellFile(new URL(u).pathname.slice(scopePath.length)))
      .map((u) => keepFile(assets, u)),
  );
  await writeMeta(meta, metaKey(scope, 'page', new URL(pageUrl).pathname), {refs, build});
  schedulePrune(scope);
}

/** Records the current build's files (offline-pack.json) when a worker installs. */
async function recordBuild(scope) {
  const response = await fetch(new URL('offline-pack.json', scope), {cache: 'no-cache'});
  const pack = await response.json();
  if (typeof pack.runtime !== 'string' || !Array.isArray(pack.urls)) return;
  const build = new URL(pack.runtime, scope).href;
  const files = pack.urls.filter((u) => /\/assets\//.test(u)).map((u) => new URL(u, scope).href);
  const meta = await caches.open(CACHES.meta);
  await writeMeta(meta, metaKey(scope, 'build', build), files);
  await writeMeta(meta, metaKey(scope, 'current', ''), build);
}

/**
 * Indexes saved pages not indexed yet (kept by a page before this worker
 * controlled it), drops the index of pages no longer saved, then drops the
 * runtime-cached files no saved page or the current build needs, and caches
 * of earlier names.
 */
async function prune(scope) {
  for (const name of await caches.keys()) {
    if (name.startsWith('pcs-') && !Object.values(CACHES).includes(name)) await caches.delete(name);
  }
  const [meta, pages, assets] = await Promise.all(
    [CACHES.meta, CACHES.pages, CACHES.assets].map((name) => caches.open(name)),
  );
  const current = await readMeta(meta, metaKey(scope, 'current', ''));
  if (typeof current !== 'string') return; // nothing is known of the current build: drop nothing
  const saved = new Map();
  for (const request of await pages.keys()) saved.set(new URL(request.url).pathname, request);
  const indexed = [];
  const builds = new Map();
  for (const key of await meta.keys()) {
    const {pathname, searchParams} = new URL(key.url);
    const id = searchParams.get('id') ?? '';
    if (pathname.endsWith('/__pcs/page')) {
      if (!saved.has(id)) await meta.delete(key);
      else indexed.push(id);
    } else if (pathname.endsWith('/__pcs/build')) {
      builds.set(id, await readMeta(meta, key));
    }
  }
  for (const path of indexed) saved.delete(path);
  for (const request of saved.values()) {
    const response = await pages.match(request);
    if (response && (response.headers.get('content-type') ?? '').includes('text/html')) {
      await indexPage(scope, request.url, await response.text()).catch(() => undefined);
    }
  }
  const pageIndex = [];
  for (const key of await meta.keys()) {
    if (new URL(key.url).pathname.endsWith('/__pcs/page')) pageIndex.push(await readMeta(meta, key));
  }
  const keep = filesToKeep({current: builds.get(current) ?? [], pages: pageIndex.filter(Boolean), builds});
  for (const request of await assets.keys()) if (!keep.has(request.url)) await assets.delete(request);
  const usedBuilds = new Set([current, ...pageIndex.map((p) => p?.build)]);
  for (const build of builds.keys())
    if (!usedBuilds.has(build)) await meta.delete(metaKey(scope, 'build', build));
}

const PRUNE_DELAY_MS = 3000;
let pruning = Promise.resolve();
let pruneTimer;
/** Prunes a little after the last page was saved (a whole-reviewer save saves hundreds), one run at a time. */
function schedulePrune(scope) {
  clearTimeout(pruneTimer);
  pruneTimer = setTimeout(() => {
    pruning = pruning.then(() => prune(scope)).catch(() => undefined);
  }, PRUNE_DELAY_MS);
}

async function networkFirst(request, isPage, scope) {
  const network = fetch(request).then(async (response) => {
    if (cacheable(response)) {
      await (await caches.open(CACHES.pages)).put(request, response.clone());
      if ((response.headers.get('content-type') ?? '').includes('text/html')) {
        await indexPage(scope, request.url, await response.clone().text()).catch(() => undefined);
      }
    }
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
    event.waitUntil(
      Promise.all([keepOfflinePage(scope).catch(() => undefined), recordBuild(scope).catch(() => undefined)]),
    );
  });
  // Take over the pages already open, so the first visit's later pages are kept too.
  self.addEventListener('activate', (event) =>
    event.waitUntil(self.clients.claim().then(() => prune(scope).catch(() => undefined))),
  );
  // A page kept pages itself (before this worker controlled it): index them and prune.
  self.addEventListener('message', (event) => {
    if (event.data?.type === 'pcs-pages-saved')
      event.waitUntil((pruning = pruning.then(() => prune(scope)).catch(() => undefined)));
  });

  self.addEventListener('fetch', (event) => {
    const {request} = event;
    if (request.method !== 'GET' || request.headers.has('range')) return;
    const url = new URL(request.url);
    if (url.origin !== self.location.origin || !url.pathname.startsWith(scopePath)) return;
    const rel = decodeURIComponent(url.pathname.slice(scopePath.length));
    if (rel === 'sw.js' || isPremiumFile(rel)) return;
    if (rel.startsWith('assets/') && isShellFile(rel)) {
      // The current shell from the precache; an earlier build's from the assets cache, where it was kept
      // with the pages saved under it. The plugin's handler (which knows only the current build) is skipped.
      event.respondWith(caches.match(request).then((cached) => cached ?? cacheFirst(request)));
      event.stopImmediatePropagation();
      return;
    }
    if (precacheCandidates(rel).some(isShellFile)) return; // the plugin's precache answers
    if (rel.startsWith('assets/')) {
      event.respondWith(cacheFirst(request));
    } else {
      event.respondWith(networkFirst(request, request.mode === 'navigate', scope));
    }
  });
}
