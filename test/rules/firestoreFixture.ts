/**
 * What the Firestore rules tests share: the rules environment (started once
 * per test file), the users, and documents shaped as the site writes them.
 */
import type {RulesTestEnvironment} from '@firebase/rules-unit-testing';
import {
  doc,
  FieldValue,
  getDoc,
  serverTimestamp,
  setDoc,
  Timestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import {decisionCount, historyEntry, historyId} from '@site/src/backend/firebase/paymentHistory';
import {encodeAttempt, encodeInProgress} from '@site/src/backend/firebase/progressCodec';
import type {PaymentMethod} from '@site/src/backend/types';
import type {InProgressAttempt, QuizAttempt} from '@site/src/backend/types';
import {anonymousToken, startRulesEnvironment, token} from './env';

let env: RulesTestEnvironment;

export const ANA = {uid: 'ana-uid', email: 'ana@example.com'};
export const BEN = {uid: 'ben-uid', email: 'ben@example.com'};
export const ADMIN = {uid: 'admin-uid', email: 'admin@example.com'};

export function db(user: {uid: string; email: string}, verified = true): Firestore {
  return env.authenticatedContext(user.uid, token(user.email, verified)).firestore() as unknown as Firestore;
}
export const guest = (): Firestore => env.unauthenticatedContext().firestore() as unknown as Firestore;
/** Signed in anonymously (no email): an account anyone can make without limit. */
export const anonymous = (uid: string): Firestore =>
  env.authenticatedContext(uid, anonymousToken()).firestore() as unknown as Firestore;

/** A candidate's own submission, as /payment writes it. */
export function submission(user: {uid: string; email: string}, overrides: Record<string, unknown> = {}) {
  return {
    email: user.email,
    tier: 'premium',
    status: 'pending',
    amountPhp: 499,
    method: 'gcash',
    referenceNo: '1234567890123',
    receiptPath: `receipts/${user.uid}/receipt-1`,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

const DAY = 24 * 60 * 60 * 1000;
export const inDays = (days: number): Timestamp => Timestamp.fromMillis(Date.now() + days * DAY);

/**
 * A finished attempt as the Firebase adapter writes it (progressCodec: items
 * as JSON strings, the sequence number that picks its slot); `overrides`
 * replace stored fields.
 */
export function storedAttempt(seq = 0, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const attempt: QuizAttempt = {
    id: `quiz-${seq}`,
    kind: 'quiz',
    subject: 1,
    topic: 'cmta-basics',
    startedAt: new Date(Date.now() - DAY),
    finishedAt: new Date(),
    durationMs: 600_000,
    items: [{questionId: 'q1', subject: 1, topic: 'cmta-basics', response: null, correct: false, flagged: false}],
    scorePercent: 0,
    passed: null,
  };
  return {
    ...encodeAttempt(attempt, seq),
    startedAt: Timestamp.fromDate(attempt.startedAt),
    finishedAt: Timestamp.fromDate(attempt.finishedAt),
    ...overrides,
  };
}

/** An exam in progress as the Firebase adapter writes it (progressCodec), from `changes` to the domain exam. */
export function storedExam(
  changes: Partial<InProgressAttempt> = {},
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const exam: InProgressAttempt = {
    key: 'mock-mini',
    attemptId: 'a-1',
    kind: 'mock-mini',
    seed: 'a-1',
    questionIds: ['q1', 'q2'],
    choiceOrder: {q1: ['a', 'b'], q2: ['b', 'a']},
    responses: {},
    flagged: [],
    position: 0,
    startedAt: new Date(Date.now() - 60_000),
    timeLimitMs: 1_800_000,
    remainingMs: 1_800_000,
    updatedAt: new Date(),
    ...changes,
  };
  return {
    ...encodeInProgress(exam),
    startedAt: Timestamp.fromDate(exam.startedAt),
    updatedAt: Timestamp.fromDate(exam.updatedAt),
    ...overrides,
  };
}

/** A whole record as the admin flow leaves it, seeded past the rules. */
export function approved(email: string, accessUntil: Timestamp | null = inDays(30)) {
  return {
    email,
    tier: 'premium',
    status: 'approved',
    amountPhp: 499,
    method: 'gcash',
    referenceNo: '1234567890123',
    receiptPath: null,
    createdAt: inDays(-150),
    updatedAt: inDays(-150),
    reviewedBy: ADMIN.uid,
    reviewedAt: inDays(-150),
    reviewNote: null,
    ...(accessUntil ? {accessUntil} : {}),
  };
}

export function pending(user: {uid: string; email: string}) {
  return {
    ...approved(user.email, null),
    status: 'pending',
    receiptPath: `receipts/${user.uid}/receipt-1`,
    reviewedBy: null,
    reviewedAt: null,
  };
}

/** Writes documents as the operator would, past the rules. */
export async function seed(path: string, data: Record<string, unknown>): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore() as unknown as Firestore, path), data);
  });
}

