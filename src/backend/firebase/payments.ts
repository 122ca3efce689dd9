/**
 * Payments on Firestore and Storage. What each user may do is decided by
 * firestore.rules and storage.rules; this module only maps SDK data and
 * errors to domain ones.
 */
import type {FirebaseApp} from 'firebase/app';
import type {Auth} from 'firebase/auth';
import type {DocumentData} from 'firebase/firestore';
import {reviewOrder} from '../paymentOrder';
import {accessUntilFrom, changedSince} from '../paymentRules';
import {
  BackendError,
  isBackendError,
  type PaymentMethod,
  type PaymentRecord,
  type PaymentStatus,
  type PaymentsService,
} from '../types';
import type {FirebaseBackendOptions} from './options';
import {decodeRecord, paymentSchema} from '../schemas';
import {pendingRecordFields, submitPayment} from '../submitPayment';
import {decisionCount, historyEntry, historyId} from './paymentHistory';
import {errorCode, errorMessage, openFirestore, openStorage} from './sdk';
import {verifiedInToken} from './verification';

/** A `payments/{email}` document through the shared schema (../schemas); null when it does not fit (logged). */
function decodePayment(key: string, data: DocumentData): PaymentRecord | null {
  return decodeRecord(paymentSchema, {...data, email: data.email ?? key}, 'payment record');
}

/** A document this module just wrote or must have: one that does not fit is a service failure. */
function toPaymentRecord(key: string, data: DocumentData): PaymentRecord {
  const record = decodePayment(key, data);
  if (!record) throw new BackendError('payment', 'unavailable', `payments/${key} does not have the expected shape`);
  return record;
}

/** Firestore/Storage failures in domain terms; `fallback` names the failed step. */
function toPaymentError(
  error: unknown,
  fallback: 'upload-failed' | 'record-failed' | 'unavailable',
): BackendError<'payment'> {
  if (isBackendError(error, 'payment')) return error;
  const code = errorCode(error);
  if (code === 'permission-denied' || code === 'storage/unauthorized' || code === 'storage/unauthenticated') {
    return new BackendError('payment', 'permission-denied', errorMessage(error));
  }
  if (code === 'not-found' || code === 'storage/object-not-found') return new BackendError('payment', 'not-found');
  return new BackendError('payment', fallback, errorMessage(error));
}

export async function guard<T>(
  fallback: 'upload-failed' | 'record-failed' | 'unavailable',
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toPaymentError(error, fallback);
  }
}

function signedInEmail(auth: Auth): {uid: string; email: string; verified: boolean} {
  const user = auth.currentUser;
  if (!user?.email) throw new BackendError('payment', 'permission-denied');
  return {uid: user.uid, email: user.email.toLowerCase(), verified: user.emailVerified};
}

