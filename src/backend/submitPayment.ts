/**
 * The order of a payment submission, shared by both adapters so it is the
 * same everywhere and can be tested with a fake (submitPayment.test.ts):
 *
 * 1. every precondition first: signed in, the email verified IN THE TOKEN
 *    (what the rules read; refreshed once when the account says verified but
 *    the token does not), no premium access running (`maySubmitOver`: an
 *    approved record whose access has ended may be renewed), and the receipt
 *    is a PNG, JPEG, WebP or PDF by its bytes. Nothing is uploaded before all
 *    pass.
 * 2. the receipt, in the account's next free slot (`nextReceiptPaths`:
 *    `receipts/{uid}/receipt-{n}` after the slot the current record names,
 *    skipping any that holds a file already). storage.rules lets each slot be
 *    written once and never replaced or deleted, so the proof a decision was
 *    made on stays as the admin saw it; an account has LIMITS.receipt.slots
 *    of them ('receipts-full' once they are used).
 * 3. the record last, so no record ever names a receipt that is not there.
 *    A resubmission changes only the candidate's fields (the adapter keeps
 *    createdAt and the last decision's review fields; the rules insist).
 *
 * So a failed record write leaves one file that no record names, in a slot
 * the retry skips.
 */
import {detectReceiptType, readHead, type ReceiptContentType} from '@site/src/lib/receiptType';
import {maySubmitOver, nextReceiptPaths} from './paymentRules';
import {isQuotaError} from './storageFull';
import {BackendError, isBackendError, type PaymentRecord, type PaymentSubmission} from './types';

/** The fields of the candidate's new 'pending' record; each adapter adds its own timestamps. */
export function pendingRecordFields(email: string, receiptPath: string, submission: PaymentSubmission) {
  return {
    email,
    tier: 'premium',
    status: 'pending',
    amountPhp: submission.amountPhp,
    method: submission.method,
    referenceNo: submission.referenceNo,
    receiptPath,
  } as const;
}

/** What a submission needs from an adapter. */
export interface SubmissionSteps {
  /** The signed-in user's uid and lower-cased email, or null. */
  currentUser(): Promise<{readonly uid: string; readonly email: string} | null>;
  /** Whether the ID token says the email is verified (refreshing it once if the account says so but the token does not). */
  emailVerifiedInToken(): Promise<boolean>;
  /** The user's current record (decoded), or null when there is none. */
  currentRecord(email: string): Promise<PaymentRecord | null>;
  /** Whether a file is stored at `path` (the owner's own receipt slot). */
  receiptExists(path: string): Promise<boolean>;
  uploadReceipt(path: string, receipt: Blob, contentType: ReceiptContentType): Promise<void>;
  /**
   * Writes the pending record: a new one, or over the current one changing only
   * `pendingRecordFields` and updatedAt (createdAt and the review fields stay).
   */
  writeRecord(email: string, receiptPath: string, submission: PaymentSubmission): Promise<PaymentRecord>;
}

async function step<T>(
  code: 'upload-failed' | 'record-failed' | 'unavailable',
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isBackendError(error, 'payment')) throw error;
    // A full device (local mode: the receipt in IndexedDB, the record in localStorage) is not a network fault.
    if (isQuotaError(error)) throw new BackendError('payment', 'storage-full', String(error));
    throw new BackendError('payment', code, error instanceof Error ? error.message : String(error));
  }
}

/** Runs a submission in the order above; throws BackendError('payment'). */
export async function submitPayment(
  steps: SubmissionSteps,
  submission: PaymentSubmission,
): Promise<PaymentRecord> {
  const user = await step('unavailable', () => steps.currentUser());
  if (!user) throw new BackendError('payment', 'permission-denied', 'not signed in');
  if (!(await step('unavailable', () => steps.emailVerifiedInToken()))) {
    throw new BackendError('payment', 'email-not-verified');
  }
  const current = await step('unavailable', () => steps.currentRecord(user.email));
  if (!maySubmitOver(current)) throw new BackendError('payment', 'already-approved');
  // Typed by its bytes, never by the name or the caller's word.
  const contentType = detectReceiptType(await readHead(submission.receipt));
  if (!contentType) throw new BackendError('payment', 'upload-failed', 'not a PNG, JPEG, WebP or PDF file');

  const receiptPath = await step('upload-failed', async () => {
    for (const path of nextReceiptPaths(user.uid, current?.receiptPath)) {
      if (!(await steps.receiptExists(path))) return path;
    }
    return null;
  });
  if (!receiptPath) throw new BackendError('payment', 'receipts-full');
  await step('upload-failed', () =>
    steps.uploadReceipt(receiptPath, new Blob([submission.receipt], {type: contentType}), contentType),
  );
  return step('record-failed', () => steps.writeRecord(user.email, receiptPath, submission));
}
