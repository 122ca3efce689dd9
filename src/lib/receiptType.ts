/**
 * A receipt's real type, from its first bytes (magic numbers). The file name
 * and the browser's guess are never trusted: a file named `.html` that starts
 * with `%PDF-` is a PDF, and is stored and opened as one (issue 12, item 10).
 * Shared by the payment form, the local backend and the receipt viewer.
 */
export type ReceiptContentType = 'image/png' | 'image/jpeg' | 'image/webp' | 'application/pdf';

/** How many leading bytes `detectReceiptType` needs. */
export const RECEIPT_HEAD_BYTES = 12;

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0): boolean =>
  bytes.every((b, i) => head[offset + i] === b);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** The file's real type from its first bytes, or null. */
export function detectReceiptType(head: Uint8Array): ReceiptContentType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

/** Reads a blob's first bytes (FileReader-free, works in browsers and Node). */
export async function readHead(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.slice(0, RECEIPT_HEAD_BYTES).arrayBuffer());
}

/**
 * The same bytes labelled with their detected type, or null when they are not
 * a receipt type at all. Whatever label the blob came with is dropped.
 */
export async function withDetectedType(blob: Blob): Promise<Blob | null> {
  const type = detectReceiptType(await readHead(blob));
  return type ? new Blob([blob], {type}) : null;
}
