/**
 * Proof-of-payment checks, by content and size (the name and the browser's
 * guess at a type are not trusted: a renamed .exe is still an .exe). The same
 * limits as storage.rules: PNG, JPEG, WebP or PDF, at most 5 MB.
 */
import {LIMITS} from '@site/src/lib/limits';

export type ReceiptContentType = 'image/png' | 'image/jpeg' | 'image/webp' | 'application/pdf';

export const MAX_RECEIPT_BYTES = LIMITS.receipt.maxBytes;

/** How many leading bytes `detectReceiptType` needs. */
export const RECEIPT_HEAD_BYTES = 12;

export type ReceiptCheck =
  | {readonly ok: true; readonly contentType: ReceiptContentType}
  | {readonly ok: false; readonly problem: 'missing' | 'empty' | 'too-large' | 'unsupported'};

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0): boolean =>
  bytes.every((b, i) => head[offset + i] === b);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** The file's real type from its first bytes (magic numbers), or null. */
export function detectReceiptType(head: Uint8Array): ReceiptContentType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

/** Checks a chosen receipt: `head` is its first RECEIPT_HEAD_BYTES bytes. */
export function checkReceipt(file: {readonly size: number} | null, head: Uint8Array | null): ReceiptCheck {
  if (!file) return {ok: false, problem: 'missing'};
  if (file.size === 0) return {ok: false, problem: 'empty'};
  if (file.size > MAX_RECEIPT_BYTES) return {ok: false, problem: 'too-large'};
  const contentType = head ? detectReceiptType(head) : null;
  return contentType ? {ok: true, contentType} : {ok: false, problem: 'unsupported'};
}

/** A size for people: '4.2 MB', '830 KB'. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
