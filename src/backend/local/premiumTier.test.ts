// @vitest-environment jsdom
/**
 * The local adapter's payments, admins, premium and Pro services, driven
 * through the Backend interface the UI uses. They follow the same rules as
 * firestore.rules / storage.rules, so the local demo shows what the real
 * service allows.
 */
import {reviewedVersionOf} from '../paymentRules';
import {type Backend, type PaymentDecision, type PaymentSubmission} from '../types';
import {memoryBlobStore, type BlobStore} from './blobStore';
import {DEMO_PASSWORD} from './demoAccounts';
import {createLocalBackend} from '.';

const FREE = 'free@demo.phcustoms.test';
const PREMIUM = 'premium@demo.phcustoms.test';
const ADMIN = 'admin@demo.phcustoms.test';

const png = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], {type: 'image/png'});

const submission = (overrides: Partial<PaymentSubmission> = {}): PaymentSubmission => ({
  method: 'gcash',
  referenceNo: '1234567890123',
  amountPhp: 499,
  receipt: png(),
  receiptContentType: 'image/png',
  ...overrides,
});

function setup(blobs: BlobStore = memoryBlobStore()): {backend: Backend; blobs: BlobStore} {
  return {backend: createLocalBackend(window.localStorage, blobs), blobs};
}

async function as(backend: Backend, email: string): Promise<string> {
  return (await backend.auth.signIn(email, DEMO_PASSWORD)).uid;
}

/** An admin's decision on the record as it stands now (what the admin sees on /admin). */
async function decideNow(backend: Backend, decision: Omit<PaymentDecision, 'seen'>) {
  const record = (await backend.payments.listForAdmin()).find((r) => r.email === decision.email);
  if (!record) throw new Error(`no record for ${decision.email}`);
  return backend.payments.decide({...decision, seen: reviewedVersionOf(record)});
}

