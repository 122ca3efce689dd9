/**
 * One check for "is this a path on this site?", shared by the sign-in
 * redirect and the markdown link check. It judges the normalised result, not
 * the input: `/.//evil.example` looks like a path but resolves to
 * `//evil.example`, which a browser reads as another host. The router also
 * decodes a path before it uses it (`/%5Cevil.example` becomes
 * `/\evil.example`), so every decoded form must pass too.
 */

/** A stand-in origin: only whether a target stays on it matters, not its name. */
const SITE = 'https://site.invalid';

/** How many rounds of percent-decoding are checked (`%252e` is two). */
const DECODE_ROUNDS = 3;

/** A path that a browser or router resolves to this site: one leading slash, no backslash. */
function isPlainPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}

function decodeOnce(path: string): string | null {
  try {
    return decodeURI(path);
  } catch {
    return null;
  }
}

/**
 * The normalised on-site path (`/docs/intro?x=1#y`) for `raw`, or null when
 * `raw` resolves to another origin or to a path that could be read as one.
 * `base` is the page the target is relative to (a path on this site); a
 * target must still resolve to a plain path on this site.
 */
export function safeSitePath(raw: string | null | undefined, base = '/'): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, new URL(base, SITE));
  } catch {
    return null;
  }
  if (url.origin !== SITE) return null;
  let path: string | null = url.pathname;
  for (let round = 0; round <= DECODE_ROUNDS; round += 1) {
    if (path === null || !isPlainPath(path)) return null;
    // What the decoded form resolves to must stay a plain path here too.
    const again = new URL(path, SITE);
    if (again.origin !== SITE || !isPlainPath(again.pathname)) return null;
    const next = decodeOnce(path);
    if (next === path) break;
    path = next;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
