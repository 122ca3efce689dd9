/**
 * The local backend: the same interfaces as Firebase, persisted in this
 * browser's localStorage. It lets a fresh machine show every feature and lets
 * browser tests drive every journey without a cloud project. It is not a
 * security boundary (DESIGN.md §4).
 */
import {
  BackendError,
  DEFAULT_MIN_PASSWORD_LENGTH,
  type AuthService,
  type Backend,
  type PaymentsService,
  type QuizBankSummary,
  type QuizSubject,
  type QuizTier,
  type QuizzesService,
  type StoredQuizBank,
  type User,
} from '../types';
import {createBrowserProgress} from '../browserProgress';
import {isActivePremium} from '../paymentRules';
import {indexedDbBlobStore, memoryBlobStore, type BlobStore} from './blobStore';
import {hashPassword, verifyPassword} from './passwords';
import {createLocalOnlineBanks} from './onlineBanks';
import {createLocalAdmins, createLocalPayments, toPaymentRecord} from './payments';
import {createLocalPremium, createLocalPro} from './premium';
import {LocalStore, STORAGE_KEY} from './store';
export {SET_ASIDE_KEY} from './store';
import type {StoredUser} from './storeTypes';
import {isEmailAddress} from '@site/src/lib/email';

function publicUser({uid, email, displayName, emailVerified}: StoredUser): User {
  return {uid, email, displayName, emailVerified};
}

function newUid(): string {
  return `local-${crypto.getRandomValues(new Uint32Array(2)).join('')}`;
}


function createAuth(store: LocalStore, storage: Storage): AuthService {
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
    store.write(data);
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
      store.write(data);
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

function createPayments(store: LocalStore, blobs: BlobStore): PaymentsService {
  return createLocalPayments(store, blobs);
}

/**
 * Premium banks from a local data file, loaded on first need, plus the banks
 * written in the quiz editor (./onlineBanks). Like the Firestore rules, a
 * premium bank is refused unless the signed-in user's payment is approved
 * premium (not a security boundary here: DESIGN.md §4).
 */
function createQuizzes(store: LocalStore, storage: Storage): QuizzesService {
  const banks = () => import(/* webpackChunkName: "premium-local-banks" */ './premiumBanks').then((m) => m.PREMIUM_BANKS);
  const online = createLocalOnlineBanks(store, storage);
  async function isPremium(): Promise<boolean> {
    const data = await store.read();
    const user = Object.values(data.users).find((u) => u.uid === data.sessionUid);
    const payment = user ? data.payments[user.email ?? ''] : undefined;
    return isActivePremium(payment ? toPaymentRecord(payment) : null);
  }
  async function allowedTiers(): Promise<QuizTier[]> {
    return (await isPremium()) ? ['free', 'premium'] : ['free'];
  }
  const summary = (b: StoredQuizBank & {subject?: QuizSubject}): QuizBankSummary => ({
    id: b.id,
    title: b.title,
    description: b.description,
    tier: b.tier,
    questionCount: b.questions.length,
    ...(b.subject ? {subject: b.subject} : {}),
  });
  return {
    async list(options) {
      const tiers = (await allowedTiers()).filter((t) => !options?.tier || t === options.tier);
      const builtIn = tiers.includes('premium') ? (await banks()).map(summary) : [];
      return [...builtIn, ...online.visible(tiers).map(summary)];
    },
    async get(id) {
      const bank = (await banks()).find((b) => b.id === id);
      if (!bank) {
        const found = online.find(id, await allowedTiers());
        if (!found) throw new BackendError('quizAccess', 'not-found', `No quiz bank "${id}"`);
        return found;
      }
      if (bank.tier === 'premium' && !(await isPremium())) throw new BackendError('quizAccess', 'premium-required');
      return bank;
    },
    listAll: () => online.listAll(),
    save: (bank, expected) => online.save(bank, expected),
    setArchived: (id, archived) => online.setArchived(id, archived),
  };
}

/**
 * A local backend over `storage` (the browser's localStorage by default);
 * receipts go to `blobs` (IndexedDB when the browser has it).
 */
export function createLocalBackend(
  storage: Storage = window.localStorage,
  blobs: BlobStore = typeof indexedDB === 'undefined' ? memoryBlobStore() : indexedDbBlobStore(),
): Backend {
  const store = new LocalStore(storage);
  return {
    kind: 'local',
    auth: createAuth(store, storage),
    admins: createLocalAdmins(store),
    premium: createLocalPremium(store),
    pro: createLocalPro(store),
    payments: createPayments(store, blobs),
    quizzes: createQuizzes(store, storage),
    progress: {forUser: (uid) => createBrowserProgress(uid, storage)},
  };
}
