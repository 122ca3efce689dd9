/**
 * What the service worker keeps, in one place for the build (which files the
 * PWA plugin precaches), the worker (what it caches as pages are opened) and
 * the page that saves the whole reviewer. Plain JavaScript: the worker is
 * compiled without TypeScript. Paths are relative to a locale's root
 * ('assets/js/main.1a2b3c4d.js', 'offline/index.html').
 */

/** Cache names; bump the suffix to drop every runtime-cached file at the next visit. */
export const CACHES = {pages: 'pcs-pages-v1', assets: 'pcs-assets-v1'};

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
export const precacheCandidates = (rel) => [rel, rel === '' ? 'index.html' : `${rel.replace(/\/$/, '')}/index.html`];
