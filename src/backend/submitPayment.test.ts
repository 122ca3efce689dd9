/**
 * The order of a payment submission (issue 12, item 1), with a fake for the
 * adapter's steps: every precondition before any upload, the receipt (in the
 * account's next free slot) before the record. Receipts are written once and
 * kept (issue 25): a retry after a failed record write takes the next slot.
 */
import {LIMITS} from '@site/src/lib/limits';
import {submitPayment, type SubmissionSteps} from './submitPayment';
import {type PaymentRecord, type PaymentSubmission} from './types';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 10, 1, 2, 3]);

const submission = (bytes: Uint8Array<ArrayBuffer> = PDF, name = 'receipt.html'): PaymentSubmission => ({
  method: 'gcash',
  referenceNo: '1234567890123',
  amountPhp: 499,
  receipt: new File([bytes], name, {type: 'text/html'}),
  receiptContentType: 'application/pdf',
});

const DAY = 24 * 60 * 60 * 1000;

const record = (fields: Partial<PaymentRecord>): PaymentRecord => ({
  email: 'ana@example.com',
  tier: 'premium',
  status: 'pending',
  amountPhp: 499,
  method: 'gcash',
  referenceNo: '1234567890123',
  receiptPath: null,
  createdAt: null,
  updatedAt: null,
  reviewedBy: null,
  reviewedAt: null,
  reviewNote: null,
  accessUntil: null,
  ...fields,
});

interface Fake extends SubmissionSteps {
  readonly calls: string[];
  readonly files: Map<string, Blob>;
  /** The stored record, as writeRecord leaves it. */
  stored: PaymentRecord | null;
  failWrites: number;
}

function fake(overrides: Partial<SubmissionSteps> = {}): Fake {
  const calls: string[] = [];
  const files = new Map<string, Blob>();
  const steps: Fake = {
    calls,
    files,
    stored: null,
    failWrites: 0,
    currentUser: () => Promise.resolve({uid: 'u1', email: 'ana@example.com'}),
    emailVerifiedInToken: () => Promise.resolve(true),
    currentRecord: () => Promise.resolve(steps.stored),
    receiptExists(path) {
      calls.push(`check ${path}`);
      return Promise.resolve(files.has(path));
    },
    uploadReceipt(path, receipt) {
      calls.push(`upload ${path}`);
      files.set(path, receipt);
      return Promise.resolve();
    },
    writeRecord(email, receiptPath) {
      calls.push(`write ${receiptPath}`);
      if (steps.failWrites > 0) {
        steps.failWrites -= 1;
        return Promise.reject(new Error('permission denied by the rules'));
      }
      steps.stored = record({email, receiptPath});
      return Promise.resolve(steps.stored);
    },
    ...overrides,
  };
  return steps;
}

describe('submitPayment', () => {
  it('checks the first slot is free, uploads the receipt there typed by its bytes, then writes the record', async () => {
    const steps = fake();
    const path = 'receipts/u1/receipt-1';
    const result = await submitPayment(steps, submission());
    expect(steps.calls).toEqual([`check ${path}`, `upload ${path}`, `write ${path}`]);
    expect(steps.files.get(path)?.type).toBe('application/pdf');
    expect(result.receiptPath).toBe(path);
  });

  it('sends each new proof to the next slot and keeps every earlier one', async () => {
    const steps = fake();
    await submitPayment(steps, submission());
    expect((await submitPayment(steps, submission())).receiptPath).toBe('receipts/u1/receipt-2');
    expect((await submitPayment(steps, submission())).receiptPath).toBe('receipts/u1/receipt-3');
    expect([...steps.files.keys()].sort()).toEqual([
      'receipts/u1/receipt-1',
      'receipts/u1/receipt-2',
      'receipts/u1/receipt-3',
    ]);
  });

  it('refuses with receipts-full, uploading nothing, once the last slot is used', async () => {
    const last = `receipts/u1/receipt-${LIMITS.receipt.slots}`;
    const steps = fake({currentRecord: () => Promise.resolve(record({status: 'rejected', receiptPath: last}))});
    await expect(submitPayment(steps, submission())).rejects.toMatchObject({code: 'receipts-full'});
    expect(steps.calls).toEqual([]);
    // The slot after the record's is taken by an earlier failed try: nothing is left either.
    const before = `receipts/u1/receipt-${LIMITS.receipt.slots - 1}`;
    const full = fake({currentRecord: () => Promise.resolve(record({status: 'rejected', receiptPath: before}))});
    full.files.set(last, new Blob(['x']));
    await expect(submitPayment(full, submission())).rejects.toMatchObject({code: 'receipts-full'});
    expect(full.calls).toEqual([`check ${last}`]);
  });

  it.each([
    ['not signed in', {currentUser: () => Promise.resolve(null)}, 'permission-denied'],
    [
      'the token does not say verified',
      {emailVerifiedInToken: () => Promise.resolve(false)},
      'email-not-verified',
    ],
    [
      'premium is approved and running',
      {
        currentRecord: () =>
          Promise.resolve(record({status: 'approved', accessUntil: new Date(Date.now() + DAY)})),
      },
      'already-approved',
    ],
  ] as const)('uploads nothing when %s', async (_why, overrides, code) => {
    const steps = fake(overrides);
    await expect(submitPayment(steps, submission())).rejects.toMatchObject({code});
    expect(steps.calls).toEqual([]);
  });

  it('takes a renewal once the approved access has ended', async () => {
    const ended = record({
      status: 'approved',
      receiptPath: 'receipts/u1/receipt-1',
      accessUntil: new Date(Date.now() - DAY),
    });
    const steps = fake({currentRecord: () => Promise.resolve(ended)});
    expect((await submitPayment(steps, submission())).receiptPath).toBe('receipts/u1/receipt-2');
  });

  it('uploads nothing when the bytes are not a receipt type, whatever the name says', async () => {
    const steps = fake();
    const html = new TextEncoder().encode('<script>alert(1)</script>');
    await expect(submitPayment(steps, submission(html, 'receipt.pdf'))).rejects.toMatchObject({name: 'BackendError', service: 'payment'});
    expect(steps.calls).toEqual([]);
  });

  it('after a failed record write, the retry skips the slot that try filled and keeps its file', async () => {
    const steps = fake();
    steps.failWrites = 1;
    await expect(submitPayment(steps, submission())).rejects.toMatchObject({code: 'record-failed'});
    expect([...steps.files.keys()]).toEqual(['receipts/u1/receipt-1']);
    const result = await submitPayment(steps, submission());
    expect(result.receiptPath).toBe('receipts/u1/receipt-2');
    // Nothing is ever deleted or written twice: storage.rules refuses both.
    expect(steps.calls.slice(3)).toEqual([
      'check receipts/u1/receipt-1',
      'check receipts/u1/receipt-2',
      'upload receipts/u1/receipt-2',
      'write receipts/u1/receipt-2',
    ]);
    expect(steps.files.size).toBe(2);
  });

  it('reports a failed upload as upload-failed and writes no record', async () => {
    const steps = fake({uploadReceipt: () => Promise.reject(new Error('offline'))});
    await expect(submitPayment(steps, submission())).rejects.toMatchObject({code: 'upload-failed'});
    expect(steps.calls.some((c) => c.startsWith('write'))).toBe(false);
  });

  it('reports a slot it cannot check as upload-failed and uploads nothing', async () => {
    const steps = fake({receiptExists: () => Promise.reject(new Error('storage/unauthorized'))});
    await expect(submitPayment(steps, submission())).rejects.toMatchObject({code: 'upload-failed'});
    expect(steps.calls).toEqual([]);
  });
});
