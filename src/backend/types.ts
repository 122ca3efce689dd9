/**
 * The backend boundary (DESIGN.md §4): UI code talks to these interfaces only.
 * Domain types in, domain types out; no SDK type crosses this line.
 */

/** Runs until called; stops a subscription. */
export type Unsubscribe = () => void;

export interface User {
  readonly uid: string;
  readonly email: string | null;
  readonly displayName: string | null;
  readonly emailVerified: boolean;
}

export type PaymentTier = 'premium';
export type PaymentStatus = 'pending' | 'approved' | 'rejected';

/** The part of a `payments/{email}` record the account status reads (spec §3, §7). */
export interface PaymentSummary {
  readonly email: string;
  readonly tier: string;
  readonly status: string;
}

export interface PasswordPolicy {
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
  readonly supportsGoogle: boolean;
  /** Whether a reset email really goes out (not in local demo mode). */
  readonly sendsEmail: boolean;
}

export interface PaymentsService {
  /** The first payment record whose email equals `email`, or null (spec §7). */
  findByEmail(email: string): Promise<PaymentSummary | null>;
}

export interface Backend {
  readonly kind: 'local' | 'firebase';
  readonly auth: AuthService;
  readonly payments: PaymentsService;
}

/** Identity error codes the UI explains in plain words (spec §8). */
export type AuthErrorCode =
  | 'auth/wrong-password'
  | 'auth/user-not-found'
  | 'auth/email-already-in-use'
  | 'auth/invalid-credential'
  | 'auth/invalid-email'
  | 'auth/weak-password'
  | 'auth/missing-password'
  | 'auth/user-disabled'
  | 'auth/too-many-requests'
  | 'auth/popup-closed-by-user'
  | 'auth/popup-blocked'
  | 'auth/cancelled-popup-request'
  | 'auth/network-request-failed'
  | 'auth/unauthorized-domain'
  | 'auth/requires-recent-login'
  | 'auth/operation-not-allowed'
  | 'auth/unknown';

/** A failed identity call, with the provider's code. */
export class AuthError extends Error {
  readonly code: AuthErrorCode;

  constructor(code: AuthErrorCode, message?: string) {
    super(message ?? code);
    this.name = 'AuthError';
    this.code = code;
  }
}

export const DEFAULT_MIN_PASSWORD_LENGTH = 6;
