/**
 * The `?redirect=` target after sign-in, kept only when it is a path on this
 * site. Anything else (another origin, a protocol-relative URL, a script URL,
 * a backslash trick) goes to the home page.
 */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return '/';
  try {
    const base = 'https://site.invalid';
    const url = new URL(raw, base);
    if (url.origin !== base) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
