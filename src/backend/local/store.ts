import {accessUntilFrom} from '../paymentRules';
import {decodeLocalStore} from './decodeStore';
import {DEMO_ACCOUNTS, DEMO_PASSWORD} from './demoAccounts';
import {hashPassword} from './passwords';
import type {LocalData} from './storeTypes';

export const STORAGE_KEY = 'pcs.localBackend.v1';
/** Where a store that could not be used is kept, for support. */
export const SET_ASIDE_KEY = `${STORAGE_KEY}.unreadable`;

/** The stored data, seeded with the demo accounts on first use. */
export class LocalStore {
  private seeding: Promise<LocalData> | null = null;

  constructor(private readonly storage: Storage) {}

  /**
   * The store, decoded by the shared schemas (./decodeStore). A store that
   * cannot be used is kept under `pcs.localBackend.v1.unreadable` for
   * support and the demo data is seeded afresh.
   */
  read(): Promise<LocalData> {
    const raw = this.storage.getItem(STORAGE_KEY);
    if (raw) {
      const reading = decodeLocalStore(raw);
      if (reading.kind === 'ok') {
        if (reading.skipped > 0) this.storage.setItem(SET_ASIDE_KEY, raw);
        return Promise.resolve(reading.data);
      }
      console.warn(
        `Local demo data ${reading.why}; it has been kept aside and the demo accounts set up again.`,
      );
      this.storage.setItem(SET_ASIDE_KEY, raw);
      this.storage.removeItem(STORAGE_KEY);
    }
    this.seeding ??= this.seed();
    return this.seeding;
  }

  write(data: LocalData): void {
    this.storage.setItem(STORAGE_KEY, JSON.stringify(data));
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
    this.write(data);
    this.seeding = null;
    return data;
  }
}
