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
  /** The end of premium access (set on approval); null when none was recorded. */
  readonly accessUntil: Date | null;
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
  /** The end of premium access, set on approval (six months later); null otherwise. */
  readonly accessUntil: Date | null;
}

/** What an admin saw of a record when deciding: the decision is refused if it changed since. */
export interface ReviewedVersion {
  readonly updatedAt: Date | null;
  readonly receiptPath: string | null;
  readonly referenceNo: string;
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
  /** The record as the admin saw it. */
  readonly seen: ReviewedVersion;
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
  /** Not signed in, not the owner, or not an admin. */
  | 'permission-denied'
  /** The ID token does not (yet) say the email is verified: nothing was uploaded. */
  | 'email-not-verified'
  /** The record is approved already: there is nothing to resubmit. */
  | 'already-approved'
  /** An admin tried to create a record for an email that has one. */
  | 'already-exists'
  | 'not-found'
  /** The record changed (a corrected proof, another admin) since the admin opened it. */
  | 'changed'
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
   * Checks every precondition, stores the receipt in the account's next
   * slot `receipts/{uid}/receipt-{1|2}` (cleared first, so the file a failed
   * earlier try left there is overwritten), then writes the signed-in user's
   * record as 'pending' (see ./submitPayment). Throws PaymentError; no record
   * ever points at a missing receipt.
   */
  submit(submission: PaymentSubmission): Promise<PaymentRecord>;
  /** Every record, pending first (admins only). */
  listForAdmin(options?: {readonly status?: PaymentStatus}): Promise<PaymentRecord[]>;
  /**
   * Approves or rejects, recording who decided and when, and on approval the
   * end of access (admins only). In one transaction: refused with
   * PaymentError('changed') when the record is not the one `seen` describes.
   */
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
  /**
   * Signed-in users only (PaymentError 'permission-denied' otherwise); one per
   * account, a resend replaces it. Rejects when the write fails.
   */
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
  readonly quizzes: QuizzesService;
  readonly progress: ProgressProvider;
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

// ---------------------------------------------------------------------------
// Quizzes and progress (issue 6). Plain, serialisable domain types: the quiz
// feature's engine works on them, and each adapter stores them its own way.
// ---------------------------------------------------------------------------

/** The four CBLE subjects, by number (domain/facts.md §1.3). */
export type QuizSubject = 1 | 2 | 3 | 4;
export type QuizTier = 'free' | 'premium';

/** A bank as stored online (`quizzes/{id}`, or the local premium data file). */
export interface StoredQuizBank {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly tier: QuizTier;
  /** Raw questions: the quiz feature validates them with its schema before use. */
  readonly questions: readonly unknown[];
}

export interface QuizBankSummary {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly tier: QuizTier;
  readonly questionCount: number;
  /** The bank's main subject, when it has one (editor banks do). */
  readonly subject?: QuizSubject;
}

export type QuizAccessErrorCode = 'not-found' | 'premium-required' | 'unavailable';

/** A bank that could not be read: missing, premium for a non-premium user, or the service failed. */
export class QuizAccessError extends Error {
  readonly code: QuizAccessErrorCode;

  constructor(code: QuizAccessErrorCode, message?: string) {
    super(message ?? code);
    this.name = 'QuizAccessError';
    this.code = code;
  }
}

/**
 * A bank written in the admin quiz editor (`quizzes/{id}`): the shared bank
 * fields plus its editorial state. Candidates see it only when published and
 * not archived.
 */
export interface OnlineQuizBank extends StoredQuizBank {
  /** The bank's main subject. */
  readonly subject: QuizSubject;
  readonly published: boolean;
  readonly archived: boolean;
  /** When it was last saved; the editor's optimistic-concurrency token. */
  readonly updatedAt: Date | null;
  /** The uid of the admin who saved it last. */
  readonly updatedBy: string | null;
}

/** What the editor saves: everything but the server-set fields. */
export type OnlineQuizBankInput = Omit<OnlineQuizBank, 'updatedAt' | 'updatedBy'>;

export type QuizEditErrorCode =
  /** The bank was saved by someone else since the editor opened it. */
  | 'conflict'
  /** A new bank's id is taken. */
  | 'already-exists'
  | 'not-found'
  | 'permission-denied'
  | 'unavailable';

/** A failed editor write, with a code the editor explains in plain words. */
export class QuizEditError extends Error {
  readonly code: QuizEditErrorCode;

