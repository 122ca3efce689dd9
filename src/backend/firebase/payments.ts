/**
 * Payments, admins, premium material and Pro enquiries on Firestore and
 * Storage. What each user may do is decided by firestore.rules and
 * storage.rules; this module only maps SDK data and errors to domain ones.
 */
import type {FirebaseApp} from 'firebase/app';
import type {Auth} from 'firebase/auth';
import type {DocumentData} from 'firebase/firestore';
import {PREMIUM_CAPTIONS_PATH, PREMIUM_VIDEO_PATH, reviewOrder} from '../paymentOrder';
import {accessUntilFrom, changedSince, maySubmitOver, nextReceiptPath} from '../paymentRules';
import {
  PaymentError,
  PremiumError,
  type AdminsService,
  type PaymentMethod,
  type PaymentRecord,
  type PaymentStatus,
  type PaymentsService,
  type PremiumService,
  type ProService,
} from '../types';
import type {FirebaseBackendOptions} from './index';
import {errorCode, errorMessage, openFirestore, openStorage} from './sdk';

function toDate(value: unknown): Date | null {
  const toDateFn = (value as {toDate?: unknown} | null)?.toDate;
  return typeof toDateFn === 'function' ? (toDateFn.call(value) as Date) : null;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function toPaymentRecord(key: string, data: DocumentData): PaymentRecord {
  const status = (['pending', 'approved', 'rejected'] as const).find((s) => s === data.status) ?? 'pending';
  const method = (['gcash', 'maya', 'bank'] as const).find((m) => m === data.method) ?? 'bank';
  return {
    email: text(data.email) ?? key,
    tier: 'premium',
    status,
    amountPhp: typeof data.amountPhp === 'number' ? data.amountPhp : 0,
    method,
    referenceNo: text(data.referenceNo) ?? '',
    receiptPath: text(data.receiptPath),
    createdAt: toDate(data.createdAt),
    updatedAt: toDate(data.updatedAt),
    reviewedBy: text(data.reviewedBy),
    reviewedAt: toDate(data.reviewedAt),
    reviewNote: text(data.reviewNote),
    accessUntil: toDate(data.accessUntil),
  };
}

/** Firestore/Storage failures in domain terms; `fallback` names the failed step. */
function toPaymentError(error: unknown, fallback: 'upload-failed' | 'record-failed' | 'unavailable'): PaymentError {
  if (error instanceof PaymentError) return error;
  const code = errorCode(error);
  if (code === 'permission-denied' || code === 'storage/unauthorized' || code === 'storage/unauthenticated') {
    return new PaymentError('permission-denied', errorMessage(error));
  }
  if (code === 'not-found' || code === 'storage/object-not-found') return new PaymentError('not-found');
  return new PaymentError(fallback, errorMessage(error));
}

async function guard<T>(fallback: 'upload-failed' | 'record-failed' | 'unavailable', call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toPaymentError(error, fallback);
  }
}

function signedInEmail(auth: Auth): {uid: string; email: string; verified: boolean} {
  const user = auth.currentUser;
  if (!user?.email) throw new PaymentError('permission-denied');
  return {uid: user.uid, email: user.email.toLowerCase(), verified: user.emailVerified};
}

