/**
 * The one way a page shares what is on it (a calculation, a practice
 * problem): the link goes into the address bar, so it is there even when the
 * clipboard is not, and then onto the clipboard when the browser allows.
 * Resolves 'copied', or 'in-bar' when only the address bar holds it.
 */
export async function shareLink(url: string): Promise<'copied' | 'in-bar'> {
  window.history.replaceState(window.history.state, '', url);
  if (!navigator.clipboard?.writeText) return 'in-bar';
  try {
    await navigator.clipboard.writeText(window.location.href);
    return 'copied';
  } catch {
    return 'in-bar';
  }
}
