// @vitest-environment jsdom
/**
 * The local adapter follows the rules' payment lifecycle (issue 12, items 3,
 * 5 and 6): receipts in two slots, decisions refused on a changed record,
 * approval recording six months of access, and premium ending then.
 */
import {reviewedVersionOf} from '../paymentRules';
import type {Backend, PaymentSubmission} from '../types';
import {memoryBlobStore, type BlobStore} from './blobStore';
import {DEMO_PASSWORD} from './demoAccounts';
import {createLocalBackend} from '.';

const FREE = 'free@demo.phcustoms.test';
const ADMIN = 'admin@demo.phcustoms.test';
const START = new Date('2027-03-01T02:00:00Z');

const submission = (referenceNo = '1234567890123'): PaymentSubmission => ({
  method: 'gcash',
  referenceNo,
  amountPhp: 499,
  receipt: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], {type: 'image/png'}),
  receiptContentType: 'image/png',
});

async function as(backend: Backend, email: string): Promise<string> {
  return (await backend.auth.signIn(email, DEMO_PASSWORD)).uid;
}

async function approveNow(backend: Backend) {
  await as(backend, ADMIN);
  const record = (await backend.payments.listForAdmin()).find((r) => r.email === FREE);
  if (!record) throw new Error('no record');
  return backend.payments.decide({
    email: FREE,
    status: 'approved',
    note: '',
    seen: reviewedVersionOf(record),
  });
}

/** The blob paths written, in order. */
function recording(blobs: BlobStore): string[] {
  const paths: string[] = [];
  const put = blobs.put.bind(blobs);
  blobs.put = (path, blob) => {
    paths.push(path);
    return put(path, blob);
  };
  return paths;
}

beforeEach(() => {
  vi.useFakeTimers({toFake: ['Date']});
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('local payment lifecycle', () => {
  it('approval records six months of access; premium ends then, and a renewal is accepted', async () => {
    const backend = createLocalBackend(window.localStorage, memoryBlobStore());
    await as(backend, FREE);
    await backend.payments.submit(submission());
    const approved = await approveNow(backend);
    expect(approved.accessUntil?.toISOString()).toBe('2027-09-01T02:00:00.000Z');

    await as(backend, FREE);
    await expect(backend.premium.getContent('premium-reviewer')).resolves.toMatchObject({
      slug: 'premium-reviewer',
    });
    await expect(backend.payments.submit(submission())).rejects.toMatchObject({code: 'already-approved'});

    vi.setSystemTime(new Date('2027-09-01T02:00:00Z'));
    await expect(backend.premium.getContent('premium-reviewer')).rejects.toMatchObject({
      code: 'premium-required',
    });
    await expect(backend.premium.getVideo()).rejects.toMatchObject({code: 'premium-required'});
    expect((await backend.quizzes.list({tier: 'premium'})).length).toBe(0);
    await expect(backend.payments.submit(submission('9999999999999'))).resolves.toMatchObject({
      status: 'pending',
    });
  });

  it('refuses a decision on a record changed since the admin opened it', async () => {
    const backend = createLocalBackend(window.localStorage, memoryBlobStore());
    await as(backend, FREE);
    await backend.payments.submit(submission());
    await as(backend, ADMIN);
    const opened = (await backend.payments.listForAdmin()).find((r) => r.email === FREE);
    if (!opened) throw new Error('no record');

    // The candidate sends a corrected proof while the admin looks at the first one.
    vi.setSystemTime(new Date(START.getTime() + 60_000));
    await as(backend, FREE);
    await backend.payments.submit(submission('9999999999999'));
    await as(backend, ADMIN);
    await expect(
      backend.payments.decide({email: FREE, status: 'approved', note: '', seen: reviewedVersionOf(opened)}),
    ).rejects.toMatchObject({code: 'changed'});
    expect((await backend.payments.listForAdmin()).find((r) => r.email === FREE)).toMatchObject({
      status: 'pending',
    });
  });

  it('keeps every receipt: each submission takes the next slot (issue 25: the proofs decisions were made on stay)', async () => {
    const blobs = memoryBlobStore();
    const written = recording(blobs);
    const backend = createLocalBackend(window.localStorage, blobs);
    const uid = await as(backend, FREE);
    for (const ref of ['1111111111111', '2222222222222', '3333333333333'])
      await backend.payments.submit(submission(ref));
    expect(written).toEqual([
      `receipts/${uid}/receipt-1`,
      `receipts/${uid}/receipt-2`,
      `receipts/${uid}/receipt-3`,
    ]);
    expect(await backend.payments.getMine()).toMatchObject({
      referenceNo: '3333333333333',
      receiptPath: `receipts/${uid}/receipt-3`,
    });
    for (const path of written) expect(await blobs.get(path)).not.toBeNull();
  });
});