/** Reads a document past the rules (what is stored), or null. */
export async function peek(path: string): Promise<Record<string, unknown> | null> {
  let data: Record<string, unknown> | null = null;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await getDoc(doc(context.firestore() as unknown as Firestore, path))).data() ?? null;
  });
  return data;
}

/** A candidate's resubmission as the adapter sends it: only their fields, at the server's time. */
export function resubmission(user: {uid: string; email: string}, overrides: Record<string, unknown> = {}) {
  const {createdAt: _kept, ...fields} = submission(user);
  return {...fields, ...overrides};
}

interface DecisionOptions {
  /** Fields of the history entry to change (to test one fault at a time). */
  readonly entry?: Record<string, unknown>;
  /** Writes the record's update alone, without its history entry. */
  readonly withoutHistory?: boolean;
}

/**
 * An admin's decision on payments/{email} as decide() writes it: the review
 * fields and the decision count on the record and, in the same batch, the
 * history entry (paymentHistory, as the adapter builds it). `changes` alter
 * the record's update; the entry follows them unless `options.entry` says otherwise.
 */
export async function decide(
  firestore: Firestore,
  email: string,
  changes: Record<string, unknown> = {},
  options: DecisionOptions = {},
): Promise<void> {
  const before = (await peek(`payments/${email}`)) ?? {};
  const n = decisionCount(before) + 1;
  const update: Record<string, unknown> = {
    status: 'approved',
    reviewedBy: ADMIN.uid,
    reviewedAt: serverTimestamp(),
    reviewNote: null,
    updatedAt: serverTimestamp(),
    accessUntil: inDays(182),
    decisions: n,
    ...changes,
  };
  const after = {...before, ...update};
  // deleteField() on the record: no end of access in the entry either.
  const accessUntil = update.accessUntil instanceof FieldValue ? undefined : update.accessUntil;
  const entry = {
    ...historyEntry(
      {
        amountPhp: after.amountPhp as number,
        method: after.method as PaymentMethod,
        referenceNo: after.referenceNo as string,
        receiptPath: (after.receiptPath ?? null) as string | null,
      },
      {
        status: update.status as 'approved' | 'rejected',
        reviewedBy: update.reviewedBy as string,
        reviewNote: (update.reviewNote ?? null) as string | null,
        accessUntil,
      },
      serverTimestamp(),
    ),
    ...options.entry,
  };
  const batch = writeBatch(firestore);
  batch.update(doc(firestore, 'payments', email), update);
  if (!options.withoutHistory) batch.set(doc(firestore, 'payments', email, 'history', historyId(n)), entry);
  await batch.commit();
}

/** An admin's record for an email with no account yet, as createForEmail() writes it, with history entry 1. */
export async function adminCreate(
  firestore: Firestore,
  email: string,
  overrides: Record<string, unknown> = {},
  options: DecisionOptions = {},
): Promise<void> {
  const record: Record<string, unknown> = {
    ...approved(email, inDays(182)),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    reviewedAt: serverTimestamp(),
    reviewNote: 'Paid at the counter',
    decisions: 1,
    ...overrides,
  };
  const entry = {
    ...historyEntry(
      {amountPhp: record.amountPhp as number, method: record.method as PaymentMethod, referenceNo: record.referenceNo as string, receiptPath: null},
      {status: 'approved', reviewedBy: ADMIN.uid, reviewNote: record.reviewNote as string, accessUntil: record.accessUntil},
      serverTimestamp(),
    ),
    ...options.entry,
  };
  const batch = writeBatch(firestore);
  batch.set(doc(firestore, 'payments', email), record);
  if (!options.withoutHistory) batch.set(doc(firestore, 'payments', email, 'history', historyId(1)), entry);
  await batch.commit();
}

/** Starts the emulator environment for one test file, clean before each test, with one admin. */
export function withRulesEnvironment(): void {
  beforeAll(async () => {
    env = await startRulesEnvironment();
  });
  afterAll(async () => {
    await env.cleanup();
  });
  beforeEach(async () => {
    await env.clearFirestore();
    await seed(`admins/${ADMIN.uid}`, {addedBy: 'console'});
  });
}
