/**
 * The local backend: the same interfaces as Firebase, persisted in this
 * browser's localStorage. It lets a fresh machine show every feature and lets
 * browser tests drive every journey without a cloud project. It is not a
 * security boundary (DESIGN.md §4).
 */
import type {Backend} from '../types';
import {createBrowserProgress} from '../browserProgress';
import {createLocalAdmins} from './admins';
import {createLocalAuth} from './auth';
import {indexedDbBlobStore, memoryBlobStore, type BlobStore} from './blobStore';
import {createLocalPayments} from './payments';
import {createLocalPremium} from './premium';
import {createLocalPro} from './pro';
import {createLocalQuizzes} from './quizzes';
import {DEMO_ACCOUNTS, DEMO_PASSWORD} from './demoAccounts';
import {LocalStore} from './store';

export {SET_ASIDE_KEY} from './store';

/**
 * A local backend over `storage` (the browser's localStorage by default);
 * receipts go to `blobs` (IndexedDB when the browser has it).
 */
export function createLocalBackend(
  storage: Storage = window.localStorage,
  blobs: BlobStore = typeof indexedDB === 'undefined' ? memoryBlobStore() : indexedDbBlobStore(),
): Backend {
  const store = new LocalStore(storage);
  return {
    kind: 'local',
    auth: createLocalAuth(store, storage),
    admins: createLocalAdmins(store),
    premium: createLocalPremium(store),
    pro: createLocalPro(store),
    payments: createLocalPayments(store, blobs),
    quizzes: createLocalQuizzes(store, storage),
    progress: {forUser: (uid) => createBrowserProgress(uid, storage)},
    demoAccounts: {password: DEMO_PASSWORD, accounts: DEMO_ACCOUNTS},
  };
}