export function createFirebasePayments(app: FirebaseApp, auth: Auth, options: FirebaseBackendOptions): PaymentsService {
  const firestore = () => openFirestore(app, options);
  return {
    async findByEmail(email) {
      const {collection, getDocs, limit, query, where, db} = await firestore();
      // Spec §7: the payments whose email equals the user's; the first one counts.
      const snapshot = await getDocs(query(collection(db, 'payments'), where('email', '==', email), limit(1)));
      const first = snapshot.docs[0];
      if (!first) return null;
      const data = first.data();
      return {
        email: String(data.email ?? email),
        tier: String(data.tier ?? ''),
        status: String(data.status ?? ''),
        accessUntil: toDate(data.accessUntil),
      };
    },

    getMine() {
      return guard('unavailable', async () => {
        const {email} = signedInEmail(auth);
        const {doc, getDoc, db} = await firestore();
        const snapshot = await getDoc(doc(db, 'payments', email));
        return snapshot.exists() ? toPaymentRecord(email, snapshot.data()) : null;
      });
    },

    async submit(submission) {
      const {uid, email, verified} = signedInEmail(auth);
      // The rules ignore an unverified email (it could be someone else's).
      if (!verified) throw new PaymentError('permission-denied', 'email not verified');
      const fs = await guard('unavailable', firestore);
      const ref = fs.doc(fs.db, 'payments', email);
      const existing = await guard('unavailable', () => fs.getDoc(ref));
      const current = existing.exists() ? toPaymentRecord(email, existing.data()) : null;
      if (!maySubmitOver(current)) throw new PaymentError('already-approved');

      // Each account has two receipt slots (storage.rules): the one the record
      // names, which nobody can replace while it does, and the next one. The
      // next slot is cleared first (an orphan of a failed attempt, or an old
      // proof: the rules let the owner delete a slot the record does not
      // name), then written; the record is written last, so a record never
      // names a missing receipt and a failed attempt leaves at most one file,
      // which the next attempt reuses.
      const receiptPath = nextReceiptPath(uid, current?.receiptPath);
      await guard('upload-failed', async () => {
        const {ref: storageRef, uploadBytes, deleteObject, storage} = await openStorage(app, options);
        await deleteObject(storageRef(storage, receiptPath)).catch((error: unknown) => {
          if (errorCode(error) !== 'storage/object-not-found') throw error;
        });
        await uploadBytes(storageRef(storage, receiptPath), submission.receipt, {
          contentType: submission.receiptContentType,
        });
      });
      const record = {
        email,
        tier: 'premium',
        status: 'pending',
        amountPhp: submission.amountPhp,
        method: submission.method,
        referenceNo: submission.referenceNo,
        receiptPath,
        createdAt: fs.serverTimestamp(),
        updatedAt: fs.serverTimestamp(),
      };
      // setDoc without merge: a resubmission replaces the old review fields,
      // which the rules do not let a candidate write.
      await guard('record-failed', () => fs.setDoc(ref, record));
      const now = new Date();
      return {
        ...toPaymentRecord(email, {...record, createdAt: null, updatedAt: null, accessUntil: null}),
        createdAt: now,
        updatedAt: now,
      };
    },

    listForAdmin(listOptions) {
      return guard('unavailable', async () => {
        const {collection, getDocs, query, where, db} = await firestore();
        const payments = collection(db, 'payments');
        const status: PaymentStatus | undefined = listOptions?.status;
        const snapshot = await getDocs(status ? query(payments, where('status', '==', status)) : payments);
        return snapshot.docs.map((d) => toPaymentRecord(d.id, d.data())).sort(reviewOrder);
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
          if (!snapshot.exists()) throw new PaymentError('not-found');
          if (changedSince(toPaymentRecord(ref.id, snapshot.data()), seen)) throw new PaymentError('changed');
          // The rules require reviewedBy = the admin's uid, reviewedAt = now and,
          // on approval, an end of access at most six months and two days ahead.
          tx.update(ref, {
            status,
            reviewedBy: uid,
            reviewedAt: serverTimestamp(),
            reviewNote: note.trim() || null,
            updatedAt: serverTimestamp(),
            accessUntil: status === 'approved' ? Timestamp.fromDate(accessUntilFrom(new Date())) : deleteField(),
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
          if ((await tx.get(ref)).exists()) throw new PaymentError('already-exists');
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

export function createFirebaseAdmins(app: FirebaseApp, options: FirebaseBackendOptions): AdminsService {
  return {
    async isAdmin(uid) {
      const {doc, getDoc, db} = await openFirestore(app, options);
      try {
        return (await getDoc(doc(db, 'admins', uid))).exists();
      } catch (error) {
        // The rules let a user read only their own admins/{uid}.
        if (errorCode(error) === 'permission-denied') return false;
        throw error;
      }
    },
  };
}

function toPremiumError(error: unknown): PremiumError {
  if (error instanceof PremiumError) return error;
  const code = errorCode(error);
  if (code === 'permission-denied' || code === 'storage/unauthorized' || code === 'storage/unauthenticated') {
    return new PremiumError('premium-required');
  }
  if (code === 'not-found' || code === 'storage/object-not-found') return new PremiumError('not-found');
  return new PremiumError('unavailable', errorMessage(error));
}

export function createFirebasePremium(app: FirebaseApp, options: FirebaseBackendOptions): PremiumService {
  return {
    async getContent(slug) {
      try {
        const {doc, getDoc, db} = await openFirestore(app, options);
        const snapshot = await getDoc(doc(db, 'premiumContent', slug));
        if (!snapshot.exists()) throw new PremiumError('not-found');
        const data = snapshot.data();
        return {slug, title: text(data.title) ?? slug, markdown: text(data.markdown) ?? ''};
      } catch (error) {
        throw toPremiumError(error);
      }
    },
    async getVideo() {
      try {
        const {ref, getBlob, storage} = await openStorage(app, options);
        // getBlob reads through the rules on every call; a download URL would
        // be a long-lived bearer link anyone could share.
        return await getBlob(ref(storage, PREMIUM_VIDEO_PATH));
      } catch (error) {
        throw toPremiumError(error);
      }
    },
    async getVideoCaptions() {
      try {
        const {ref, getBlob, storage} = await openStorage(app, options);
        return await (await getBlob(ref(storage, PREMIUM_CAPTIONS_PATH))).text();
      } catch (error) {
        const premiumError = toPremiumError(error);
        if (premiumError.code === 'not-found') return null;
        throw premiumError;
      }
    },
  };
}

export function createFirebasePro(app: FirebaseApp, auth: Auth, options: FirebaseBackendOptions): ProService {
  return {
    async createEnquiry(input) {
      // The rules need a signed-in sender and keep one enquiry per account,
      // at proEnquiries/{uid}: sending again replaces it.
      const uid = auth.currentUser?.uid;
      if (!uid) throw new PaymentError('permission-denied');
      const {doc, setDoc, serverTimestamp, db} = await openFirestore(app, options);
      await setDoc(doc(db, 'proEnquiries', uid), {
        name: input.name,
        email: input.email,
        organisation: input.organisation,
        seats: input.seats,
        message: input.message,
        createdAt: serverTimestamp(),
        uid,
      });
    },
    listEnquiries() {
      return guard('unavailable', async () => {
        const {collection, getDocs, orderBy, query, db} = await openFirestore(app, options);
        const snapshot = await getDocs(query(collection(db, 'proEnquiries'), orderBy('createdAt', 'desc')));
        return snapshot.docs.map((d) => {
          const data = d.data();
          return {
            id: d.id,
            name: text(data.name) ?? '',
            email: text(data.email) ?? '',
            organisation: text(data.organisation) ?? '',
            seats: typeof data.seats === 'number' ? data.seats : 0,
            message: text(data.message) ?? '',
            createdAt: toDate(data.createdAt),
            uid: text(data.uid),
          };
        });
      });
    },
  };
}
