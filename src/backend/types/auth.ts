/** Identity: who is signed in (DESIGN.md §4). */

/** Runs until called; stops a subscription. */
type Unsubscribe = () => void;

export interface User {
  readonly uid: string;
  readonly email: string | null;
  readonly displayName: string | null;
  readonly emailVerified: boolean;
}

/** A seeded account the local backend offers on /login (local mode only). */
export interface DemoAccount {
  readonly role: 'free' | 'premium' | 'admin';
  readonly email: string;
  readonly displayName: string;
}

/**
 * The local backend's demo accounts and their shared password. Only the local
 * adapter carries them, so a Firebase build (which never loads that chunk)
 * holds neither the addresses nor the password.
 */
export interface DemoAccounts {
  readonly password: string;
  readonly accounts: readonly DemoAccount[];
}

interface PasswordPolicy {
  readonly minLength: number;
}

export interface AuthService {
  /** Calls back with the current user (or null) once known, then on every change. */
  onUserChanged(callback: (user: User | null) => void): Unsubscribe;
  signUp(email: string, password: string, displayName?: string): Promise<User>;
  signIn(email: string, password: string): Promise<User>;
  /** Google sign-in in a popup; only when `supportsGoogle`. */
  signInWithGoogle(): Promise<User>;
  signOut(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  /** The provider's password policy; minimum length 6 when it states none. */
  passwordPolicy(): Promise<PasswordPolicy>;
  /**
   * "I have verified my email": reloads the signed-in user from the provider
   * and, when the account now says verified but the ID token does not, forces
   * a token refresh (the rules read the token). Subscribers of onUserChanged
   * hear the fresh user. Resolves with it (null when nobody is signed in).
   */
  refreshEmailVerification(): Promise<User | null>;
  /**
   * Whether the signed-in user's ID token says the email is verified (what
   * the rules check), after refreshing it once if the account says verified
   * but the token does not. False when nobody is signed in.
   */
  emailVerifiedInToken(): Promise<boolean>;
  readonly supportsGoogle: boolean;
  /** Whether a reset email really goes out (not in local demo mode). */
  readonly sendsEmail: boolean;
}

export const DEFAULT_MIN_PASSWORD_LENGTH = 6;
