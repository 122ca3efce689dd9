import {safeSitePath} from '@site/src/lib/safePath';

/**
 * The `?redirect=` target after sign-in, kept only when its normalised form
 * is a path on this site (src/lib/safePath). Anything else (another origin, a
 * protocol-relative URL, a script URL, a dot-segment or encoded trick) goes to
 * the home page.
 */
export function safeRedirect(raw: string | null | undefined): string {
  // A redirect must be written as an absolute path: 'docs/intro' is refused too.
  if (!raw?.startsWith('/')) return '/';
  return safeSitePath(raw) ?? '/';
}
