/**
 * What the Firestore rules tests share: the rules environment (started once
 * per test file), the users, and documents shaped as the site writes them.
 */
import type {RulesTestEnvironment} from '@firebase/rules-unit-testing';
import {doc, serverTimestamp, setDoc, Timestamp, type Firestore} from 'firebase/firestore';
import {startRulesEnvironment, token} from './env';

let env: RulesTestEnvironment;

export const ANA = {uid: 'ana-uid', email: 'ana@example.com'};
export const BEN = {uid: 'ben-uid', email: 'ben@example.com'};
export const ADMIN = {uid: 'admin-uid', email: 'admin@example.com'};

export function db(user: {uid: string; email: string}, verified = true): Firestore {
  return env.authenticatedContext(user.uid, token(user.email, verified)).firestore() as unknown as Firestore;
}
export const guest = (): Firestore => env.unauthenticatedContext().firestore() as unknown as Firestore;

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
