import {translate} from '@docusaurus/Translate';
import {isBackendError, type AuthErrorCode} from '@site/src/backend/types';

/** Each identity error code as a sentence a candidate understands (spec §8). */
export function authErrorMessage(code: AuthErrorCode): string {
  switch (code) {
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
      return translate({
        id: 'auth.error.invalidCredential',
        message: 'That email and password do not match. Check them and try again.',
      });
    case 'auth/user-not-found':
      return translate({
        id: 'auth.error.userNotFound',
        message: 'There is no account with that email. Check it, or create an account.',
      });
    case 'auth/email-already-in-use':
      return translate({
        id: 'auth.error.emailInUse',
        message: 'An account with that email already exists. Sign in instead, or reset your password.',
      });
    case 'auth/invalid-email':
      return translate({id: 'auth.error.invalidEmail', message: 'That does not look like an email address.'});
    case 'auth/weak-password':
      return translate({
        id: 'auth.error.weakPassword',
        message: 'That password is too weak. Use a longer one.',
      });
    case 'auth/missing-password':
      return translate({id: 'auth.error.missingPassword', message: 'Enter your password.'});
    case 'auth/user-disabled':
      return translate({
        id: 'auth.error.userDisabled',
        message: 'This account has been turned off. Contact support if you think this is a mistake.',
      });
    case 'auth/too-many-requests':
      return translate({
        id: 'auth.error.tooManyRequests',
        message: 'Too many attempts. Wait a few minutes, then try again, or reset your password.',
      });
    case 'auth/popup-closed-by-user':
    case 'auth/cancelled-popup-request':
      return translate({
        id: 'auth.error.popupClosed',
        message: 'The Google sign-in window was closed before you finished. Try again when ready.',
      });
    case 'auth/popup-blocked':
      return translate({
        id: 'auth.error.popupBlocked',
        message: 'Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.',
      });
    case 'auth/network-request-failed':
      return translate({
        id: 'auth.error.network',
        message: 'We could not reach the sign-in service. Check your connection and try again.',
      });
    case 'auth/unauthorized-domain':
      return translate({
        id: 'auth.error.unauthorizedDomain',
        message: 'Sign-in is not enabled for this web address. Please use the official site address.',
      });
    case 'auth/requires-recent-login':
      return translate({
        id: 'auth.error.recentLogin',
        message: 'For your security, sign in again before making this change.',
      });
    case 'auth/operation-not-allowed':
      return translate({
        id: 'auth.error.notAllowed',
        message: 'This way of signing in is not available on this site.',
      });
    case 'auth/unknown':
      return translate({id: 'auth.error.unknown', message: 'Something went wrong. Please try again.'});
  }
}

/** The plain message for any thrown value. */
export function messageForError(error: unknown): string {
  return authErrorMessage(isBackendError(error, 'auth') ? error.code : 'auth/unknown');
}
