import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {PaymentDecision, PaymentRecord, PaymentStatus} from '@site/src/backend/types';
import {fakeBackend} from '@site/test/fakeBackend';
import ReviewQueue from '.';

const record = (email: string, status: PaymentStatus): PaymentRecord => ({
  email,
  tier: 'premium',
  status,
  amountPhp: 499,
  method: 'gcash',
  referenceNo: '1234567890123',
  receiptPath: `receipts/uid-${email}/1.png`,
  createdAt: new Date('2026-11-01T00:00:00Z'),
  updatedAt: new Date('2026-11-01T00:00:00Z'),
  reviewedBy: null,
  reviewedAt: null,
  reviewNote: null,
});

function setup() {
  const records = [record('ana@example.com', 'pending'), record('ben@example.com', 'approved')];
  const listForAdmin = vi.fn((options?: {status?: PaymentStatus}) =>
    Promise.resolve(records.filter((r) => !options?.status || r.status === options.status)),
  );
  const decide = vi.fn((d: PaymentDecision) =>
    Promise.resolve({...record(d.email, d.status), reviewedBy: 'admin-uid', reviewedAt: new Date(), reviewNote: d.note}),
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
    expect(listForAdmin).toHaveBeenLastCalledWith({status: 'pending'});
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
    expect(decide).toHaveBeenCalledWith({email: 'ana@example.com', status: 'rejected', note: 'Blurry photo'});
    expect(await within(card).findByText('Rejected')).toBeInTheDocument();
    expect(within(card).getByText(/by/)).toHaveTextContent('admin-uid');
  });
});
