/**
 * The order of a payment submission, shared by both adapters so it is the
 * same everywhere and can be tested with a fake (submitPayment.test.ts):
 *
 * 1. every precondition first: signed in, the email verified IN THE TOKEN
 *    (what the rules read; refreshed once when the account says verified but
 *    the token does not), not approved already, and the receipt is a PNG,
 *    JPEG, WebP or PDF by its bytes. Nothing is uploaded before all pass.
 * 2. the receipt, at a path named by its content (`receipts/{uid}/{sha256}.{ext}`):
 *    when a file is there already (an earlier try whose record write failed),
 *    it is reused, not uploaded again. So a failed record write never leaves
 *    a second copy behind: the retry picks up the same file. (Receipts are
 *    write-once and the client may not delete them on Firebase.)
 * 3. the record last, so no record ever names a receipt that is not there.
 */
import {detectReceiptType, readHead, type ReceiptContentType} from '@site/src/lib/receiptType';
import {PaymentError, type PaymentRecord, type PaymentSubmission} from './types';

/** What a submission needs from an adapter. */
export interface SubmissionSteps {
  /** The signed-in user's uid and lower-cased email, or null. */
  currentUser(): Promise<{readonly uid: string; readonly email: string} | null>;
  /** Whether the ID token says the email is verified (refreshing it once if the account says so but the token does not). */
  emailVerifiedInToken(): Promise<boolean>;
  /** The status of the user's current record, or null when there is none. */
  currentStatus(email: string): Promise<string | null>;
  receiptExists(path: string): Promise<boolean>;
  uploadReceipt(path: string, receipt: Blob, contentType: ReceiptContentType): Promise<void>;
  writeRecord(email: string, receiptPath: string, submission: PaymentSubmission): Promise<PaymentRecord>;
}

const EXTENSIONS: Record<ReceiptContentType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** `receipts/{uid}/{sha256 of the bytes}.{ext}`: the same file always gets the same path. */
export async function receiptPathFor(uid: string, receipt: Blob, contentType: ReceiptContentType): Promise<string> {
  // Copied into this realm's Uint8Array (jsdom's Blob hands out a foreign ArrayBuffer).
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(await receipt.arrayBuffer()));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `receipts/${uid}/${hex}.${EXTENSIONS[contentType]}`;
}

async function step<T>(code: 'upload-failed' | 'record-failed' | 'unavailable', call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentError) throw error;
    throw new PaymentError(code, error instanceof Error ? error.message : String(error));
  }
}

/** Runs a submission in the order above; throws PaymentError. */
export async function submitPayment(steps: SubmissionSteps, submission: PaymentSubmission): Promise<PaymentRecord> {
  const user = await step('unavailable', () => steps.currentUser());
  if (!user) throw new PaymentError('permission-denied', 'not signed in');
  if (!(await step('unavailable', () => steps.emailVerifiedInToken()))) {
    throw new PaymentError('email-not-verified');
  }
  if ((await step('unavailable', () => steps.currentStatus(user.email))) === 'approved') {
    throw new PaymentError('already-approved');
  }
  // Typed by its bytes, never by the name or the caller's word.
  const contentType = detectReceiptType(await readHead(submission.receipt));
  if (!contentType) throw new PaymentError('upload-failed', 'not a PNG, JPEG, WebP or PDF file');

  const receiptPath = await receiptPathFor(user.uid, submission.receipt, contentType);
  await step('upload-failed', async () => {
    if (await steps.receiptExists(receiptPath)) return;
    await steps.uploadReceipt(receiptPath, new Blob([submission.receipt], {type: contentType}), contentType);
  });
  return step('record-failed', () => steps.writeRecord(user.email, receiptPath, submission));
}
