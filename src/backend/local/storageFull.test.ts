// @vitest-environment jsdom
/**
 * A full device in local mode (issue 25): receipts kept in IndexedDB and the
 * records, decisions and editor banks kept in localStorage. A quota error is
 * reported as `storage-full` (not as a network fault), and nothing already
 * stored is lost or half-written.
 */
import {isQuotaError} from '../storageFull';
import {reviewedVersionOf} from '../paymentRules';
import type {OnlineQuizBankInput, PaymentSubmission} from '../types';
import {indexedDbBlobStore, memoryBlobStore} from './blobStore';
import {DEMO_PASSWORD} from './demoAccounts';
import {ONLINE_BANKS_KEY} from './onlineBanks';
import {createLocalBackend} from '.';
import {single} from '@site/test/quizQuestions';

const FREE = 'free@demo.phcustoms.test';
const ADMIN = 'admin@demo.phcustoms.test';

const quota = (): DOMException => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/** localStorage that refuses every write that would grow it while `full` is set, as a full device does. */
function fillable(): Storage & {full: boolean} {
  const storage = {
    full: false,
    getItem: (k: string) => localStorage.getItem(k),
    setItem(k: string, v: string) {
      if (storage.full && v.length > (localStorage.getItem(k)?.length ?? -1)) throw quota();
      localStorage.setItem(k, v);
    },
    removeItem: (k: string) => localStorage.removeItem(k),
    clear: () => localStorage.clear(),
    key: (i: number) => localStorage.key(i),
    get length() {
      return localStorage.length;
    },
  };
  return storage;
}

/**
 * An IDBFactory whose database accepts a put and then aborts its transaction
 * with a QuotaExceededError, as a browser does when the origin's quota is used
 * up at commit. Only what indexedDbBlobStore calls is there.
 */
function fullIndexedDb(): IDBFactory {
  interface FakeRequest {
    result: unknown;
    error: null;
    onsuccess: (() => void) | null;
  }
  interface FakeTransaction {
    error: DOMException | null;
    oncomplete: (() => void) | null;
    onabort: (() => void) | null;
    objectStore: () => unknown;
  }
  /** A request that succeeds, then its transaction ends: committed, or aborted on the quota. */
  const requestIn = (tx: FakeTransaction, result: unknown, aborts: boolean): FakeRequest => {
    const request: FakeRequest = {result, error: null, onsuccess: null};
    setTimeout(() => {
      request.onsuccess?.();
      setTimeout(() => {
        if (!aborts) return tx.oncomplete?.();
        tx.error = quota();
        tx.onabort?.();
      });
    });
    return request;
  };
  const database = {
    transaction() {
      const tx: FakeTransaction = {
        error: null,
        oncomplete: null,
        onabort: null,
        objectStore: () => ({
          get: () => requestIn(tx, undefined, false),
          put: () => requestIn(tx, undefined, true),
        }),
      };
      return tx;
    },
  };
  return {
    open() {
      const request = {result: database, onsuccess: null as (() => void) | null};
      setTimeout(() => request.onsuccess?.());
      return request;
    },
  } as unknown as IDBFactory;
}

const submission = (): PaymentSubmission => ({
  method: 'gcash',
  referenceNo: '1234567890123',
  amountPhp: 499,
  receipt: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], {type: 'image/png'}),
  receiptContentType: 'image/png',
});

const bank: OnlineQuizBankInput = {
  id: 'online-one',
  title: 'Online one',
  description: 'A bank written in the editor.',
  tier: 'free',
  subject: 1,
  published: false,
  archived: false,
  questions: [single('q-1')],
};

beforeEach(() => localStorage.clear());

describe('IndexedDB receipts on a full device', () => {
  it('rejects the put with the quota error the transaction aborted with', async () => {
    const store = indexedDbBlobStore(fullIndexedDb());
    const error: unknown = await store.put('receipts/u/1.png', new Blob(['x'])).catch((e: unknown) => e);
    expect(isQuotaError(error)).toBe(true);
  });

  it('a payment whose receipt does not fit fails as storage-full, and no record is written', async () => {
    const backend = createLocalBackend(localStorage, indexedDbBlobStore(fullIndexedDb()));
    await backend.auth.signIn(FREE, DEMO_PASSWORD);
    await expect(backend.payments.submit(submission())).rejects.toMatchObject({
      service: 'payment',
      code: 'storage-full',
    });
    expect(await backend.payments.getMine()).toBeNull();
  });
});

describe('localStorage writes on a full device', () => {
  it('a payment record that does not fit fails as storage-full', async () => {
    const storage = fillable();
    const backend = createLocalBackend(storage, memoryBlobStore());
    await backend.auth.signIn(FREE, DEMO_PASSWORD);
    storage.full = true;
    await expect(backend.payments.submit(submission())).rejects.toMatchObject({code: 'storage-full'});
    storage.full = false;
    expect(await backend.payments.getMine()).toBeNull();
  });

  it("an admin's decision that does not fit fails as storage-full and leaves the record as it was", async () => {
    const storage = fillable();
    const backend = createLocalBackend(storage, memoryBlobStore());
    await backend.auth.signIn(FREE, DEMO_PASSWORD);
    await backend.payments.submit(submission());
    await backend.auth.signIn(ADMIN, DEMO_PASSWORD);
    const [pending] = (await backend.payments.listForAdmin()).filter((r) => r.email === FREE);
    if (!pending) throw new Error('no record');
    storage.full = true;
    await expect(
      backend.payments.decide({
        email: FREE,
        status: 'approved',
        note: 'ok',
        seen: reviewedVersionOf(pending),
      }),
    ).rejects.toMatchObject({code: 'storage-full'});
    expect((await backend.payments.listForAdmin()).find((r) => r.email === FREE)?.status).toBe('pending');
    await expect(
      backend.payments.createForEmail({
        email: 'new@example.com',
        amountPhp: 499,
        method: 'gcash',
        referenceNo: '1234567890124',
        note: '',
      }),
    ).rejects.toMatchObject({code: 'storage-full'});
  });

  it('an editor bank that does not fit fails as storage-full and the banks saved before stay', async () => {
    const storage = fillable();
    const backend = createLocalBackend(storage);
    await backend.auth.signIn(ADMIN, DEMO_PASSWORD);
    const first = await backend.quizzes.save(bank, null);
    const before = storage.getItem(ONLINE_BANKS_KEY);
    storage.full = true;
    await expect(
      backend.quizzes.save({...bank, title: 'A longer title that needs more room'}, first.updatedAt),
    ).rejects.toMatchObject({
      service: 'quizEdit',
      code: 'storage-full',
    });
    await expect(backend.quizzes.save({...bank, id: 'online-two'}, null)).rejects.toMatchObject({
      code: 'storage-full',
    });
    expect(storage.getItem(ONLINE_BANKS_KEY)).toBe(before);
    expect((await backend.quizzes.listAll()).map((b) => [b.id, b.title])).toEqual([
      ['online-one', 'Online one'],
    ]);
  });
});
