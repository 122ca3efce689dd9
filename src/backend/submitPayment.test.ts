/**
 * The order of a payment submission (issue 12, item 1), with a fake for the
 * adapter's steps: every precondition before any upload, the receipt (in the
 * account's next slot, cleared first) before the record, and a retry after a
 * failed record write overwrites the same slot, so at most one file is left.
 */
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
    clearReceipt(path) {
      calls.push(`clear ${path}`);
      files.delete(path);
      return Promise.resolve();
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
  it('clears the first slot, uploads the receipt there typed by its bytes, then writes the record', async () => {
    const steps = fake();
    const path = 'receipts/u1/receipt-1';
    const result = await submitPayment(steps, submission());
    expect(steps.calls).toEqual([`clear ${path}`, `upload ${path}`, `write ${path}`]);
    expect(steps.files.get(path)?.type).toBe('application/pdf');
    expect(result.receiptPath).toBe(path);
  });

  it('sends a corrected proof to the slot the record does not name, and the next one back to the first', async () => {
    const steps = fake();
    await submitPayment(steps, submission());
    expect((await submitPayment(steps, submission())).receiptPath).toBe('receipts/u1/receipt-2');
    expect((await submitPayment(steps, submission())).receiptPath).toBe('receipts/u1/receipt-1');
    // Never more than the two slots.
    expect([...steps.files.keys()].sort()).toEqual(['receipts/u1/receipt-1', 'receipts/u1/receipt-2']);
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

  it('reuses the same slot when retrying after a failed record write, leaving one file', async () => {
    const steps = fake();
    steps.failWrites = 1;
    await expect(submitPayment(steps, submission())).rejects.toMatchObject({code: 'record-failed'});
    expect(steps.files.size).toBe(1);
    const result = await submitPayment(steps, submission());
    const paths = new Set(
      steps.calls.filter((c) => c.startsWith('upload')).map((c) => c.slice('upload '.length)),
    );
    expect([...paths]).toEqual([result.receiptPath]);
    expect(steps.files.size).toBe(1);
    expect(result.receiptPath).toBe([...steps.files.keys()][0]);
    // The orphan was cleared before the retry wrote the slot again.
    expect(steps.calls.slice(3)).toEqual([
      `clear ${result.receiptPath}`,
      `upload ${result.receiptPath}`,
      `write ${result.receiptPath}`,
    ]);
  });

  it('reports a failed upload as upload-failed and writes no record', async () => {
    const steps = fake({uploadReceipt: () => Promise.reject(new Error('offline'))});
    await expect(submitPayment(steps, submission())).rejects.toMatchObject({code: 'upload-failed'});
    expect(steps.calls.some((c) => c.startsWith('write'))).toBe(false);
  });

  it('reports a slot it may not clear as upload-failed and uploads nothing', async () => {
    const steps = fake({clearReceipt: () => Promise.reject(new Error('storage/unauthorized'))});
    await expect(submitPayment(steps, submission())).rejects.toMatchObject({code: 'upload-failed'});
    expect(steps.calls).toEqual([]);
  });
});
