import {attemptSchema, decodeRecord, decodeRecords, inProgressSchema} from '../schemas';
import type {ProgressService, QuizAttempt} from '../types';
import type {FirestoreSdk as FirestoreHandle} from './sdk';

/**
 * A signed-in user's progress in Firestore: finished attempts in
 * `users/{uid}/attempts/{attemptId}`, an exam in progress in
 * `users/{uid}/inProgress/{key}`. Dates are Firestore timestamps there and
 * `Date` everywhere else; every document is decoded by the shared schemas
 * (../schemas), so a bad one is skipped and logged.
 */
const MAX_LISTED = 300;

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
      const attempts: QuizAttempt[] = decodeRecords(
        attemptSchema,
        snapshot.docs.map((d) => ({...d.data(), id: d.id})),
        'quiz attempt',
      );
      return attempts;
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
      return snapshot.exists()
        ? decodeRecord(inProgressSchema, {...snapshot.data(), key}, 'exam in progress')
        : null;
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
