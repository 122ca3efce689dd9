import {capMarks} from '../marks';
import {attemptSchema, decodeRecord, decodeRecords, inProgressSchema, markSchema, studySettingsSchema} from '../schemas';
import type {ProgressService, QuizAttempt} from '../types';
import {
  attemptSlotId,
  decodeAttempt,
  decodeInProgress,
  decodeMarks,
  encodeAttempt,
  encodeInProgress,
  encodeMarks,
} from './progressCodec';
import type {FirestoreSdk as FirestoreHandle} from './sdk';

/**
 * A signed-in user's progress in Firestore: finished attempts in
 * `users/{uid}/attempts/{slot}` (fixed rolling slots, see ./progressCodec),
 * an exam in progress in `users/{uid}/inProgress/{key}`, flags and notes in
 * `users/{uid}/marks/all`,
 * the exam date and study hours in `users/{uid}/settings/study`. Dates are Firestore
 * timestamps there and `Date` everywhere else; every document is decoded by
 * the shared schemas (../schemas), so a bad one is skipped and logged.
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
        snapshot.docs.map((d) => decodeAttempt(d.id, d.data())),
        'quiz attempt',
      );
      return attempts;
    },
    async saveAttempt(attempt) {
      const {collection, doc, getDocs, limit, orderBy, query, setDoc, where, Timestamp: TS, db} = await firestore();
      const attempts = collection(db, 'users', uid, 'attempts');
      // Saving is idempotent: an attempt the account has (a sync retried
      // after a lost answer) is not written to a second slot.
      const same = await getDocs(query(attempts, where('id', '==', attempt.id), limit(1)));
      if (!same.empty) return;
      // The next sequence number after the newest slot; the rules let it
      // replace only the attempt exactly one round of slots older. Two tabs
      // racing for a slot: the loser is refused, and its copy stays on the
      // device until the next sync.
      const newest = await getDocs(query(attempts, orderBy('seq', 'desc'), limit(1)));
      const last: unknown = newest.docs[0]?.data().seq;
      const seq = typeof last === 'number' && Number.isInteger(last) && last >= 0 ? last + 1 : 0;
      await setDoc(doc(attempts, attemptSlotId(seq)), {
        ...encodeAttempt(attempt, seq),
        startedAt: TS.fromDate(attempt.startedAt),
        finishedAt: TS.fromDate(attempt.finishedAt),
      });
    },
    async loadInProgress(key) {
      const {doc, getDoc, db} = await firestore();
      const snapshot = await getDoc(doc(db, 'users', uid, 'inProgress', key));
      return snapshot.exists()
        ? decodeRecord(inProgressSchema, decodeInProgress(key, snapshot.data()), 'exam in progress')
        : null;
    },
    async saveInProgress(attempt) {
      const {doc, setDoc, Timestamp: TS, db} = await firestore();
      await setDoc(doc(db, 'users', uid, 'inProgress', attempt.key), {
        ...encodeInProgress(attempt),
        startedAt: TS.fromDate(attempt.startedAt),
        updatedAt: TS.fromDate(attempt.updatedAt),
      });
    },
    async clearInProgress(key) {
      const {deleteDoc, doc, db} = await firestore();
      await deleteDoc(doc(db, 'users', uid, 'inProgress', key));
    },
    async listMarks() {
      const {doc, getDoc, db} = await firestore();
      const snapshot = await getDoc(doc(db, 'users', uid, 'marks', 'all'));
      return decodeRecords(markSchema, decodeMarks(snapshot.data()), 'flag or note');
    },
    async saveMarks(marks) {
      const {doc, setDoc, Timestamp: TS, db} = await firestore();
      await setDoc(doc(db, 'users', uid, 'marks', 'all'), {
        ...encodeMarks(capMarks(marks)),
        updatedAt: TS.fromDate(new Date()),
      });
    },
    async loadStudySettings() {
      const {doc, getDoc, db} = await firestore();
      const snapshot = await getDoc(doc(db, 'users', uid, 'settings', 'study'));
      return snapshot.exists() ? decodeRecord(studySettingsSchema, snapshot.data(), 'study settings') : null;
    },
    async saveStudySettings(settings) {
      const {doc, setDoc, Timestamp: TS, db} = await firestore();
      await setDoc(doc(db, 'users', uid, 'settings', 'study'), {
        examAt: TS.fromDate(settings.examAt),
        hoursPerWeek: settings.hoursPerWeek,
        planFrom: TS.fromDate(settings.planFrom),
        updatedAt: TS.fromDate(settings.updatedAt),
      });
    },
  };
}
