import {accessUntilFrom} from '../paymentRules';
import {decodeLocalStore} from './decodeStore';
import {DEMO_ACCOUNTS, DEMO_PASSWORD} from './demoAccounts';
import {hashPassword} from './passwords';
import {isQuotaError, trySetItem} from '../storageFull';
import type {LocalData} from './storeTypes';

export const STORAGE_KEY = 'pcs.localBackend.v1';
/** Where a store that could not be used is kept, for support. */
export const SET_ASIDE_KEY = `${STORAGE_KEY}.unreadable`;

/** The stored data, seeded with the demo accounts on first use. */
export class LocalStore {
  private seeding: Promise<LocalData> | null = null;
  /** The data that did not fit in a full storage, for this page's life. */
  private overflow: LocalData | null = null;

  constructor(private readonly storage: Storage) {}

  /**
   * The store, decoded by the shared schemas (./decodeStore). A store that
   * cannot be used is kept under `pcs.localBackend.v1.unreadable` for
   * support and the demo data is seeded afresh.
   */
  read(): Promise<LocalData> {
    if (this.overflow) return Promise.resolve(structuredClone(this.overflow));
    const raw = this.storage.getItem(STORAGE_KEY);
    if (raw) {
      const reading = decodeLocalStore(raw);
      if (reading.kind === 'ok') {
        if (reading.skipped > 0) trySetItem(this.storage, SET_ASIDE_KEY, raw);
        return Promise.resolve(reading.data);
      }
      console.warn(
        `Local demo data ${reading.why}; it has been kept aside and the demo accounts set up again.`,
      );
      if (!trySetItem(this.storage, SET_ASIDE_KEY, raw))
        console.warn('Browser storage is full; the copy was not kept.');
      this.storage.removeItem(STORAGE_KEY);
    }
    this.seeding ??= this.seed();
    return this.seeding;
  }

  /**
   * Saves `data`; throws when the browser refuses it. With `orInMemory` (the
   * demo accounts being set up, signing in or out), a full storage keeps the
   * data in memory for this page instead, so signing in works on a full
   * device, and a warning is logged. A record that must last (a payment) is
   * never written that way: its write fails and says so.
   */
  write(data: LocalData, {orInMemory = false}: {readonly orInMemory?: boolean} = {}): void {
    try {
      this.storage.setItem(STORAGE_KEY, JSON.stringify(data));
      this.overflow = null;
    } catch (error) {
      if (!orInMemory || !isQuotaError(error)) throw error;
      if (!this.overflow)
        console.warn(
          "Browser storage is full; the demo accounts' changes are kept until this page is closed.",
        );
      this.overflow = structuredClone(data);
    }
  }

  private async seed(): Promise<LocalData> {
    const now = new Date().toISOString();
    const data: LocalData = {users: {}, payments: {}, admins: [], sessionUid: null};
    for (const account of DEMO_ACCOUNTS) {
      const uid = `demo-${account.role}`;
      data.users[account.email] = {
        uid,
        email: account.email,
        displayName: account.displayName,
        emailVerified: true,
        passwordHash: await hashPassword(DEMO_PASSWORD),
      };
      if (account.role === 'premium') {
        data.payments[account.email] = {
          email: account.email,
          tier: 'premium',
          status: 'approved',
          amountPhp: 499,
          method: 'gcash',
          referenceNo: '1000000000001',
          receiptPath: null,
          createdAt: now,
          updatedAt: now,
          reviewedBy: 'demo-admin',
          reviewedAt: now,
          reviewNote: 'Demo account: approved when the demo data was created.',
          accessUntil: accessUntilFrom(new Date(now)).toISOString(),
        };
      }
      if (account.role === 'admin') data.admins.push(uid);
    }
    this.write(data, {orInMemory: true});
    this.seeding = null;
    return data;
  }
}
