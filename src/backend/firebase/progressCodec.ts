/**
 * How quiz progress is laid out in Firestore, as firestore.rules requires it
 * (pure: no SDK, so it is tested in node). The rules cannot look inside list
 * items or map values, so they bound lengths instead: an attempt's items are
 * JSON strings (one per question), an exam's choice orders and answers are
 * JSON strings keyed by question id. Dates stay `Date` here; the adapter
 * turns them into Firestore timestamps.
 *
 * Attempts live in fixed slots (`a000` ... `a299`): the attempt with sequence
 * number `seq` goes to slot `seq % LIMITS.attempt.slots`, so an account holds
 * at most that many and the newest roll over the oldest. Documents written
 * before the slots (the attempt id as document id, items as maps) still read.
 */
import {LIMITS} from '@site/src/lib/limits';
import type {InProgressAttempt, QuizAttempt, StudyMark} from '../types';

const joinedLength = (values: readonly string[]): number => values.reduce((n, v) => n + v.length, 0);

/** The document id of the slot the attempt with sequence number `seq` goes to. */
export function attemptSlotId(seq: number): string {
  return `a${String(seq % LIMITS.attempt.slots).padStart(3, '0')}`;
}

/** An attempt as firestore.rules accepts it, dates still `Date`. */
export function encodeAttempt(attempt: QuizAttempt, seq: number) {
  const items = attempt.items.map((item) => JSON.stringify(item));
  const chars = joinedLength(items);
  // An honest attempt never gets here (typed answers are capped, ids are
  // short); refusing before the write gives a clear error instead of the rules' denial.
  if (items.length > LIMITS.attempt.itemsMax || chars > LIMITS.attempt.itemsCharsMax) {
    throw new RangeError(`attempt ${attempt.id} is too large to keep in the account (${items.length} items, ${chars} characters)`);
  }
  return {...attempt, seq, items};
}

/** The value back from a JSON string; anything that is not one is returned as it is, for the schema to refuse. */
function parsed(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

const mapValues = (value: unknown, map: (v: unknown) => unknown): unknown =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, map(v)]))
    : value;

/** A stored attempt document, ready for the shared attempt schema (`docId`: a slot, or a legacy attempt id). */
export function decodeAttempt(docId: string, data: Record<string, unknown>): Record<string, unknown> {
  const {seq: _seq, ...rest} = data;
  return {
    ...rest,
    id: typeof data.id === 'string' ? data.id : docId,
    items: Array.isArray(data.items) ? data.items.map(parsed) : data.items,
  };
}

/** An exam in progress as firestore.rules accepts it (its key is the document id), dates still `Date`. */
export function encodeInProgress(exam: InProgressAttempt) {
  const {key: _key, ...rest} = exam;
  const choiceOrder = Object.fromEntries(
    Object.entries(exam.choiceOrder).map(([id, order]) => [id, JSON.stringify(order)]),
  );
  const responses = Object.fromEntries(
    Object.entries(exam.responses).map(([id, response]) => [id, JSON.stringify(response)]),
  );
  const limits = LIMITS.inProgress;
  if (
    exam.questionIds.length > limits.itemsMax ||
    joinedLength(exam.questionIds) > limits.questionIdsCharsMax ||
    joinedLength(Object.values(choiceOrder)) > limits.choiceOrderCharsMax ||
    joinedLength(Object.values(responses)) > limits.responsesCharsMax
  ) {
    throw new RangeError(`the exam in progress ${exam.key} is too large to keep in the account`);
  }
  return {...rest, choiceOrder, responses};
}

/** A stored exam document, ready for the shared in-progress schema. */
export function decodeInProgress(key: string, data: Record<string, unknown>): Record<string, unknown> {
  return {
    ...data,
    key,
    choiceOrder: mapValues(data.choiceOrder, parsed),
    responses: mapValues(data.responses, parsed),
  };
}

/**
 * Flags and notes as firestore.rules accepts them (users/{uid}/marks/all):
 * one JSON string per mark, dates as ISO strings inside them.
 */
export function encodeMarks(marks: readonly StudyMark[]): {marks: string[]} {
  const encoded = marks.map((m) => JSON.stringify({...m, updatedAt: m.updatedAt.toISOString()}));
  if (encoded.length > LIMITS.marks.countMax || joinedLength(encoded) > LIMITS.marks.charsMax) {
    throw new RangeError(`${encoded.length} flags and notes are too many to keep in the account`);
  }
  return {marks: encoded};
}

/** The stored marks document's marks, ready for the shared mark schema (not a list: none). */
export function decodeMarks(data: Record<string, unknown> | undefined): unknown[] {
  return Array.isArray(data?.marks) ? data.marks.map(parsed) : [];
}
