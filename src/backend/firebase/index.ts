/**
 * The Firebase backend. The only place that imports `firebase/*` (DESIGN.md §3).
 * This module is itself loaded with a dynamic import, so the SDK never lands
 * in a page's first-load JavaScript; Firestore is imported on first lookup.
 */
import {initializeApp} from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  GoogleAuthProvider,
  onAuthStateChanged,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  validatePassword,
  type Auth,
  type User as FirebaseUser,
} from 'firebase/auth';
import {
  BackendError,
  ERROR_CODES,
  DEFAULT_MIN_PASSWORD_LENGTH,
  type AuthErrorCode,
  type AuthService,
  type Backend,
  type User,
} from '../types';
import {createFirebaseAdmins} from './admins';
import type {FirebaseBackendOptions} from './options';
import {createFirebasePayments} from './payments';
import {createFirebasePremium} from './premium';
import {createFirebasePro} from './pro';
import {createProgressService} from './progress';
import {createQuizzesService} from './quizzes';

export type {FirebaseBackendOptions} from './options';
import {openFirestore} from './sdk';
import {syncVerification, verifiedInToken} from './verification';


const KNOWN_CODES = new Set<string>(ERROR_CODES.auth);

/** Turns an SDK failure into our typed error; unknown codes become 'auth/unknown'. */
function toAuthError(error: unknown): BackendError<'auth'> {
  const code = (error as {code?: unknown} | null)?.code;
  if (typeof code === 'string' && KNOWN_CODES.has(code)) return new BackendError('auth', code as AuthErrorCode);
  // The SDK reports a wrong password as invalid-login-credentials in some versions.
  if (code === 'auth/invalid-login-credentials') return new BackendError('auth', 'auth/invalid-credential');
  return new BackendError('auth', 'auth/unknown', error instanceof Error ? error.message : String(error));
}

async function guard<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toAuthError(error);
  }
}

function toUser(user: FirebaseUser): User {
  return {uid: user.uid, email: user.email, displayName: user.displayName, emailVerified: user.emailVerified};
}

function createAuthService(auth: Auth): AuthService {
  const listeners = new Set<(user: User | null) => void>();
  const notify = (): void => {
    const current = auth.currentUser ? toUser(auth.currentUser) : null;
    for (const listener of listeners) listener(current);
  };
  return {
    supportsGoogle: true,
    sendsEmail: true,
    onUserChanged(callback) {
      listeners.add(callback);
      const stop = onAuthStateChanged(auth, (user) => {
        callback(user ? toUser(user) : null);
        // The check on load: an address verified since the last visit counts at once.
        if (user?.email && !user.isAnonymous) {
          syncVerification(user).then(
            (changed) => changed && listeners.has(callback) && callback(toUser(user)),
            (error: unknown) => console.warn('Could not refresh the email verification state', error),
          );
        }
      });
      return () => {
        listeners.delete(callback);
        stop();
      };
    },
    refreshEmailVerification() {
      return guard(async () => {
        const user = auth.currentUser;
        if (!user) return null;
        await reload(user);
        await syncVerification(user);
        notify();
        return toUser(user);
      });
    },
    emailVerifiedInToken() {
      return guard(() => verifiedInToken(auth.currentUser));
    },
    signUp(email, password, displayName) {
      return guard(async () => {
        // Firebase takes six spaces as a password; we do not (as the local adapter).
        if (password && !password.trim()) throw new BackendError('auth', 'auth/weak-password');
        const {user} = await createUserWithEmailAndPassword(auth, email.trim(), password);
        if (displayName?.trim()) await updateProfile(user, {displayName: displayName.trim()});
        await sendEmailVerification(user);
        return toUser(user);
      });
    },
    signIn(email, password) {
      return guard(async () => toUser((await signInWithEmailAndPassword(auth, email.trim(), password)).user));
    },
    signInWithGoogle() {
      return guard(async () => toUser((await signInWithPopup(auth, new GoogleAuthProvider())).user));
    },
    signOut() {
      return guard(() => signOut(auth));
    },
    sendPasswordReset(email) {
      return guard(() => sendPasswordResetEmail(auth, email.trim()));
    },
    async passwordPolicy() {
      try {
        // validatePassword fetches the project's policy; any password reveals it.
        const status = await validatePassword(auth, '');
        const min = status.passwordPolicy.customStrengthOptions.minPasswordLength;
        return {minLength: min ?? DEFAULT_MIN_PASSWORD_LENGTH};
      } catch {
        return {minLength: DEFAULT_MIN_PASSWORD_LENGTH};
      }
    },
  };
}

/** A Firebase backend for the given web config. */
export function createFirebaseBackend(options: FirebaseBackendOptions): Backend {
  const app = initializeApp(options.config);
  const auth = getAuth(app);
  if (options.useEmulators) {
    connectAuthEmulator(auth, `http://${options.emulatorHost ?? '127.0.0.1'}:9099`, {disableWarnings: true});
  }
  const firestore = () => openFirestore(app, options);
  return {
    kind: 'firebase',
    auth: createAuthService(auth),
    admins: createFirebaseAdmins(app, options),
    premium: createFirebasePremium(app, options),
    pro: createFirebasePro(app, auth, options),
    payments: createFirebasePayments(app, auth, options),
    quizzes: createQuizzesService(firestore, () => auth.currentUser?.uid ?? null),
    progress: {forUser: (uid) => createProgressService(firestore, uid)},
  };
}
