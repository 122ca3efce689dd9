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
          clearReceipt: (path) =>
            guard('upload-failed', async () => {
              const {ref, deleteObject, storage} = await openStorage(app, options);
              // Allowed by storage.rules for a slot the record does not name.
              await deleteObject(ref(storage, path)).catch((error: unknown) => {
                if (errorCode(error) !== 'storage/object-not-found') throw error;
              });
            }),
          uploadReceipt: (path, receipt, contentType) =>
            guard('upload-failed', async () => {
              const {ref, uploadBytes, storage} = await openStorage(app, options);
              await uploadBytes(ref(storage, path), receipt, {contentType});
            }),
          writeRecord: (email, receiptPath, input) =>
            guard('record-failed', async () => {
              const fs = await firestore();
              const record = {
                ...pendingRecordFields(email, receiptPath, input),
                createdAt: fs.serverTimestamp(),
                updatedAt: fs.serverTimestamp(),
              };
              // setDoc without merge: a resubmission replaces the old review
              // fields (and any old accessUntil), which the rules do not let a
              // candidate write.
              await fs.setDoc(fs.doc(fs.db, 'payments', email), record);
              const now = new Date();
              return {
                ...toPaymentRecord(email, {...record, createdAt: null, updatedAt: null}),
                createdAt: now,
                updatedAt: now,
              };
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
          if (changedSince(toPaymentRecord(ref.id, snapshot.data()), seen)) throw new BackendError('payment', 'changed');
          // The rules require reviewedBy = the admin's uid, reviewedAt = now and,
          // on approval, an end of access at most six months and two days ahead.
          tx.update(ref, {
            status,
            reviewedBy: uid,
            reviewedAt: serverTimestamp(),
            reviewNote: note.trim() || null,
            updatedAt: serverTimestamp(),
            accessUntil:
              status === 'approved' ? Timestamp.fromDate(accessUntilFrom(new Date())) : deleteField(),
          });
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
          tx.set(ref, {
            email,
            tier: 'premium',
            status: 'approved',
            amountPhp: input.amountPhp,
            method,
            referenceNo: input.referenceNo,
            receiptPath: null,
            createdAt: serverTimestamp(),
            updatedAt: serverTimestamp(),
            reviewedBy: uid,
            reviewedAt: serverTimestamp(),
            reviewNote: input.note.trim() || null,
            accessUntil: Timestamp.fromDate(accessUntilFrom(new Date())),
          });
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
