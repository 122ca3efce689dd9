/** Identity in local mode: accounts with hashed passwords in this browser (not a security boundary, DESIGN.md §4). */
import {BackendError, DEFAULT_MIN_PASSWORD_LENGTH, type AuthService, type User} from '../types';
import {isEmailAddress} from '@site/src/lib/email';
import {hashPassword, verifyPassword} from './passwords';
import {STORAGE_KEY, type LocalStore} from './store';
import type {StoredUser} from './storeTypes';

function publicUser({uid, email, displayName, emailVerified}: StoredUser): User {
  return {uid, email, displayName, emailVerified};
}

function newUid(): string {
  return `local-${crypto.getRandomValues(new Uint32Array(2)).join('')}`;
}


export function createLocalAuth(store: LocalStore, storage: Storage): AuthService {
  const listeners = new Set<(user: User | null) => void>();

  async function currentUser(): Promise<User | null> {
    const data = await store.read();
    const found = Object.values(data.users).find((u) => u.uid === data.sessionUid);
    return found ? publicUser(found) : null;
  }

  async function notify(): Promise<void> {
    const user = await currentUser();
    for (const listener of listeners) listener(user);
  }

  async function startSession(user: StoredUser): Promise<User> {
    const data = await store.read();
    data.sessionUid = user.uid;
    store.write(data, {orInMemory: true}); // signing in works on a full device (for this page)
    await notify();
    return publicUser(user);
  }

  function checkEmail(email: string): string {
    const normalised = email.trim().toLowerCase();
    if (!isEmailAddress(normalised)) throw new BackendError('auth', 'auth/invalid-email');
    return normalised;
  }

  // Another tab signing in or out changes this tab's state too.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === STORAGE_KEY && event.storageArea === storage) void notify();
    });
  }

  return {
    supportsGoogle: false,
    sendsEmail: false,
    onUserChanged(callback) {
      listeners.add(callback);
      void currentUser().then((user) => {
        if (listeners.has(callback)) callback(user);
      });
      return () => listeners.delete(callback);
    },
    async signUp(email, password, displayName) {
      const key = checkEmail(email);
      if (!password) throw new BackendError('auth', 'auth/missing-password');
      // Six spaces meet the length rule but are no password at all.
      if (!password.trim() || password.length < DEFAULT_MIN_PASSWORD_LENGTH)
        throw new BackendError('auth', 'auth/weak-password');
      const data = await store.read();
      if (data.users[key]) throw new BackendError('auth', 'auth/email-already-in-use');
      const user: StoredUser = {
        uid: newUid(),
        email: key,
        displayName: displayName?.trim() || null,
        // No email goes out in local mode, so there is nothing to verify.
        emailVerified: true,
        passwordHash: await hashPassword(password),
      };
      data.users[key] = user;
      store.write(data);
      return startSession(user);
    },
    async signIn(email, password) {
      const key = checkEmail(email);
      if (!password) throw new BackendError('auth', 'auth/missing-password');
      const data = await store.read();
      const user = data.users[key];
      // Like Firebase with email-enumeration protection: one code for both cases.
      if (!user || !(await verifyPassword(password, user.passwordHash))) {
        throw new BackendError('auth', 'auth/invalid-credential');
      }
      return startSession(user);
    },
    signInWithGoogle() {
      return Promise.reject(new BackendError('auth', 'auth/operation-not-allowed'));
    },
    async signOut() {
      const data = await store.read();
      data.sessionUid = null;
      store.write(data, {orInMemory: true});
      await notify();
    },
    async sendPasswordReset(email) {
      checkEmail(email);
      // Nothing is sent in local mode; the login page says so.
    },
    passwordPolicy() {
      return Promise.resolve({minLength: DEFAULT_MIN_PASSWORD_LENGTH});
    },
    // Local accounts are verified when made (no email goes out), so there is no token to catch up.
    async refreshEmailVerification() {
      const user = await currentUser();
      await notify();
      return user;
    },
    async emailVerifiedInToken() {
      return (await currentUser())?.emailVerified ?? false;
    },
  };
}
