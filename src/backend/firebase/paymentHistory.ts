/**
 * The append-only decision history of a payment record (pure: no SDK, so the
 * rules tests build the same documents). Every admin decision on
 * `payments/{email}` raises its `decisions` count to n and, in the same
 * batch, writes `payments/{email}/history/{n}`: the decision and what it was
 * made on. firestore.rules (`isHistoryEntry`) accepts the entry only when it
 * matches the record after the batch, and nobody may change or delete one, so
 * a later resubmission or decision cannot erase an earlier decision.
 */
import type {PaymentMethod, PaymentStatus} from '../types';

/** What a decision was made on: the record's fields as the admin saw them. */
export interface DecidedProof {
  readonly amountPhp: number;
  readonly method: PaymentMethod;
  readonly referenceNo: string;
  readonly receiptPath: string | null;
}

/** The decision itself; `accessUntil` only for an approval (same value as on the record). */
export interface Decision<Time> {
  readonly status: Exclude<PaymentStatus, 'pending'>;
  readonly reviewedBy: string;
  readonly reviewNote: string | null;
  readonly accessUntil?: Time;
}

/** The record's decision count (0 for a record no admin decided, or one decided before the history). */
export function decisionCount(data: {readonly decisions?: unknown}): number {
  const n = data.decisions;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : 0;
}

/** The document id of decision `n` (1 for the first). */
export const historyId = (n: number): string => String(n);

/** The history entry of a decision; `reviewedAt` is the server's time of the write (serverTimestamp()). */
export function historyEntry<Time, Stamp>(proof: DecidedProof, decision: Decision<Time>, reviewedAt: Stamp) {
  return {
    status: decision.status,
    reviewedBy: decision.reviewedBy,
    reviewedAt,
    reviewNote: decision.reviewNote,
    ...(decision.accessUntil === undefined ? {} : {accessUntil: decision.accessUntil}),
    amountPhp: proof.amountPhp,
    method: proof.method,
    referenceNo: proof.referenceNo,
    receiptPath: proof.receiptPath,
  };
}
