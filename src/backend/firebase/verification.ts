/**
 * Keeping the "email verified" state of the account and of its ID token in
 * step (issue 12, item 1). The rules read the token; after the user clicks
 * the link, the account says verified at the next reload but the token keeps
 * saying false until it refreshes (up to an hour; a page reload does not).
 */
import {reload, type User as FirebaseUser} from 'firebase/auth';

/** Whether the user's current ID token (cached, or fresh when `force`) says the email is verified. */
async function tokenSaysVerified(user: FirebaseUser, force = false): Promise<boolean> {
  return (await user.getIdTokenResult(force)).claims.email_verified === true;
}

/**
 * Brings the account and the token up to date: the account is reloaded when
 * it does not say verified yet (the user may have clicked the link in
 * another tab), and the token is refreshed when the account says verified
 * but the token does not (it would otherwise lag for up to an hour, and a
 * page reload does not refresh it). Returns whether anything changed.
 */
export async function syncVerification(user: FirebaseUser): Promise<boolean> {
  const before = user.emailVerified;
  if (!user.emailVerified) await reload(user);
  if (!user.emailVerified) return false;
  if (!(await tokenSaysVerified(user))) {
    await user.getIdToken(true);
    return true;
  }
  return user.emailVerified !== before;
}

/** Whether the token says verified, after one refresh when the account says so but the token does not. */
export async function verifiedInToken(user: FirebaseUser | null): Promise<boolean> {
  if (!user) return false;
  if (await tokenSaysVerified(user)) return true;
  await syncVerification(user);
  return tokenSaysVerified(user);
}
