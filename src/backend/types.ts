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

export type PaymentMethod = 'gcash' | 'maya' | 'bank';

/** A whole `payments/{email}` record (DESIGN.md §5), dates as `Date`. */
export interface PaymentRecord {
  /** Lower-cased; also the record's key. */
  readonly email: string;
  readonly tier: PaymentTier;
  readonly status: PaymentStatus;
  readonly amountPhp: number;
  readonly method: PaymentMethod;
  readonly referenceNo: string;
  /** `receipts/{uid}/{file}`; null for a record an admin created without a receipt. */
  readonly receiptPath: string | null;
  readonly createdAt: Date | null;
  readonly updatedAt: Date | null;
  /** The admin's uid who approved or rejected it. */
  readonly reviewedBy: string | null;
  readonly reviewedAt: Date | null;
  readonly reviewNote: string | null;
}

/** A candidate's proof of payment, already checked by the payment form. */
export interface PaymentSubmission {
  readonly method: PaymentMethod;
  readonly referenceNo: string;
  readonly amountPhp: number;
  readonly receipt: Blob;
  /** The receipt's MIME type, from its content (the storage rules check it). */
  readonly receiptContentType: 'image/png' | 'image/jpeg' | 'image/webp' | 'application/pdf';
}

/** An admin's approval or rejection. */
export interface PaymentDecision {
  readonly email: string;
  readonly status: 'approved' | 'rejected';
  readonly note: string;
}

/** A record an admin makes for a candidate who paid before making an account. */
export interface AdminPaymentInput {
  readonly email: string;
  readonly method: PaymentMethod;
  readonly referenceNo: string;
  readonly amountPhp: number;
  readonly note: string;
}

export type PaymentErrorCode =
  /** Not signed in, email not verified, not the owner, or not an admin. */
  | 'permission-denied'
  /** The record is approved already: there is nothing to resubmit. */
  | 'already-approved'
  /** An admin tried to create a record for an email that has one. */
  | 'already-exists'
  | 'not-found'
  /** The receipt could not be stored; no record was written. */
  | 'upload-failed'
  /** The receipt was stored but the record could not be written. */
  | 'record-failed'
  /** Any other failure of the service (network, quota). */
  | 'unavailable';

/** A failed payments call, with a code the UI explains in plain words. */
export class PaymentError extends Error {
  readonly code: PaymentErrorCode;

  constructor(code: PaymentErrorCode, message?: string) {
    super(message ?? code);
    this.name = 'PaymentError';
    this.code = code;
  }
}

export interface PaymentsService {
  /** The first payment record whose email equals `email`, or null (spec §7). */
  findByEmail(email: string): Promise<PaymentSummary | null>;
  /** The signed-in user's whole record (their own email), or null. */
  getMine(): Promise<PaymentRecord | null>;
  /**
   * Stores the receipt under `receipts/{uid}/...`, then writes the signed-in
   * user's record as 'pending'. Throws PaymentError; on failure no record
   * points at a missing receipt.
   */
  submit(submission: PaymentSubmission): Promise<PaymentRecord>;
  /** Every record, pending first (admins only). */
  listForAdmin(options?: {readonly status?: PaymentStatus}): Promise<PaymentRecord[]>;
  /** Approves or rejects, recording who decided and when (admins only). */
  decide(decision: PaymentDecision): Promise<PaymentRecord>;
  /** Creates an approved record for an email that has none (admins only). */
  createForEmail(input: AdminPaymentInput): Promise<PaymentRecord>;
  /** A receipt's bytes (its owner or an admin). */
  getReceipt(receiptPath: string): Promise<Blob>;
}

export interface AdminsService {
  /** Whether `uid` is an admin (`admins/{uid}` exists). A user may only ask about themself. */
  isAdmin(uid: string): Promise<boolean>;
}

/** A premium reviewer body, as markdown (rendered without raw HTML). */
export interface PremiumContent {
  readonly slug: string;
  readonly title: string;
  readonly markdown: string;
}

export type PremiumErrorCode = 'premium-required' | 'not-found' | 'unavailable';

/** Premium material that could not be read. */
export class PremiumError extends Error {
  readonly code: PremiumErrorCode;

  constructor(code: PremiumErrorCode, message?: string) {
    super(message ?? code);
    this.name = 'PremiumError';
    this.code = code;
  }
}

/** Protected premium material (DESIGN.md §7): never part of the public build. */
export interface PremiumService {
  /** `premiumContent/{slug}`; throws PremiumError. */
  getContent(slug: string): Promise<PremiumContent>;
  /** The premium video's bytes (read with getBlob, never a long-lived URL); throws PremiumError. */
  getVideo(): Promise<Blob>;
  /** The video's captions (WebVTT text), or null when there are none; throws PremiumError. */
  getVideoCaptions(): Promise<string | null>;
}

export interface ProEnquiryInput {
  readonly name: string;
  readonly email: string;
  readonly organisation: string;
  readonly seats: number;
  readonly message: string;
}

export interface ProEnquiry extends ProEnquiryInput {
  readonly id: string;
  readonly createdAt: Date | null;
  /** Set when the sender was signed in. */
  readonly uid: string | null;
}

/** Enquiries from review centres and schools (`proEnquiries/{id}`). */
export interface ProService {
  /** Anyone may send one; rejects when the write fails. */
  createEnquiry(input: ProEnquiryInput): Promise<void>;
  /** Newest first (admins only). */
  listEnquiries(): Promise<ProEnquiry[]>;
}

export interface Backend {
  readonly kind: 'local' | 'firebase';
  readonly auth: AuthService;
  readonly admins: AdminsService;
  readonly premium: PremiumService;
  readonly pro: ProService;
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
