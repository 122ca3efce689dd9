/**
 * The order of a payment submission (issue 12, item 1), with a fake for the
 * adapter's steps: every precondition before any upload, the receipt before
 * the record, and a retry after a failed record write reuses the file.
 */
import {receiptPathFor, submitPayment, type SubmissionSteps} from './submitPayment';
import {PaymentError, type PaymentRecord, type PaymentSubmission} from './types';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 10, 1, 2, 3]);

const submission = (bytes: Uint8Array<ArrayBuffer> = PDF, name = 'receipt.html'): PaymentSubmission => ({
  method: 'gcash',
  referenceNo: '1234567890123',
  amountPhp: 499,
  receipt: new File([bytes], name, {type: 'text/html'}),
  receiptContentType: 'application/pdf',
});

interface Fake extends SubmissionSteps {
  readonly calls: string[];
  readonly files: Map<string, Blob>;
  failWrites: number;
}

function fake(overrides: Partial<SubmissionSteps> = {}): Fake {
  const calls: string[] = [];
  const files = new Map<string, Blob>();
  const steps: Fake = {
    calls,
    files,
    failWrites: 0,
    currentUser: () => Promise.resolve({uid: 'u1', email: 'ana@example.com'}),
    emailVerifiedInToken: () => Promise.resolve(true),
    currentStatus: () => Promise.resolve(null),
    receiptExists: (path) => Promise.resolve(files.has(path)),
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
      return Promise.resolve({email, receiptPath} as PaymentRecord);
    },
    ...overrides,
  };
  return steps;
}

describe('submitPayment', () => {
  it('uploads the receipt under its content path, typed by its bytes, then writes the record', async () => {
    const steps = fake();
    const path = await receiptPathFor('u1', submission().receipt, 'application/pdf');
    expect(path).toMatch(/^receipts\/u1\/[0-9a-f]{64}\.pdf$/);
    const record = await submitPayment(steps, submission());
    expect(steps.calls).toEqual([`upload ${path}`, `write ${path}`]);
    expect(steps.files.get(path)?.type).toBe('application/pdf');
    expect(record.receiptPath).toBe(path);
  });

  it.each([
    ['not signed in', {currentUser: () => Promise.resolve(null)}, 'permission-denied'],
    ['the token does not say verified', {emailVerifiedInToken: () => Promise.resolve(false)}, 'email-not-verified'],
    ['premium is approved already', {currentStatus: () => Promise.resolve('approved')}, 'already-approved'],
  ] as const)('uploads nothing when %s', async (_why, overrides, code) => {
    const steps = fake(overrides);
    await expect(submitPayment(steps, submission())).rejects.toMatchObject({code});
    expect(steps.calls).toEqual([]);
  });

  it('uploads nothing when the bytes are not a receipt type, whatever the name says', async () => {
    const steps = fake();
    const html = new TextEncoder().encode('<script>alert(1)</script>');
    await expect(submitPayment(steps, submission(html, 'receipt.pdf'))).rejects.toBeInstanceOf(PaymentError);
    expect(steps.calls).toEqual([]);
  });

  it('reuses the stored receipt when retrying after a failed record write', async () => {
    const steps = fake();
    steps.failWrites = 1;
    await expect(submitPayment(steps, submission())).rejects.toMatchObject({code: 'record-failed'});
    const record = await submitPayment(steps, submission());
    const uploads = steps.calls.filter((c) => c.startsWith('upload'));
    expect(uploads).toHaveLength(1);
    expect(steps.files.size).toBe(1);
    expect(record.receiptPath).toBe([...steps.files.keys()][0]);
  });

  it('reports a failed upload as upload-failed and writes no record', async () => {
    const steps = fake({uploadReceipt: () => Promise.reject(new Error('offline'))});
    await expect(submitPayment(steps, submission())).rejects.toMatchObject({code: 'upload-failed'});
    expect(steps.calls.some((c) => c.startsWith('write'))).toBe(false);
  });
});
