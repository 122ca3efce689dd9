/**
 * The local backend: the same interfaces as Firebase, persisted in this
 * browser's localStorage. It lets a fresh machine show every feature and lets
 * browser tests drive every journey without a cloud project. It is not a
 * security boundary (DESIGN.md §4).
 */
import {
  AuthError,
  DEFAULT_MIN_PASSWORD_LENGTH,
  QuizAccessError,
  type AuthService,
  type Backend,
  type PaymentMethod,
  type PaymentSummary,
  type PaymentsService,
  type QuizBankSummary,
  type QuizSubject,
  type QuizTier,
  type QuizzesService,
  type StoredQuizBank,
  type User,
} from '../types';
import {createBrowserProgress} from '../browserProgress';
import {accessUntilFrom, isActivePremium} from '../paymentRules';
import {decodeLocalStore} from './decodeStore';
import {indexedDbBlobStore, memoryBlobStore, type BlobStore} from './blobStore';
import {DEMO_ACCOUNTS, DEMO_PASSWORD} from './demoAccounts';
import {hashPassword, verifyPassword} from './passwords';
import {createLocalOnlineBanks} from './onlineBanks';
import {createLocalAdmins, createLocalPayments, toPaymentRecord} from './payments';
import {createLocalPremium, createLocalPro} from './premium';
import {isEmailAddress} from '@site/src/lib/email';

const STORAGE_KEY = 'pcs.localBackend.v1';
/** Where a store that could not be used is kept, for support. */
export const SET_ASIDE_KEY = `${STORAGE_KEY}.unreadable`;
export interface StoredUser extends User {
  readonly passwordHash: string;
}

/** A payments record; dates as ISO strings. Older stored data lacks the optional fields. */
export interface StoredPayment extends Omit<PaymentSummary, 'accessUntil'> {
  readonly accessUntil?: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly amountPhp?: number;
  readonly method?: PaymentMethod;
  readonly referenceNo?: string;
  readonly receiptPath?: string | null;
  readonly reviewedBy?: string | null;
  readonly reviewedAt?: string | null;
  readonly reviewNote?: string | null;
}

export interface StoredEnquiry {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly organisation: string;
  readonly seats: number;
  readonly message: string;
  readonly createdAt: string;
  readonly uid: string | null;
}

export interface LocalData {
  users: Record<string, StoredUser>;
  payments: Record<string, StoredPayment>;
  admins: string[];
  sessionUid: string | null;
  proEnquiries?: StoredEnquiry[];
}

function publicUser({uid, email, displayName, emailVerified}: StoredUser): User {
  return {uid, email, displayName, emailVerified};
}

function newUid(): string {
  return `local-${crypto.getRandomValues(new Uint32Array(2)).join('')}`;
}

/** The stored data, seeded with the demo accounts on first use. */
export class LocalStore {
  private seeding: Promise<LocalData> | null = null;

  constructor(private readonly storage: Storage) {}

  /**
   * The store, decoded by the shared schemas (./decodeStore). A store that
   * cannot be used is kept under `pcs.localBackend.v1.unreadable` for
   * support and the demo data is seeded afresh.
   */
  read(): Promise<LocalData> {
    const raw = this.storage.getItem(STORAGE_KEY);
    if (raw) {
      const reading = decodeLocalStore(raw);
      if (reading.kind === 'ok') {
        if (reading.skipped > 0) this.storage.setItem(SET_ASIDE_KEY, raw);
        return Promise.resolve(reading.data);
      }
      console.warn(
        `Local demo data ${reading.why}; it has been kept aside and the demo accounts set up again.`,
      );
      this.storage.setItem(SET_ASIDE_KEY, raw);
      this.storage.removeItem(STORAGE_KEY);
    }
    this.seeding ??= this.seed();
    return this.seeding;
  }

  write(data: LocalData): void {
    this.storage.setItem(STORAGE_KEY, JSON.stringify(data));
  }

  private async seed(): Promise<LocalData> {
    const now = new Date().toISOString();
    const data: LocalData = {users: {}, payments: {}, admins: [], sessionUid: null};
    for (const account of DEMO_ACCOUNTS) {
      const uid = `demo-${account.role}`;
      data.users[account.email] = {
        uid,
        email: account.email,
        displayName: account.displayName,
        emailVerified: true,
        passwordHash: await hashPassword(DEMO_PASSWORD),
      };
      if (account.role === 'premium') {
        data.payments[account.email] = {
          email: account.email,
          tier: 'premium',
          status: 'approved',
          amountPhp: 499,
          method: 'gcash',
          referenceNo: '1000000000001',
          receiptPath: null,
          createdAt: now,
          updatedAt: now,
          reviewedBy: 'demo-admin',
          reviewedAt: now,
          reviewNote: 'Demo account: approved when the demo data was created.',
          accessUntil: accessUntilFrom(new Date(now)).toISOString(),
        };
      }
      if (account.role === 'admin') data.admins.push(uid);
    }
    this.write(data);
    this.seeding = null;
    return data;
  }
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
    if (!isEmailAddress(normalised)) throw new AuthError('auth/invalid-email');
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
      if (!password) throw new AuthError('auth/missing-password');
      // Six spaces meet the length rule but are no password at all.
      if (!password.trim() || password.length < DEFAULT_MIN_PASSWORD_LENGTH)
        throw new AuthError('auth/weak-password');
      const data = await store.read();
      if (data.users[key]) throw new AuthError('auth/email-already-in-use');
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
      if (!password) throw new AuthError('auth/missing-password');
      const data = await store.read();
      const user = data.users[key];
      // Like Firebase with email-enumeration protection: one code for both cases.
      if (!user || !(await verifyPassword(password, user.passwordHash))) {
        throw new AuthError('auth/invalid-credential');
      }
      return startSession(user);
    },
    signInWithGoogle() {
      return Promise.reject(new AuthError('auth/operation-not-allowed'));
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
        if (!found) throw new QuizAccessError('not-found', `No quiz bank "${id}"`);
        return found;
      }
      if (bank.tier === 'premium' && !(await isPremium())) throw new QuizAccessError('premium-required');
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
