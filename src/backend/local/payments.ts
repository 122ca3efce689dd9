/**
 * The local backend's payments, admins and receipts. It follows the same
 * rules as firestore.rules and storage.rules (owner submits 'pending', only an
 * admin decides, a receipt is readable by its owner and admins), so the local
 * mode shows what the real service allows. It is still not a security
 * boundary: everything lives in this browser.
 */
import {PaymentError, type AdminsService, type PaymentRecord, type PaymentsService} from '../types';
import {withDetectedType} from '@site/src/lib/receiptType';
import {receiptFileName, reviewOrder} from '../paymentOrder';
import {decodeRecord, paymentSchema} from '../schemas';
import type {BlobStore} from './blobStore';
import type {LocalData, LocalStore, StoredPayment, StoredUser} from './index';

/** A stored record as the domain type, through the shared schema (../schemas). */
export function toPaymentRecord(stored: StoredPayment): PaymentRecord {
  const record = decodeRecord(paymentSchema, stored, 'payment record');
  // LocalStore.read() already skipped records that do not fit.
  if (!record)
    throw new PaymentError('unavailable', 'a stored payment record does not have the expected shape');
  return record;
}

export function sessionUser(data: LocalData): StoredUser | null {
  return Object.values(data.users).find((u) => u.uid === data.sessionUid) ?? null;
}

export function isAdminUid(data: LocalData, uid: string | undefined): boolean {
  return uid !== undefined && data.admins.includes(uid);
}

/** Premium = the record at payments/{email} is premium and approved (DESIGN.md §5). */
export function isPremiumUser(data: LocalData, user: StoredUser | null): boolean {
  const record = user?.email ? data.payments[user.email.toLowerCase()] : undefined;
  return Boolean(user?.emailVerified && record?.tier === 'premium' && record.status === 'approved');
}

function requireAdmin(data: LocalData): StoredUser {
  const user = sessionUser(data);
  if (!user || !isAdminUid(data, user.uid)) throw new PaymentError('permission-denied');
  return user;
}

export function createLocalPayments(store: LocalStore, blobs: BlobStore): PaymentsService {
  return {
    async findByEmail(email) {
      const data = await store.read();
      const record = Object.values(data.payments).find((p) => p.email === email.trim().toLowerCase());
      return record ? {email: record.email, tier: record.tier, status: record.status} : null;
    },

    async getMine() {
      const data = await store.read();
      const user = sessionUser(data);
      if (!user?.email) throw new PaymentError('permission-denied');
      const record = data.payments[user.email.toLowerCase()];
      return record ? toPaymentRecord(record) : null;
    },

    async submit(submission) {
      const before = await store.read();
      const user = sessionUser(before);
      if (!user?.email || !user.emailVerified) throw new PaymentError('permission-denied');
      const email = user.email.toLowerCase();
      if (before.payments[email]?.status === 'approved') throw new PaymentError('already-approved');

      // The receipt first, under a fresh name; the record last, so a record
      // never points at a receipt that is not there.
      // Stored under the type its bytes show, never the name's or the
      // browser's guess (a '.html' that starts with %PDF- is a PDF).
      const typed = await withDetectedType(submission.receipt);
      if (!typed) throw new PaymentError('upload-failed', 'not a PNG, JPEG, WebP or PDF file');
      const receiptPath = `receipts/${user.uid}/${receiptFileName(typed.type)}`;
      try {
        await blobs.put(receiptPath, typed);
      } catch (error) {
        throw new PaymentError('upload-failed', error instanceof Error ? error.message : undefined);
      }
      const now = new Date().toISOString();
      const record: StoredPayment = {
        email,
        tier: 'premium',
        status: 'pending',
        amountPhp: submission.amountPhp,
        method: submission.method,
        referenceNo: submission.referenceNo,
        receiptPath,
        createdAt: now,
        updatedAt: now,
      };
      try {
        const data = await store.read();
        data.payments[email] = record;
        store.write(data);
      } catch (error) {
        // Unlike Firebase (where receipts are write-once), the local store can
        // take the orphaned receipt back.
        await blobs.delete(receiptPath).catch(() => undefined);
        throw new PaymentError('record-failed', error instanceof Error ? error.message : undefined);
      }
      return toPaymentRecord(record);
    },

    async listForAdmin(options) {
      const data = await store.read();
      requireAdmin(data);
      return Object.values(data.payments)
        .map(toPaymentRecord)
        .filter((r) => !options?.status || r.status === options.status)
        .sort(reviewOrder);
    },

    async decide({email, status, note}) {
      const data = await store.read();
      const admin = requireAdmin(data);
      const key = email.trim().toLowerCase();
      const existing = data.payments[key];
      if (!existing) throw new PaymentError('not-found');
      const now = new Date().toISOString();
      const updated: StoredPayment = {
        ...existing,
        status,
        reviewedBy: admin.uid,
        reviewedAt: now,
        reviewNote: note.trim() || null,
        updatedAt: now,
      };
      data.payments[key] = updated;
      store.write(data);
      return toPaymentRecord(updated);
    },

    async createForEmail(input) {
      const data = await store.read();
      const admin = requireAdmin(data);
      const key = input.email.trim().toLowerCase();
      if (data.payments[key]) throw new PaymentError('already-exists');
      const now = new Date().toISOString();
      const record: StoredPayment = {
        email: key,
        tier: 'premium',
        status: 'approved',
        amountPhp: input.amountPhp,
        method: input.method,
        referenceNo: input.referenceNo,
        receiptPath: null,
        createdAt: now,
        updatedAt: now,
        reviewedBy: admin.uid,
        reviewedAt: now,
        reviewNote: input.note.trim() || null,
      };
      data.payments[key] = record;
      store.write(data);
      return toPaymentRecord(record);
    },

    async getReceipt(receiptPath) {
      const data = await store.read();
      const user = sessionUser(data);
      const owner = /^receipts\/([^/]+)\/[^/]+$/.exec(receiptPath)?.[1];
      if (!user || !owner || (owner !== user.uid && !isAdminUid(data, user.uid))) {
        throw new PaymentError('permission-denied');
      }
      const blob = await blobs.get(receiptPath);
      if (!blob) throw new PaymentError('not-found');
      // Typed again from the bytes: a receipt stored before this check may carry its name's type.
      const typed = await withDetectedType(blob);
      if (!typed) throw new PaymentError('not-found', 'the stored receipt is not a receipt type');
      return typed;
    },
  };
}

export function createLocalAdmins(store: LocalStore): AdminsService {
  return {
    async isAdmin(uid) {
      const data = await store.read();
      // As in firestore.rules: a user may only ask about themself.
      if (sessionUser(data)?.uid !== uid) return false;
      return isAdminUid(data, uid);
    },
  };
}
