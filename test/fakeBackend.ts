import {createBackendLoader, type BackendLoader} from '@site/src/backend/BackendProvider';
import type {Backend, PaymentSummary, StoredQuizBank, User} from '@site/src/backend/types';
import {BackendError, type OnlineQuizBank} from '@site/src/backend/types';
import {createBrowserProgress} from '@site/src/backend/browserProgress';
import {premiumTierFakes, type PremiumTierOverrides} from './fakePremiumTier';

/**
 * An in-memory backend for component tests: a fake at our own seam
 * (STYLE.md §17). `emit` drives the auth state; `payments` answers lookups.
 */
export interface FakeBackend extends Backend {
  /** Sends an auth state to the subscribers, once the app has subscribed. */
  emit(user: User | null): Promise<void>;
  payments: Backend['payments'] & {lookup: (email: string) => Promise<PaymentSummary | null>};
}

export interface FakeBackendOptions {
  lookup?: (email: string) => Promise<PaymentSummary | null>;
  /** Online banks `quizzes.get` serves. */
  quizBanks?: readonly StoredQuizBank[];
  /** Whether premium banks are served (else BackendError('quizAccess', 'premium-required')). */
  premium?: boolean;
  /** Editor banks `quizzes.listAll` starts with (changed in memory by save and setArchived). */
  onlineBanks?: readonly OnlineQuizBank[];
  /** Replacements for the admins, premium, pro and payments fakes. */
  premiumTier?: PremiumTierOverrides;
}

export function fakeBackend(options: FakeBackendOptions = {}): FakeBackend {
  const tier = premiumTierFakes(options.premiumTier);
  const listeners = new Set<(user: User | null) => void>();
  let subscribed: () => void = () => undefined;
  const firstSubscriber = new Promise<void>((resolve) => {
    subscribed = resolve;
  });
  const lookup = options.lookup ?? (() => Promise.resolve(null));
  const online = new Map((options.onlineBanks ?? []).map((b) => [b.id, b]));
  return {
    kind: 'local',
    async emit(user) {
      await firstSubscriber;
      for (const l of listeners) l(user);
    },
    auth: {
      supportsGoogle: false,
      sendsEmail: false,
      onUserChanged(cb) {
        listeners.add(cb);
        subscribed();
        return () => listeners.delete(cb);
      },
      signUp: () => Promise.reject(new BackendError('auth', 'auth/email-already-in-use')),
      signIn: () => Promise.reject(new BackendError('auth', 'auth/invalid-credential')),
      signInWithGoogle: () => Promise.reject(new BackendError('auth', 'auth/operation-not-allowed')),
      signOut: () => Promise.resolve(),
      sendPasswordReset: () => Promise.resolve(),
      passwordPolicy: () => Promise.resolve({minLength: 6}),
      refreshEmailVerification: () => Promise.resolve(null),
      emailVerifiedInToken: () => Promise.resolve(true),
    },
    admins: tier.admins,
    premium: tier.premium,
    pro: tier.pro,
    payments: {...tier.payments, lookup, findByEmail: (email) => lookup(email)},
    quizzes: {
      list: () =>
        Promise.resolve(
          (options.quizBanks ?? []).map(({id, title, description, tier, questions}) => ({
            id,
            title,
            description,
            tier,
            questionCount: questions.length,
          })),
        ),
      get(id) {
        const bank = (options.quizBanks ?? []).find((b) => b.id === id);
        if (!bank) return Promise.reject(new BackendError('quizAccess', 'not-found'));
        if (bank.tier === 'premium' && !options.premium) return Promise.reject(new BackendError('quizAccess', 'premium-required'));
        return Promise.resolve(bank);
      },
      listAll: () => Promise.resolve([...online.values()]),
      save(bank, expected) {
        const current = online.get(bank.id);
        if (expected === null && current) return Promise.reject(new BackendError('quizEdit', 'already-exists'));
        if (expected !== null && current?.updatedAt?.getTime() !== expected.getTime()) {
          return Promise.reject(new BackendError('quizEdit', 'conflict'));
        }
        const last = current?.updatedAt?.getTime() ?? 0;
        const saved = {...bank, updatedAt: new Date(Math.max(Date.now(), last + 1)), updatedBy: 'uid-admin'};
        online.set(bank.id, saved);
        return Promise.resolve(saved);
      },
      setArchived(id, archived) {
        const current = online.get(id);
        if (!current) return Promise.reject(new BackendError('quizEdit', 'not-found'));
        const saved = {...current, archived, updatedAt: new Date()};
        online.set(id, saved);
        return Promise.resolve(saved);
      },
    },
    // The same browser store a local-mode user gets, in jsdom's localStorage (cleared after each test).
    progress: {forUser: (uid) => createBrowserProgress(uid)},
  };
}

export function loaderFor(backend: Backend): BackendLoader {
  return createBackendLoader(backend.kind, () => Promise.resolve(backend));
}

export const aUser = (email = 'ana@example.com', displayName: string | null = 'Ana Cruz'): User => ({
  uid: `uid-${email}`,
  email,
  displayName,
  emailVerified: true,
});
