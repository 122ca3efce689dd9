/**
 * What the service worker keeps, in one place for the build (which files the
 * PWA plugin precaches), the worker (what it caches as pages are opened) and
 * the page that saves the whole reviewer. Plain JavaScript: the worker is
 * compiled without TypeScript. Paths are relative to a locale's root
 * ('assets/js/main.1a2b3c4d.js', 'offline/index.html').
 */

/** Cache names; bump the suffix to drop every runtime-cached file at the next visit. */
export const CACHES = {pages: 'pcs-pages-v1', assets: 'pcs-assets-v1', meta: 'pcs-meta-v1'};

/**
 * The shell, precached when the worker installs: the runtime and main
 * bundles, the global stylesheet, the offline page, the web app manifest and
 * the icons. Pages and feature chunks are cached when first opened instead
 * (the site is large), or all at once from the offline page.
 */
const SHELL = [
  /^assets\/js\/(runtime~main|main)\.[0-9a-f]+\.js$/,
  /^assets\/css\/styles\.[0-9a-f]+\.css$/,
  /^offline\/index\.html$/,
  /^manifest\.json$/,
  /^img\/(logo|favicon)\.svg$/,
  /^img\/icons\/[\w-]+\.png$/,
];

/** @param {string} rel @returns {boolean} */
export const isShellFile = (rel) => SHELL.some((re) => re.test(rel));

/**
 * Premium material of the local demo mode (its own named chunks and the
 * premium video). Never cached by the worker or saved for offline, so nothing
 * premium stays on a device after access ends. (On Firebase, premium bodies
 * and video come from Firestore and Storage, other origins the worker never
 * caches.)
 * @param {string} rel
 * @returns {boolean}
 */
export const isPremiumFile = (rel) => /^assets\/js\/premium-/.test(rel) || /^assets\/medias\//.test(rel);

/**
 * The paths the PWA plugin's precache may answer for `rel`: the file itself,
 * or the index.html of a page path.
 * @param {string} rel
 * @returns {string[]}
 */
export const precacheCandidates = (rel) => [
  rel,
  rel === '' ? 'index.html' : `${rel.replace(/\/$/, '')}/index.html`,
];

/**
 * The files under assets/ a saved page's HTML names (its stylesheet, the
 * runtime and main bundles, its route chunks), as absolute URLs. `pageUrl` is
 * where the HTML came from; only files of the same origin and under `scope`
 * count, premium files never.
 * @param {string} html
 * @param {string} pageUrl
 * @param {string} scope
 * @returns {string[]}
 */
export function assetRefs(html, pageUrl, scope) {
  const refs = new Set();
  // Attribute values quoted or not (the build minifies HTML: <script src=/assets/js/main.1a2b.js defer>).
  for (const match of html.matchAll(
    /<(?:script|link)\b[^>]*?\s(?:src|href)=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g,
  )) {
    const value = match[1] ?? match[2] ?? match[3] ?? '';
    const url = new URL(value.replace(/&amp;/g, '&'), pageUrl);
    url.hash = '';
    if (!url.href.startsWith(scope)) continue;
    const rel = url.pathname.slice(new URL(scope).pathname.length);
    if (rel.startsWith('assets/') && !isPremiumFile(rel)) refs.add(url.href);
  }
  return [...refs].sort();
}

/**
 * The build a page belongs to: its runtime bundle, which changes whenever any
 * chunk of the build changes. Null when the HTML names none (not a page of the site).
 * @param {readonly string[]} refs
 * @returns {string | null}
 */
export const buildOf = (refs) =>
  refs.find((u) => /\/assets\/js\/runtime~main\.[0-9a-f]+\.js$/.test(u)) ?? null;

/**
 * Which runtime-cached files stay: every file of the current build (so a
 * file being saved now is never dropped), and for each saved page the files
 * its HTML names and every file of the build it was saved under (its lazily
 * loaded chunks). A build's files go once no saved page belongs to it, that
 * is once its pages have been refreshed under a newer build.
 * @param {{current: readonly string[], pages: readonly {refs: readonly string[], build: string | null}[], builds: ReadonlyMap<string, readonly string[]>}} state
 * @returns {Set<string>}
 */
export function filesToKeep({current, pages, builds}) {
  const keep = new Set(current);
  for (const page of pages) {
    for (const ref of page.refs) keep.add(ref);
    for (const file of (page.build && builds.get(page.build)) || []) keep.add(file);
  }
  return keep;
}
