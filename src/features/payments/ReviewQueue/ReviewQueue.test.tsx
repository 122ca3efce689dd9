import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {BackendError, type PaymentDecision, type PaymentStatus} from '@site/src/backend/types';
import {fakeBackend} from '@site/test/fakeBackend';
import {aPaymentRecord} from '@site/test/paymentRecord';
import ReviewQueue from '.';

function setup(records = [aPaymentRecord('ana@example.com', 'pending'), aPaymentRecord('ben@example.com', 'approved')]) {
  const listForAdmin = vi.fn((options?: {status?: PaymentStatus}) =>
    Promise.resolve(records.filter((r) => !options?.status || r.status === options.status)),
  );
  const decide = vi.fn((d: PaymentDecision) =>
    Promise.resolve({...aPaymentRecord(d.email, d.status), reviewedBy: 'admin-uid', reviewedAt: new Date(), reviewNote: d.note}),
  );
  const backend = fakeBackend({premiumTier: {payments: {listForAdmin, decide}}});
  render(<ReviewQueue backend={backend} />);
  return {listForAdmin, decide};
}

describe('ReviewQueue', () => {
  it('lists the payments, filters by status and searches by email', async () => {
    const {listForAdmin} = setup();
    expect(await screen.findByRole('article', {name: 'ana@example.com'})).toBeInTheDocument();
    expect(screen.getByRole('article', {name: 'ben@example.com'})).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'pending');
    // Every record is loaded once (for the reference-number check) and filtered here.
    expect(listForAdmin).toHaveBeenCalledTimes(1);
    expect(listForAdmin).toHaveBeenLastCalledWith();
    await screen.findByRole('article', {name: 'ana@example.com'});
    expect(screen.queryByRole('article', {name: 'ben@example.com'})).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'all');
    await userEvent.type(await screen.findByLabelText('Search by email'), 'BEN');
    expect(await screen.findByRole('article', {name: 'ben@example.com'})).toBeInTheDocument();
    expect(screen.queryByRole('article', {name: 'ana@example.com'})).toBeNull();
  });

  it('will not reject without a note, and records the decision it makes', async () => {
    const {decide} = setup();
    const card = await screen.findByRole('article', {name: 'ana@example.com'});
    await userEvent.click(within(card).getByRole('button', {name: 'Reject'}));
    expect(within(card).getByRole('alert')).toHaveTextContent('Write a note that tells the candidate what to fix.');
    expect(decide).not.toHaveBeenCalled();
    await userEvent.type(within(card).getByLabelText(/Note to the candidate/), 'Blurry photo');
    await userEvent.click(within(card).getByRole('button', {name: 'Reject'}));
    expect(decide).toHaveBeenCalledWith({
      email: 'ana@example.com',
      status: 'rejected',
      note: 'Blurry photo',
      seen: {updatedAt: new Date('2026-11-01T00:00:00Z'), receiptPath: 'receipts/uid-ana@example.com/1.png', referenceNo: 'ref-ana@example.com'},
    });
    expect(await within(card).findByText('Rejected')).toBeInTheDocument();
    expect(within(card).getByText(/by/)).toHaveTextContent('admin-uid');
  });

  it('flags a reference number another payment already used, even one filtered out', async () => {
    setup([
      aPaymentRecord('ana@example.com', 'pending', '1234 567890123'),
      aPaymentRecord('ben@example.com', 'approved', '1234567890123'),
      aPaymentRecord('cai@example.com', 'pending', '9999999999999'),
    ]);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'pending');
    const ana = await screen.findByRole('article', {name: 'ana@example.com'});
    expect(within(ana).getByRole('note')).toHaveTextContent(
      'Check this one: the same reference number is on another payment (ben@example.com).',
    );
    const cai = screen.getByRole('article', {name: 'cai@example.com'});
    expect(within(cai).queryByRole('note')).toBeNull();
  });

  it("says the browser's storage is full when the decision does not fit, and keeps the note", async () => {
    const {decide} = setup();
    decide.mockRejectedValueOnce(new BackendError('payment', 'storage-full'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const card = await screen.findByRole('article', {name: 'ana@example.com'});
    await userEvent.type(within(card).getByLabelText(/Note to the candidate/), 'Blurry photo');
    await userEvent.click(within(card).getByRole('button', {name: 'Reject'}));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      "The decision was not saved: this browser's storage is full.",
    );
    expect(within(card).getByLabelText(/Note to the candidate/)).toHaveValue('Blurry photo');
    expect(within(card).getByText('Under review')).toBeInTheDocument();
  });

  it('says so, and offers a reload, when the payment changed after the admin opened it', async () => {
    const {decide, listForAdmin} = setup();
    decide.mockRejectedValueOnce(new BackendError('payment', 'changed'));
    const card = await screen.findByRole('article', {name: 'ana@example.com'});
    await userEvent.click(within(card).getByRole('button', {name: 'Approve'}));
    expect(await within(card).findByRole('alert')).toHaveTextContent(/changed after you opened it/);
    await userEvent.click(within(card).getByRole('button', {name: 'Reload payments'}));
    expect(listForAdmin).toHaveBeenCalledTimes(2);
  });

  it('says the payments could not be loaded, and Retry loads them', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const listForAdmin = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue([aPaymentRecord('ana@example.com', 'pending')]);
    render(<ReviewQueue backend={fakeBackend({premiumTier: {payments: {listForAdmin}}})} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The payments could not be loaded.');
    await userEvent.click(screen.getByRole('button', {name: 'Retry'}));
    expect(await screen.findByRole('article', {name: 'ana@example.com'})).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
