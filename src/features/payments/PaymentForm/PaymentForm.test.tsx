import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {BackendError, type PaymentRecord, type PaymentSubmission} from '@site/src/backend/types';
import {fakeBackend} from '@site/test/fakeBackend';
import PaymentForm from '.';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function file(name: string, head: number[], size: number, type: string): File {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return new File([bytes], name, {type});
}

const pngReceipt = () => file('receipt.png', PNG_HEAD, 2048, 'image/png');

const record: PaymentRecord = {
  email: 'ana@example.com',
  tier: 'premium',
  status: 'pending',
  amountPhp: 499,
  method: 'gcash',
  referenceNo: '1234567890123',
  receiptPath: 'receipts/uid/1.png',
  createdAt: new Date(),
  updatedAt: new Date(),
  reviewedBy: null,
  reviewedAt: null,
  reviewNote: null,
  accessUntil: null,
};

function setup(submit: (s: PaymentSubmission) => Promise<PaymentRecord> = () => Promise.resolve(record)) {
  const spy = vi.fn(submit);
  const backend = fakeBackend({premiumTier: {payments: {submit: spy}}});
  const onSubmitted = vi.fn();
  render(<PaymentForm backend={backend} onSubmitted={onSubmitted} />);
  return {submit: spy, onSubmitted};
}

const reference = () => screen.getByLabelText('Reference number');
const receiptInput = () => screen.getByLabelText('Receipt');
const submitButton = () => screen.getByRole('button', {name: 'Submit payment for review'});

describe('PaymentForm', () => {
  it('shows where to pay for the chosen method, marked as demo values', async () => {
    setup();
    expect(screen.getByText('GCash', {selector: 'dd'})).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', {name: 'Bank transfer'}));
    expect(screen.getByText('Demo Bank (bank transfer)')).toBeInTheDocument();
    expect(screen.getByText(/demo placeholders/)).toBeInTheDocument();
    expect(screen.getByText('₱499')).toBeInTheDocument();
  });

  it('refuses a bad reference number and submits nothing', async () => {
    const {submit} = setup();
    await userEvent.type(reference(), '12345');
    await userEvent.upload(receiptInput(), pngReceipt());
    await userEvent.click(submitButton());
    expect(await screen.findByText('A GCash reference number has 13 digits.')).toBeInTheDocument();
    expect(reference()).toHaveAttribute('aria-invalid', 'true');
    expect(reference()).toHaveValue('12345');
    expect(submit).not.toHaveBeenCalled();
  });

  it('asks for the receipt when none is attached and submits nothing', async () => {
    const {submit} = setup();
    await userEvent.type(reference(), '1234567890123');
    await userEvent.click(submitButton());
    expect(await screen.findByText('Attach your receipt: a photo, screenshot or PDF.')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('refuses a 6 MB file and says how big it is', async () => {
    const {submit} = setup();
    await userEvent.type(reference(), '1234567890123');
    await userEvent.upload(receiptInput(), file('big.png', PNG_HEAD, 6 * 1024 * 1024, 'image/png'));
    expect(
      await screen.findByText('That file is 6.0 MB; the limit is 5.0 MB. Send a smaller screenshot or a compressed PDF.'),
    ).toBeInTheDocument();
    await userEvent.click(submitButton());
    expect(submit).not.toHaveBeenCalled();
  });

  it('refuses a program renamed .png, by its content', async () => {
    const {submit} = setup();
    await userEvent.type(reference(), '1234567890123');
    // 'MZ': the start of a Windows executable, whatever the name and type say.
    await userEvent.upload(receiptInput(), file('receipt.png', [0x4d, 0x5a, 0x90, 0x00], 4096, 'image/png'));
    expect(await screen.findByText(/is not a PNG, JPEG, WebP image or a PDF/)).toBeInTheDocument();
    await userEvent.click(submitButton());
    expect(submit).not.toHaveBeenCalled();
    expect(receiptInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('submits a valid payment with the real content type and the configured amount', async () => {
    const {submit, onSubmitted} = setup();
    await userEvent.click(screen.getByRole('radio', {name: 'Maya'}));
    await userEvent.type(reference(), 'AB12 CD34 EF56');
    await userEvent.upload(receiptInput(), file('scan.pdf', [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31], 1000, 'application/pdf'));
    expect(await screen.findByText('Selected: scan.pdf (1 KB)')).toBeInTheDocument();
    await userEvent.click(submitButton());
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]?.[0]).toMatchObject({
      method: 'maya',
      referenceNo: 'AB12CD34EF56',
      amountPhp: 499,
      receiptContentType: 'application/pdf',
    });
    expect(onSubmitted).toHaveBeenCalledWith(record);
  });

  it('shows an image preview', async () => {
    setup();
    await userEvent.upload(receiptInput(), pngReceipt());
    expect(await screen.findByRole('img', {name: 'Preview of your receipt'})).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
  });

  it('keeps the form as filled and says what went wrong when the upload fails', async () => {
    const {submit, onSubmitted} = setup(() => Promise.reject(new BackendError('payment', 'upload-failed')));
    await userEvent.type(reference(), '1234567890123');
    await userEvent.upload(receiptInput(), pngReceipt());
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your receipt could not be uploaded, so nothing was submitted.');
    expect(submit).toHaveBeenCalledTimes(1);
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(reference()).toHaveValue('1234567890123');
    expect(screen.getByRole('img', {name: 'Preview of your receipt'})).toBeInTheDocument();
    // Trying again sends the same receipt.
    await userEvent.click(submitButton());
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it("says the browser's storage is full (local mode), and keeps the method, reference and receipt", async () => {
    const {submit, onSubmitted} = setup(() => Promise.reject(new BackendError('payment', 'storage-full')));
    await userEvent.click(screen.getByRole('radio', {name: 'Maya'}));
    await userEvent.type(reference(), 'AB12CD34EF56');
    await userEvent.upload(receiptInput(), pngReceipt());
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This browser's storage is full, so your receipt could not be kept and nothing was submitted.",
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('Check your connection');
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', {name: 'Maya'})).toBeChecked();
    expect(reference()).toHaveValue('AB12CD34EF56');
    expect(screen.getByRole('img', {name: 'Preview of your receipt'})).toBeInTheDocument();
    await userEvent.click(submitButton());
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('says so when the record cannot be saved', async () => {
    setup(() => Promise.reject(new BackendError('payment', 'record-failed')));
    await userEvent.type(reference(), '1234567890123');
    await userEvent.upload(receiptInput(), pngReceipt());
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your payment could not be saved, so nothing was submitted.');
  });

  it('uploads nothing while the ID token does not say the email is verified, and keeps every field', async () => {
    const submit = vi.fn(() => Promise.resolve(record));
    const backend = fakeBackend({premiumTier: {payments: {submit}}});
    backend.auth.emailVerifiedInToken = () => Promise.resolve(false);
    render(<PaymentForm backend={backend} onSubmitted={vi.fn()} />);
    await userEvent.type(reference(), '1234567890123');
    await userEvent.upload(receiptInput(), pngReceipt());
    await userEvent.click(submitButton());
    expect(await screen.findByText(/Your email address is not verified yet, so nothing was sent/)).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
    expect(reference()).toHaveValue('1234567890123');
  });
});
