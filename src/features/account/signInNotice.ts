import {safeRedirect} from './redirect';

/**
 * What the page after /login tells the candidate: that the account was just
 * created, and the page they were on before following the navbar's Login link
 * (which keeps `redirect=/`, spec §2), so one tap takes them back. Kept in
 * sessionStorage for the one navigation from /login; read once, then cleared.
 */
export interface SignInNotice {
  readonly created: boolean;
  /** A path on this site, or null when there is nowhere to go back to. */
  readonly returnTo: string | null;
}

const RETURN_KEY = 'pcs.returnTo';
const NOTICE_KEY = 'pcs.signInNotice';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Remembers the page the Login link was followed from (its path, search and hash). */
export function rememberReturnPath(path: string): void {
  try {
    session()?.setItem(RETURN_KEY, path);
  } catch {
    // Storage full or off: the candidate simply lands on the redirect target.
  }
}

/** The page remembered by `rememberReturnPath`, when it is a safe path other than the target. */
export function takeReturnPath(target: string): string | null {
  const store = session();
  let raw: string | null = null;
  try {
    raw = store?.getItem(RETURN_KEY) ?? null;
    store?.removeItem(RETURN_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  const safe = safeRedirect(raw);
  if (safe === '/' && raw !== '/') return null;
  const pathOnly = (p: string) => p.split(/[?#]/)[0]?.replace(/\/$/, '') ?? '';
  if (pathOnly(safe) === pathOnly(target) || pathOnly(safe).endsWith('/login')) return null;
  return safe;
}

/** Leaves a notice for the page the candidate lands on after signing in or up. */
export function leaveSignInNotice(notice: SignInNotice): void {
  if (!notice.created && !notice.returnTo) return;
  try {
    session()?.setItem(NOTICE_KEY, JSON.stringify(notice));
  } catch {
    // Nothing to show then: the badge still says who is signed in.
  }
}

/** The notice left by `leaveSignInNotice`, once; bad stored data gives null. */
export function takeSignInNotice(): SignInNotice | null {
  const store = session();
  try {
    const raw = store?.getItem(NOTICE_KEY);
    store?.removeItem(NOTICE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const {created, returnTo} = value as Record<string, unknown>;
    const safeReturn = typeof returnTo === 'string' && returnTo.startsWith('/') ? safeRedirect(returnTo) : null;
    return {created: created === true, returnTo: safeReturn};
  } catch {
    return null;
  }
}
