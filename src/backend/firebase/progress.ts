import type {Timestamp} from 'firebase/firestore';
import type {AttemptItem, InProgressAttempt, ProgressService, QuizAttempt, QuizResponse} from '../types';
import type {FirestoreSdk as FirestoreHandle} from './sdk';

/**
 * A signed-in user's progress in Firestore: finished attempts in
 * `users/{uid}/attempts/{attemptId}`, an exam in progress in
 * `users/{uid}/inProgress/{key}`. Dates are Firestore timestamps there and
 * `Date` everywhere else.
 */
const MAX_LISTED = 300;

function toDate(value: unknown): Date {
  if (value instanceof Date) return value;
  const ts = value as Partial<Timestamp> | null;
  return typeof ts?.toDate === 'function' ? ts.toDate() : new Date(String(value));
}

function toAttempt(id: string, d: Record<string, unknown>): QuizAttempt {
  return {
    id,
    kind: d.kind as QuizAttempt['kind'],
    subject: (d.subject ?? null) as QuizAttempt['subject'],
    topic: (d.topic ?? null) as string | null,
    startedAt: toDate(d.startedAt),
    finishedAt: toDate(d.finishedAt),
    durationMs: Number(d.durationMs ?? 0),
    items: (Array.isArray(d.items) ? d.items : []) as AttemptItem[],
    scorePercent: Number(d.scorePercent ?? 0),
    passed: (d.passed ?? null) as boolean | null,
  };
}

function toInProgress(key: string, d: Record<string, unknown>): InProgressAttempt {
  return {
    key,
    attemptId: String(d.attemptId),
    kind: d.kind as InProgressAttempt['kind'],
    seed: String(d.seed),
    questionIds: (d.questionIds ?? []) as string[],
    choiceOrder: (d.choiceOrder ?? {}) as Record<string, string[]>,
    responses: (d.responses ?? {}) as Record<string, QuizResponse>,
    flagged: (d.flagged ?? []) as string[],
    position: Number(d.position ?? 0),
    startedAt: toDate(d.startedAt),
    timeLimitMs: (d.timeLimitMs ?? null) as number | null,
    remainingMs: (d.remainingMs ?? null) as number | null,
    updatedAt: toDate(d.updatedAt),
    ...(typeof d.origin === 'string' ? {origin: d.origin} : {}),
  };
}

export function createProgressService(
  firestore: () => Promise<FirestoreHandle>,
  uid: string,
): ProgressService {
  return {
    async listAttempts() {
      const {collection, getDocs, limit, orderBy, query, db} = await firestore();
      const snapshot = await getDocs(
        query(collection(db, 'users', uid, 'attempts'), orderBy('finishedAt', 'desc'), limit(MAX_LISTED)),
      );
      return snapshot.docs.map((d) => toAttempt(d.id, d.data()));
    },
    async saveAttempt(attempt) {
      const {doc, setDoc, Timestamp: TS, db} = await firestore();
      const {id, ...rest} = attempt;
      await setDoc(doc(db, 'users', uid, 'attempts', id), {
        ...rest,
        startedAt: TS.fromDate(attempt.startedAt),
        finishedAt: TS.fromDate(attempt.finishedAt),
      });
    },
    async loadInProgress(key) {
      const {doc, getDoc, db} = await firestore();
      const snapshot = await getDoc(doc(db, 'users', uid, 'inProgress', key));
      return snapshot.exists() ? toInProgress(key, snapshot.data()) : null;
    },
    async saveInProgress(attempt) {
      const {doc, setDoc, Timestamp: TS, db} = await firestore();
      const {key, ...rest} = attempt;
      await setDoc(doc(db, 'users', uid, 'inProgress', key), {
        ...rest,
        startedAt: TS.fromDate(attempt.startedAt),
        updatedAt: TS.fromDate(attempt.updatedAt),
      });
    },
    async clearInProgress(key) {
      const {deleteDoc, doc, db} = await firestore();
      await deleteDoc(doc(db, 'users', uid, 'inProgress', key));
    },
  };
}
