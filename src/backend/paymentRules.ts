/**
 * The payment rules both adapters apply, in one place (pure, no SDK): when a
 * record gives premium, when a candidate may send a new proof, where the next
 * receipt goes, and whether an admin's decision still matches the record.
 * firestore.rules and storage.rules enforce the same on Firebase.
 */
import {LIMITS, accessUntilFrom} from '@site/src/lib/limits';
import {isActivePremium} from './activePremium';
import type {PaymentRecord, PaymentSummary, ReviewedVersion} from './types';

export {accessUntilFrom, isActivePremium};

/** A new proof is refused only while an approved record's access is running. */
export function maySubmitOver(existing: PaymentSummary | null | undefined, now: Date = new Date()): boolean {
  return !isActivePremium(existing, now);
}

/** The receipt slot number of a path, e.g. 2 for `receipts/u/receipt-2`; null for any other path. */
export function receiptSlot(receiptPath: string | null | undefined): number | null {
  const slot = /^receipts\/[^/]+\/receipt-([1-9][0-9]?)$/.exec(receiptPath ?? '')?.[1];
  return slot ? Number(slot) : null;
}

/**
 * Where the next receipt may go, in order: `receipts/{uid}/receipt-{slot}` for
 * each slot after the one the current record names (from 1 when it names
 * none), up to LIMITS.receipt.slots. storage.rules lets a slot be written
 * once and never replaced or deleted, so the proof every decision was made
 * on is kept; the caller takes the first slot that holds no file yet (an
 * earlier try whose record write failed leaves one). Empty: the account has
 * used all its slots.
 */
export function nextReceiptPaths(uid: string, currentPath: string | null | undefined): string[] {
  const first = (receiptSlot(currentPath) ?? 0) + 1;
  const paths: string[] = [];
  for (let slot = first; slot <= LIMITS.receipt.slots; slot += 1) paths.push(`receipts/${uid}/receipt-${slot}`);
  return paths;
}

/** What the admin saw of a record: the decision refuses if any of it changed since. */
export function reviewedVersionOf(record: PaymentRecord): ReviewedVersion {
  return {updatedAt: record.updatedAt, receiptPath: record.receiptPath, referenceNo: record.referenceNo};
}

/** True when the stored record is not the one the admin looked at. */
export function changedSince(current: PaymentRecord, seen: ReviewedVersion): boolean {
  return (
    (current.updatedAt?.getTime() ?? null) !== (seen.updatedAt?.getTime() ?? null) ||
    current.receiptPath !== seen.receiptPath ||
    current.referenceNo !== seen.referenceNo
  );
}

/** Reference numbers that more than one payment record uses (spaces ignored, case folded): email lists by number. */
export function sharedReferenceNumbers(records: readonly PaymentRecord[]): Map<string, string[]> {
  const byNumber = new Map<string, string[]>();
  for (const r of records) {
    const key = r.referenceNo.replace(/\s+/g, '').toUpperCase();
    if (!key) continue;
    byNumber.set(key, [...(byNumber.get(key) ?? []), r.email]);
  }
  return new Map([...byNumber].filter(([, emails]) => emails.length > 1));
}

/** The other records' emails that use `record`'s reference number. */
export function otherUsersOfReference(record: PaymentRecord, shared: ReadonlyMap<string, string[]>): string[] {
  const key = record.referenceNo.replace(/\s+/g, '').toUpperCase();
  return (shared.get(key) ?? []).filter((email) => email !== record.email);
}