describe('local payments', () => {
  it('stores the receipt, then a pending record the owner can read back', async () => {
    const {backend} = setup();
    const uid = await as(backend, FREE);
    const record = await backend.payments.submit(submission());
    expect(record).toMatchObject({email: FREE, tier: 'premium', status: 'pending', method: 'gcash', amountPhp: 499});
    expect(record.receiptPath).toBe(`receipts/${uid}/receipt-1`);
    expect(await backend.payments.getMine()).toMatchObject({status: 'pending', referenceNo: '1234567890123'});
    expect(await backend.payments.findByEmail(FREE)).toEqual({email: FREE, tier: 'premium', status: 'pending', accessUntil: null});
    const receipt = await backend.payments.getReceipt(record.receiptPath ?? '');
    expect(new Uint8Array(await receipt.arrayBuffer()).slice(0, 4)).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  });

  it('writes no record when the receipt upload fails', async () => {
    const blobs = memoryBlobStore();
    blobs.put = () => Promise.reject(new Error('disk full'));
    const {backend} = setup(blobs);
    await as(backend, FREE);
    await expect(backend.payments.submit(submission())).rejects.toMatchObject({code: 'upload-failed'});
    expect(await backend.payments.getMine()).toBeNull();
  });

  it('on retry after a failed record write, keeps the unnamed file and takes the next slot', async () => {
    const blobs = memoryBlobStore();
    const {backend} = setup(blobs);
    await as(backend, FREE);
    const stored: string[] = [];
    const put = blobs.put.bind(blobs);
    blobs.put = (path, blob) => {
      stored.push(path);
      return put(path, blob);
    };
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    try {
      // The record's write hit the quota: reported as a full device, not a network fault (issue 25).
      await expect(backend.payments.submit(submission())).rejects.toMatchObject({code: 'storage-full'});
    } finally {
      setItem.mockRestore();
    }
    expect(stored).toHaveLength(1);
    expect(await backend.payments.getMine()).toBeNull();
    // Receipts are written once and never deleted (storage.rules): the retry
    // skips the slot the failed try filled and the record names the next one.
    const record = await backend.payments.submit(submission());
    const uid = record.receiptPath?.split('/')[1] ?? '';
    expect(stored).toEqual([`receipts/${uid}/receipt-1`, `receipts/${uid}/receipt-2`]);
    expect(record.receiptPath).toBe(`receipts/${uid}/receipt-2`);
    expect(await blobs.get(`receipts/${uid}/receipt-1`)).not.toBeNull();
  });

  it('refuses a submission from a guest and a resubmission once approved', async () => {
    const {backend} = setup();
    await expect(backend.payments.submit(submission())).rejects.toMatchObject({name: 'BackendError', service: 'payment'});
    await as(backend, PREMIUM);
    await expect(backend.payments.submit(submission())).rejects.toMatchObject({code: 'already-approved'});
  });

  it('lets only an admin list, decide and create records, and records who decided', async () => {
    const {backend} = setup();
    await as(backend, FREE);
    await backend.payments.submit(submission());
    await expect(backend.payments.listForAdmin()).rejects.toMatchObject({code: 'permission-denied'});
    const seen = {updatedAt: null, receiptPath: null, referenceNo: ''};
    await expect(backend.payments.decide({email: FREE, status: 'approved', note: '', seen})).rejects.toMatchObject({
      code: 'permission-denied',
    });

    const adminUid = await as(backend, ADMIN);
    const queue = await backend.payments.listForAdmin();
    expect(queue.map((r) => [r.email, r.status])).toEqual([
      [FREE, 'pending'],
      [PREMIUM, 'approved'],
    ]);
    expect((await backend.payments.listForAdmin({status: 'approved'})).map((r) => r.email)).toEqual([PREMIUM]);

    const rejected = await decideNow(backend, {email: FREE, status: 'rejected', note: ' Blurry receipt. '});
    expect(rejected).toMatchObject({status: 'rejected', reviewedBy: adminUid, reviewNote: 'Blurry receipt.'});
    expect(rejected.reviewedAt).toBeInstanceOf(Date);
    // The admin reads any receipt; the candidate reads their own.
    expect(await backend.payments.getReceipt(rejected.receiptPath ?? '')).toBeInstanceOf(Blob);

    const created = await backend.payments.createForEmail({
      email: 'Walk.In@Example.com',
      method: 'bank',
      referenceNo: 'DEP-000123',
      amountPhp: 499,
      note: 'Paid at the counter',
    });
    expect(created).toMatchObject({email: 'walk.in@example.com', status: 'approved', reviewedBy: adminUid});
    await expect(
      backend.payments.createForEmail({email: FREE, method: 'bank', referenceNo: 'X-123456', amountPhp: 1, note: ''}),
    ).rejects.toMatchObject({code: 'already-exists'});
  });

  it('lets a rejected candidate resubmit, and approval makes them premium', async () => {
    const {backend} = setup();
    await as(backend, FREE);
    await backend.payments.submit(submission());
    await as(backend, ADMIN);
    await decideNow(backend, {email: FREE, status: 'rejected', note: 'Wrong amount'});
    await as(backend, FREE);
    expect(await backend.payments.getMine()).toMatchObject({status: 'rejected', reviewNote: 'Wrong amount'});
    const again = await backend.payments.submit(submission({method: 'maya', referenceNo: 'AB12CD34EF56'}));
    // As firestore.rules requires since issue 25: the resubmission keeps the last decision's fields.
    expect(again).toMatchObject({status: 'pending', method: 'maya', reviewNote: 'Wrong amount'});
    expect(again.reviewedBy).not.toBeNull();
    await as(backend, ADMIN);
    await decideNow(backend, {email: FREE, status: 'approved', note: ''});
    await as(backend, FREE);
    expect(await backend.payments.findByEmail(FREE)).toMatchObject({email: FREE, tier: 'premium', status: 'approved'});
  });

  it('does not show one candidate the receipt of another', async () => {
    const {backend} = setup();
    await as(backend, FREE);
    const record = await backend.payments.submit(submission());
    await as(backend, PREMIUM);
    await expect(backend.payments.getReceipt(record.receiptPath ?? '')).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('local admins', () => {
  it('says the admin demo is an admin, and no one else', async () => {
    const {backend} = setup();
    const adminUid = await as(backend, ADMIN);
    expect(await backend.admins.isAdmin(adminUid)).toBe(true);
    const freeUid = await as(backend, FREE);
    expect(await backend.admins.isAdmin(freeUid)).toBe(false);
    // A user may not ask about someone else.
    expect(await backend.admins.isAdmin(adminUid)).toBe(false);
  });
});

describe('local premium content', () => {
  it('gives the premium reviewer to premium users and admins only', async () => {
    const {backend} = setup();
    await expect(backend.premium.getContent('premium-reviewer')).rejects.toMatchObject({code: 'premium-required'});
    await as(backend, FREE);
    await expect(backend.premium.getContent('premium-reviewer')).rejects.toMatchObject({name: 'BackendError', service: 'premium'});
    await expect(backend.premium.getVideo()).rejects.toMatchObject({code: 'premium-required'});
    await as(backend, PREMIUM);
    const content = await backend.premium.getContent('premium-reviewer');
    expect(content.slug).toBe('premium-reviewer');
    expect(content.title).toBe('Premium reviewer');
    expect(content.markdown.length).toBeGreaterThan(10);
    await expect(backend.premium.getContent('no-such-page')).rejects.toMatchObject({code: 'not-found'});
    await as(backend, ADMIN);
    await expect(backend.premium.getContent('premium-reviewer')).resolves.toMatchObject({slug: 'premium-reviewer'});
  });
});

describe('local Pro enquiries', () => {
  it('needs sign-in, keeps one per account (a resend replaces it), and shows them to admins only', async () => {
    const {backend} = setup();
    const base = {organisation: 'Review Centre', seats: 30, message: 'Quote please'};
    await expect(backend.pro.createEnquiry({...base, name: 'Guest'})).rejects.toMatchObject({code: 'permission-denied'});
    const freeUid = await as(backend, FREE);
    await backend.pro.createEnquiry({...base, name: 'First'});
    await new Promise((r) => setTimeout(r, 5));
    await backend.pro.createEnquiry({...base, name: 'First, corrected'});
    await new Promise((r) => setTimeout(r, 5));
    await as(backend, PREMIUM);
    await backend.pro.createEnquiry({...base, name: 'Second'});
    await expect(backend.pro.listEnquiries()).rejects.toMatchObject({code: 'permission-denied'});
    await as(backend, ADMIN);
    const list = await backend.pro.listEnquiries();
    expect(list.map((e) => e.name)).toEqual(['Second', 'First, corrected']);
    // The reply goes to the sender's own (verified) account email, never a typed one.
    expect(list[1]).toMatchObject({seats: 30, uid: freeUid, email: FREE});
  });
});
