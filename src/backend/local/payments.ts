/**
 * The local backend's payments and receipts. It follows the same
 * rules as firestore.rules and storage.rules (owner submits 'pending', only an
 * admin decides, a receipt is readable by its owner and admins), so the local
 * mode shows what the real service allows. It is still not a security
 * boundary: everything lives in this browser.
 */
import {BackendError, type PaymentRecord, type PaymentsService} from '../types';
import {withDetectedType} from '@site/src/lib/receiptType';
import {reviewOrder} from '../paymentOrder';
import {accessUntilFrom, changedSince, isActivePremium} from '../paymentRules';
import {pendingRecordFields, submitPayment} from '../submitPayment';
import {decodeRecord, paymentSchema} from '../schemas';
import {isQuotaError} from '../storageFull';
import type {BlobStore} from './blobStore';
import type {LocalStore} from './store';
import type {LocalData, StoredPayment, StoredUser} from './storeTypes';

/** A stored record as the domain type, through the shared schema (../schemas). */
export function toPaymentRecord(stored: StoredPayment): PaymentRecord {
  const record = decodeRecord(paymentSchema, stored, 'payment record');
  // LocalStore.read() already skipped records that do not fit.
  if (!record)
    throw new BackendError('payment', 'unavailable', 'a stored payment record does not have the expected shape');
  return record;
}

export function sessionUser(data: LocalData): StoredUser | null {
  return Object.values(data.users).find((u) => u.uid === data.sessionUid) ?? null;
}

export function isAdminUid(data: LocalData, uid: string | undefined): boolean {
  return uid !== undefined && data.admins.includes(uid);
}

/** Premium = the record at payments/{email} is premium, approved and not ended (DESIGN.md §5). */
export function isPremiumUser(data: LocalData, user: StoredUser | null): boolean {
  const record = user?.email ? data.payments[user.email.toLowerCase()] : undefined;
  return Boolean(user?.emailVerified && record && isActivePremium(toPaymentRecord(record)));
}

function requireAdmin(data: LocalData): StoredUser {
  const user = sessionUser(data);
  if (!user || !isAdminUid(data, user.uid)) throw new BackendError('payment', 'permission-denied');
  return user;
}

export function createLocalPayments(store: LocalStore, blobs: BlobStore): PaymentsService {
  /** Saves an admin's write; a full browser storage is reported as such (nothing was written). */
  function writeOrFull(data: LocalData): void {
    try {
      store.write(data);
    } catch (error) {
      if (isQuotaError(error)) throw new BackendError('payment', 'storage-full', String(error));
      throw error;
    }
  }

  return {
    async findByEmail(email) {
      const data = await store.read();
      const record = Object.values(data.payments).find((p) => p.email === email.trim().toLowerCase());
      if (!record) return null;
      const {tier, status, accessUntil} = toPaymentRecord(record);
      return {email: record.email, tier, status, accessUntil};
    },

    async getMine() {
      const data = await store.read();
      const user = sessionUser(data);
      if (!user?.email) throw new BackendError('payment', 'permission-denied');
      const record = data.payments[user.email.toLowerCase()];
      return record ? toPaymentRecord(record) : null;
    },

    submit(submission) {
      // The order, the checks and the receipt slot are shared with the
      // Firebase adapter: ../submitPayment. As there, receipts are written
      // once and kept: a failed record write leaves its file in a slot the
      // retry skips.
      return submitPayment(
        {
          async currentUser() {
            const user = sessionUser(await store.read());
            return user?.email ? {uid: user.uid, email: user.email.toLowerCase()} : null;
          },
          async emailVerifiedInToken() {
            return sessionUser(await store.read())?.emailVerified ?? false;
          },
          async currentRecord(email) {
            const stored = (await store.read()).payments[email];
            return stored ? toPaymentRecord(stored) : null;
          },
          receiptExists: async (path) => (await blobs.get(path)) !== null,
          uploadReceipt: (path, receipt) => blobs.put(path, receipt),
          async writeRecord(email, receiptPath, input) {
            const now = new Date().toISOString();
            const data = await store.read();
            const existing = data.payments[email];
            // As firestore.rules: a resubmission changes only what the
            // candidate sends; createdAt and the last decision's review
            // fields (and end of access) stay.
            const record: StoredPayment = existing
              ? {...existing, ...pendingRecordFields(email, receiptPath, input), updatedAt: now}
              : {...pendingRecordFields(email, receiptPath, input), createdAt: now, updatedAt: now, accessUntil: null};
            data.payments[email] = record;
            store.write(data);
            return toPaymentRecord(record);
          },
        },
        submission,
      );
    },

    async listForAdmin(options) {
      const data = await store.read();
      requireAdmin(data);
      return Object.values(data.payments)
        .map(toPaymentRecord)
        .filter((r) => !options?.status || r.status === options.status)
        .sort(reviewOrder);
    },

    async decide({email, status, note, seen}) {
      const data = await store.read();
      const admin = requireAdmin(data);
      const key = email.trim().toLowerCase();
      const existing = data.payments[key];
      if (!existing) throw new BackendError('payment', 'not-found');
      // As the Firebase transaction: refuse a record that changed since the admin opened it.
      if (changedSince(toPaymentRecord(existing), seen)) throw new BackendError('payment', 'changed');
      const now = new Date();
      const updated: StoredPayment = {
        ...existing,
        status,
        reviewedBy: admin.uid,
        reviewedAt: now.toISOString(),
        reviewNote: note.trim() || null,
        updatedAt: now.toISOString(),
        accessUntil: status === 'approved' ? accessUntilFrom(now).toISOString() : null,
      };
      data.payments[key] = updated;
      writeOrFull(data);
      return toPaymentRecord(updated);
    },

    async createForEmail(input) {
      const data = await store.read();
      const admin = requireAdmin(data);
      const key = input.email.trim().toLowerCase();
      if (data.payments[key]) throw new BackendError('payment', 'already-exists');
      const approvedAt = new Date();
      const now = approvedAt.toISOString();
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
        accessUntil: accessUntilFrom(approvedAt).toISOString(),
      };
      data.payments[key] = record;
      writeOrFull(data);
      return toPaymentRecord(record);
    },

    async getReceipt(receiptPath) {
      const data = await store.read();
      const user = sessionUser(data);
      const owner = /^receipts\/([^/]+)\/[^/]+$/.exec(receiptPath)?.[1];
      if (!user || !owner || (owner !== user.uid && !isAdminUid(data, user.uid))) {
        throw new BackendError('payment', 'permission-denied');
      }
      const blob = await blobs.get(receiptPath);
      if (!blob) throw new BackendError('payment', 'not-found');
      // Typed again from the bytes: a receipt stored before this check may carry its name's type.
      const typed = await withDetectedType(blob);
      if (!typed) throw new BackendError('payment', 'not-found', 'the stored receipt is not a receipt type');
      return typed;
    },
  };
}
