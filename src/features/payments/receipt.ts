/**
 * Proof-of-payment checks, by content and size (the name and the browser's
 * guess at a type are not trusted: a renamed .exe is still an .exe). The same
 * limits as storage.rules: PNG, JPEG, WebP or PDF, at most 5 MB.
 */
import {LIMITS} from '@site/src/lib/limits';
import {detectReceiptType, type ReceiptContentType} from '@site/src/lib/receiptType';

export {detectReceiptType, RECEIPT_HEAD_BYTES, } from '@site/src/lib/receiptType';

export const MAX_RECEIPT_BYTES = LIMITS.receipt.maxBytes;

export type ReceiptCheck =
  | {readonly ok: true; readonly contentType: ReceiptContentType}
  | {readonly ok: false; readonly problem: 'missing' | 'empty' | 'too-large' | 'unsupported'};

/** Checks a chosen receipt: `head` is its first RECEIPT_HEAD_BYTES bytes. */
export function checkReceipt(file: {readonly size: number} | null, head: Uint8Array | null): ReceiptCheck {
  if (!file) return {ok: false, problem: 'missing'};
  if (file.size === 0) return {ok: false, problem: 'empty'};
  if (file.size > MAX_RECEIPT_BYTES) return {ok: false, problem: 'too-large'};
  const contentType = head ? detectReceiptType(head) : null;
  return contentType ? {ok: true, contentType} : {ok: false, problem: 'unsupported'};
}

/**
 * A size for people: '4.2 MB', '830 KB'. Given `other` (a size it is compared
 * with, such as the limit), it adds decimals until the two read differently,
 * so a file a byte over the limit never reads "5.0 MB; the limit is 5.0 MB".
 */
export function formatFileSize(bytes: number, other?: number): string {
  const show = (n: number, digits: number): string =>
    n >= 1024 * 1024 ? `${(n / (1024 * 1024)).toFixed(digits)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`;
  if (other === undefined || other === bytes) return show(bytes, 1);
  for (let digits = 1; digits <= 2; digits += 1) {
    if (show(bytes, digits) !== show(other, digits)) return show(bytes, digits);
  }
  return `${bytes.toLocaleString('en-PH')} bytes`;
}