  constructor(code: QuizEditErrorCode, message?: string) {
    super(message ?? code);
    this.name = 'QuizEditError';
    this.code = code;
  }
}

/** Online question banks (DESIGN.md §4, §5). Free git banks ship with the site and are not read here. */
export interface QuizzesService {
  /** Published, unarchived banks the current user may open, optionally of one tier. */
  list(options?: {readonly tier?: QuizTier}): Promise<QuizBankSummary[]>;
  /** One bank; throws QuizAccessError ('premium-required' for a premium bank and a non-premium user). */
  get(id: string): Promise<StoredQuizBank>;
  /** Every editor bank, unpublished and archived included (admins only). */
  listAll(): Promise<OnlineQuizBank[]>;
  /**
   * Creates or replaces a bank. `expectedUpdatedAt` is the `updatedAt` the
   * editor opened (null for a new bank); a bank saved since is refused with
   * QuizEditError('conflict'), a new bank whose id exists with 'already-exists'.
   */
  save(bank: OnlineQuizBankInput, expectedUpdatedAt: Date | null): Promise<OnlineQuizBank>;
  /** Archives (or restores) a bank; banks are never deleted. Admins only. */
  setArchived(id: string, archived: boolean): Promise<OnlineQuizBank>;
}

/** What a candidate answered: choice ids (single or multiple), the typed amount, or the typed HS code (a drill). */
export type QuizResponse =
  | {readonly kind: 'choices'; readonly ids: readonly string[]}
  | {readonly kind: 'numeric'; readonly value: string}
  | {readonly kind: 'code'; readonly value: string};

export type AttemptKind = 'quiz' | 'diagnostic' | 'mock-mini' | 'mock-full' | 'review' | 'retake';

export interface AttemptItem {
  readonly questionId: string;
  readonly subject: QuizSubject;
  readonly topic: string;
  /** null: left unanswered. */
  readonly response: QuizResponse | null;
  readonly correct: boolean;
  readonly flagged: boolean;
}

/** A finished attempt (`users/{uid}/attempts/{id}` for a signed-in user). */
export interface QuizAttempt {
  readonly id: string;
  readonly kind: AttemptKind;
  /** Set when the attempt covered one subject (a topic or subject quiz). */
  readonly subject: QuizSubject | null;
  /** Set when the attempt covered one topic. */
  readonly topic: string | null;
  readonly startedAt: Date;
  readonly finishedAt: Date;
  /** Time spent answering (a paused or closed page does not count). */
  readonly durationMs: number;
  readonly items: readonly AttemptItem[];
  /** Share of items right, 0 to 100. */
  readonly scorePercent: number;
  /** The 75/60 verdict; null when the attempt did not cover all four subjects. */
  readonly passed: boolean | null;
}

/** An exam in progress, saved on every answer so a reload or a dropped connection loses nothing. */
export interface InProgressAttempt {
  /** One slot per exam kind, e.g. 'mock-mini', 'mock-full', 'diagnostic'. */
  readonly key: string;
  readonly attemptId: string;
  readonly kind: AttemptKind;
  readonly seed: string;
  readonly questionIds: readonly string[];
  /** Display order of each question's choice ids. */
  readonly choiceOrder: Readonly<Record<string, readonly string[]>>;
  readonly responses: Readonly<Record<string, QuizResponse>>;
  readonly flagged: readonly string[];
  readonly position: number;
  readonly startedAt: Date;
  /** null: untimed. */
  readonly timeLimitMs: number | null;
  readonly remainingMs: number | null;
  readonly updatedAt: Date;
  /** A tutor quiz's request as an address query (e.g. 'subject=1&start=1'), so that address resumes it. */
  readonly origin?: string;
}

/** One person's quiz progress: a guest's in this browser, a signed-in user's in their account. */
export interface ProgressService {
  /** Newest first. */
  listAttempts(): Promise<QuizAttempt[]>;
  saveAttempt(attempt: QuizAttempt): Promise<void>;
  loadInProgress(key: string): Promise<InProgressAttempt | null>;
  saveInProgress(attempt: InProgressAttempt): Promise<void>;
  clearInProgress(key: string): Promise<void>;
}

export interface ProgressProvider {
  /** The progress of a signed-in user. A guest's lives in this browser: see src/backend/browserProgress.ts. */
  forUser(uid: string): ProgressService;
}