export function createFirebasePayments(
  app: FirebaseApp,
  auth: Auth,
  options: FirebaseBackendOptions,
): PaymentsService {
  const firestore = () => openFirestore(app, options);
  return {
    async findByEmail(email) {
      const {collection, getDocs, limit, query, where, db} = await firestore();
      // Spec §7: the payments whose email equals the user's; the first one counts.
      const snapshot = await getDocs(
        query(collection(db, 'payments'), where('email', '==', email), limit(1)),
      );
      const first = snapshot.docs[0];
      // A record that does not fit counts as none (logged): the account is Free.
      const record = first ? decodePayment(first.id, first.data()) : null;
      return record
        ? {email: record.email, tier: record.tier, status: record.status, accessUntil: record.accessUntil}
        : null;
    },

    getMine() {
      return guard('unavailable', async () => {
        const {email} = signedInEmail(auth);
        const {doc, getDoc, db} = await firestore();
        const snapshot = await getDoc(doc(db, 'payments', email));
        return snapshot.exists() ? decodePayment(email, snapshot.data()) : null;
      });
    },

    submit(submission) {
      // The order, the checks and the receipt slot are shared with the local
      // adapter: ../submitPayment.
      return submitPayment(
        {
          async currentUser() {
            const user = auth.currentUser;
            return user?.email ? {uid: user.uid, email: user.email.toLowerCase()} : null;
          },
          emailVerifiedInToken: () => verifiedInToken(auth.currentUser),
          currentRecord: (email) =>
            guard('unavailable', async () => {
              const {doc, getDoc, db} = await firestore();
              const existing = await getDoc(doc(db, 'payments', email));
              return existing.exists() ? decodePayment(email, existing.data()) : null;
            }),
          receiptExists: (path) =>
            guard('upload-failed', async () => {
              const {ref, getMetadata, storage} = await openStorage(app, options);
              try {
                await getMetadata(ref(storage, path));
                return true;
              } catch (error) {
                if (errorCode(error) === 'storage/object-not-found') return false;
                throw error;
              }
            }),
          uploadReceipt: (path, receipt, contentType) =>
            guard('upload-failed', async () => {
              const {ref, uploadBytes, storage} = await openStorage(app, options);
              await uploadBytes(ref(storage, path), receipt, {contentType});
            }),
          writeRecord: (email, receiptPath, input) =>
            guard('record-failed', async () => {
              const fs = await firestore();
              const ref = fs.doc(fs.db, 'payments', email);
              const fields = pendingRecordFields(email, receiptPath, input);
              const before = await fs.runTransaction(fs.db, async (tx) => {
                const existing = await tx.get(ref);
                if (existing.exists()) {
                  // A resubmission changes only what the candidate sends:
                  // createdAt and the last decision's review fields stay (the
                  // rules refuse a write that drops or resets them).
                  tx.update(ref, {...fields, updatedAt: fs.serverTimestamp()});
                  return existing.data();
                }
                tx.set(ref, {...fields, createdAt: fs.serverTimestamp(), updatedAt: fs.serverTimestamp()});
                return null;
              });
              const now = new Date();
              const record = toPaymentRecord(email, {...before, ...fields, updatedAt: null});
              return {...record, createdAt: record.createdAt ?? now, updatedAt: now};
            }),
        },
        submission,
      );
    },

    listForAdmin(listOptions) {
      return guard('unavailable', async () => {
        const {collection, getDocs, query, where, db} = await firestore();
        const payments = collection(db, 'payments');
        const status: PaymentStatus | undefined = listOptions?.status;
        const snapshot = await getDocs(status ? query(payments, where('status', '==', status)) : payments);
        return snapshot.docs
          .map((d) => decodePayment(d.id, d.data()))
          .filter((r): r is PaymentRecord => r !== null)
          .sort(reviewOrder);
      });
    },

    decide({email, status, note, seen}) {
      return guard('unavailable', async () => {
        const {uid} = signedInEmail(auth);
        const {doc, getDoc, runTransaction, serverTimestamp, deleteField, Timestamp, db} = await firestore();
        const ref = doc(db, 'payments', email.trim().toLowerCase());
        // In one transaction: if the candidate sent a corrected proof (or
        // another admin decided) after this admin opened the record, refuse.
        await runTransaction(db, async (tx) => {
          const snapshot = await tx.get(ref);
          if (!snapshot.exists()) throw new BackendError('payment', 'not-found');
          const current = toPaymentRecord(ref.id, snapshot.data());
          if (changedSince(current, seen)) throw new BackendError('payment', 'changed');
          // The rules require reviewedBy = the admin's uid, reviewedAt = now,
          // on approval an end of access at most six months and two days
          // ahead, and the decision recorded in the history in the same write.
          const decisions = decisionCount(snapshot.data()) + 1;
          const reviewNote = note.trim() || null;
          const accessUntil = status === 'approved' ? Timestamp.fromDate(accessUntilFrom(new Date())) : undefined;
          tx.update(ref, {
            status,
            reviewedBy: uid,
            reviewedAt: serverTimestamp(),
            reviewNote,
            updatedAt: serverTimestamp(),
            accessUntil: accessUntil ?? deleteField(),
            decisions,
          });
          tx.set(
            doc(ref, 'history', historyId(decisions)),
            historyEntry(current, {status, reviewedBy: uid, reviewNote, accessUntil}, serverTimestamp()),
          );
        });
        const after = await getDoc(ref);
        return toPaymentRecord(ref.id, after.data() ?? {});
      });
    },

    createForEmail(input) {
      return guard('unavailable', async () => {
        const {uid} = signedInEmail(auth);
        const {doc, getDoc, runTransaction, serverTimestamp, Timestamp, db} = await firestore();
        const email = input.email.trim().toLowerCase();
        const ref = doc(db, 'payments', email);
        const method: PaymentMethod = input.method;
        await runTransaction(db, async (tx) => {
          if ((await tx.get(ref)).exists()) throw new BackendError('payment', 'already-exists');
          const proof = {amountPhp: input.amountPhp, method, referenceNo: input.referenceNo, receiptPath: null};
          const reviewNote = input.note.trim() || null;
          const accessUntil = Timestamp.fromDate(accessUntilFrom(new Date()));
          tx.set(ref, {
            email,
            tier: 'premium',
            status: 'approved',
            ...proof,
            createdAt: serverTimestamp(),
            updatedAt: serverTimestamp(),
            reviewedBy: uid,
            reviewedAt: serverTimestamp(),
            reviewNote,
            accessUntil,
            // This record is itself decision 1, with its history entry.
            decisions: 1,
          });
          tx.set(
            doc(ref, 'history', historyId(1)),
            historyEntry(proof, {status: 'approved', reviewedBy: uid, reviewNote, accessUntil}, serverTimestamp()),
          );
        });
        return toPaymentRecord(email, (await getDoc(ref)).data() ?? {});
      });
    },

    getReceipt(receiptPath) {
      return guard('unavailable', async () => {
        const {ref, getBlob, storage} = await openStorage(app, options);
        return getBlob(ref(storage, receiptPath));
      });
    },
  };
}
