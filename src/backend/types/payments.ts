/** Payments and admins: `payments/{email}` records and their review (DESIGN.md §5, spec §7). */

type PaymentTier = 'premium';
export type PaymentStatus = 'pending' | 'approved' | 'rejected';

/** The part of a `payments/{email}` record the account status reads (spec §3, §7). */
export interface PaymentSummary {
  readonly email: string;
  readonly tier: string;
  readonly status: string;
  /** The end of premium access (set on approval); null when none was recorded. */
  readonly accessUntil: Date | null;
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
interface AdminPaymentInput {
  readonly email: string;
  readonly method: PaymentMethod;
  readonly referenceNo: string;
  readonly amountPhp: number;
  readonly note: string;
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
   * record as 'pending' (see ./submitPayment). Throws BackendError('payment'); no record
   * ever points at a missing receipt.
   */
  submit(submission: PaymentSubmission): Promise<PaymentRecord>;
  /** Every record, pending first (admins only). */
  listForAdmin(options?: {readonly status?: PaymentStatus}): Promise<PaymentRecord[]>;
  /**
   * Approves or rejects, recording who decided and when, and on approval the
   * end of access (admins only). In one transaction: refused with
   * BackendError('payment', 'changed') when the record is not the one `seen` describes.
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
