// @vitest-environment node
/**
 * The Cache-Control Firebase Hosting sends for every kind of file, in both
 * locales, read from firebase.json and resolved as Hosting does: each header
 * block whose `source` glob matches the request path applies, and a later
 * block overrides an earlier one for the same header. HTML (clean URLs, so
 * no extension), the service worker, the web app manifest and the offline
 * pack must be revalidated on every load, or old HTML asks for chunks a
 * deploy removed; content-hashed assets never change, so they are immutable.
 */
import fs from 'node:fs';
import path from 'node:path';

interface HeaderBlock {
  readonly source: string;
  readonly headers: readonly {readonly key: string; readonly value: string}[];
}

const root = path.resolve(import.meta.dirname, '..');
const hosting = (JSON.parse(fs.readFileSync(path.join(root, 'firebase.json'), 'utf8')) as {hosting: {headers: HeaderBlock[]}})
  .hosting;

const escape = (text: string): string => text.replace(/[.+^${}()|[\]\\]/g, '\\$&');

/**
 * A Hosting `source` glob as a regular expression over the request path:
 * `**` spans folders, `*` and `?` stay within one, `@(a|b)` is one of the
 * alternatives (extglob). Only what firebase.json uses; anything else throws,
 * so a new kind of pattern is not silently misread.
 */
export function globToRegExp(glob: string): RegExp {
  let out = '';
  for (let i = 0; i < glob.length; ) {
    const rest = glob.slice(i);
    if (rest.startsWith('**/')) {
      out += '(?:.*/)?';
      i += 3;
    } else if (rest.startsWith('**')) {
      out += '.*';
      i += 2;
    } else if (rest.startsWith('@(')) {
      const end = glob.indexOf(')', i);
      if (end < 0) throw new Error(`unclosed @( in ${glob}`);
      const alternatives = glob.slice(i + 2, end).split('|');
      out += `(?:${alternatives.map((a) => globToRegExp(a).source.slice(1, -1)).join('|')})`;
      i = end + 1;
    } else if (rest[0] === '*') {
      out += '[^/]*';
      i += 1;
    } else if (rest[0] === '?') {
      out += '[^/]';
      i += 1;
    } else if (/^[!+@]\(|^[[{]/.test(rest)) {
      throw new Error(`unsupported glob syntax in ${glob}`);
    } else {
      out += escape(rest[0] ?? '');
      i += 1;
    }
  }
  return new RegExp(`^${out}$`);
}

/** The headers Hosting sends for `requestPath`: every matching block in order, later ones winning. */
function headersFor(requestPath: string): Map<string, string> {
  const applied = new Map<string, string>();
  for (const block of hosting.headers) {
    if (!globToRegExp(block.source).test(requestPath)) continue;
    for (const {key, value} of block.headers) applied.set(key.toLowerCase(), value);
  }
  return applied;
}

const cacheControl = (requestPath: string): string | undefined => headersFor(requestPath).get('cache-control');

/** The same path in the English (root) and Filipino (/fil/) builds. */
const bothLocales = (paths: readonly string[]): string[] => paths.flatMap((p) => [p, p === '/' ? '/fil/' : `/fil${p}`]);

const REVALIDATE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the glob matcher', () => {
  it('reads ** across folders, * within one, and @( | ) alternatives, as Hosting does', () => {
    expect(globToRegExp('**').test('/fil/docs/intro')).toBe(true);
    expect(globToRegExp('/assets/**').test('/assets/js/main.1a2b.js')).toBe(true);
    expect(globToRegExp('/assets/**').test('/fil/assets/js/main.1a2b.js')).toBe(false);
    expect(globToRegExp('**/*.@(png|svg)').test('/img/icons/icon-192.png')).toBe(true);
    expect(globToRegExp('**/*.@(png|svg)').test('/img/logo.svgz')).toBe(false);
    expect(globToRegExp('**/@(sw.js|*.html)').test('/fil/sw.js')).toBe(true);
    expect(globToRegExp('**/@(sw.js|*.html)').test('/fil/not-sw.js')).toBe(false);
    expect(globToRegExp('**/@(sw.js|*.html)').test('/404.html')).toBe(true);
    expect(() => globToRegExp('**/!(x)')).toThrow(/unsupported/);
  });
});

describe('firebase.json Cache-Control, in both locales', () => {
  it.each(bothLocales(['/', '/docs/intro', '/docs/CMTA-fulltext', '/blog/master-cmta-guide', '/quizzes', '/404.html']))(
    'revalidates the HTML page %s',
    (page) => {
      expect(cacheControl(page)).toBe(REVALIDATE);
    },
  );

  it.each(
    bothLocales(['/sw.js', '/manifest.json', '/offline-pack.json', '/offline-page-assets.json', '/search-index.json']),
  )('revalidates %s (the worker, the manifest and the offline and search files name the current build)', (file) => {
    expect(cacheControl(file)).toBe(REVALIDATE);
  });

  it.each(
    bothLocales([
      '/assets/js/main.3f9a1c2e.js',
      '/assets/js/runtime~main.77ab01cd.js',
      '/assets/css/styles.0d1e2f3a.css',
      '/assets/images/hs-tree-5c6d7e8f.png',
      '/assets/data/hs/index.1a2b3c4d.json',
    ]),
  )('keeps the content-hashed asset %s for a year, immutable', (asset) => {
    expect(cacheControl(asset)).toBe(IMMUTABLE);
  });

  it.each(bothLocales(['/img/logo.svg', '/img/favicon.svg', '/img/icons/icon-192.png', '/robots.txt', '/sitemap.xml']))(
    'caches the unhashed static file %s for a while, not forever',
    (file) => {
      const value = cacheControl(file) ?? '';
      expect(value).not.toBe(REVALIDATE);
      expect(value).not.toContain('immutable');
      const maxAge = Number(/max-age=(\d+)/.exec(value)?.[1]);
      expect(maxAge).toBeGreaterThanOrEqual(3600);
      expect(maxAge).toBeLessThanOrEqual(7 * 86_400);
    },
  );

  it('keeps the security headers on every path, whatever the cache rule', () => {
    for (const p of bothLocales(['/', '/sw.js', '/assets/js/main.3f9a1c2e.js', '/img/logo.svg'])) {
      expect(headersFor(p).get('content-security-policy')).toContain("default-src 'self'");
      expect(headersFor(p).get('x-content-type-options')).toBe('nosniff');
    }
  });
});
