import {screen} from '@testing-library/react';
import type {PaymentRecord} from '@site/src/backend/types';
import {aUser, fakeBackend} from '@site/test/fakeBackend';
import {renderWithAccount} from '@site/test/renderWithAccount';
import PremiumStatus from '.';

const rejected: PaymentRecord = {
  email: 'ana@example.com',
  tier: 'premium',
  status: 'rejected',
  amountPhp: 499,
  method: 'maya',
  referenceNo: 'AB12CD34EF56',
  receiptPath: 'receipts/uid/1.png',
  createdAt: new Date(),
  updatedAt: new Date(),
  reviewedBy: 'admin-uid',
  reviewedAt: new Date(),
  reviewNote: 'The amount is ₱49, not ₱499.',
  accessUntil: null,
};

describe('PremiumStatus', () => {
  it('asks a guest to sign in, back to /premium', async () => {
    await renderWithAccount(<PremiumStatus />, fakeBackend(), null);
    expect(await screen.findByRole('link', {name: 'Sign in or create an account'})).toHaveAttribute(
      'href',
      '/login?redirect=/premium',
    );
  });

  it('offers a free user with no payment the upgrade, with the configured price and period', async () => {
    await renderWithAccount(<PremiumStatus />, fakeBackend(), aUser());
    expect(await screen.findByRole('heading', {name: 'You are on the free plan'})).toBeInTheDocument();
    expect(screen.getByText('Premium is a one-time payment of ₱499 for 6 months of access.')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Upgrade to premium'})).toHaveAttribute('href', '/payment');
  });

  it("shows a rejected user the admin's note and the way to submit again", async () => {
    const backend = fakeBackend({
      lookup: () => Promise.resolve({email: 'ana@example.com', tier: 'premium', status: 'rejected', accessUntil: null}),
      premiumTier: {payments: {getMine: () => Promise.resolve(rejected)}},
    });
    await renderWithAccount(<PremiumStatus />, backend, aUser());
    expect(await screen.findByRole('heading', {name: 'Your payment was not approved'})).toBeInTheDocument();
    expect(screen.getByText('The amount is ₱49, not ₱499.')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Submit again'})).toHaveAttribute('href', '/payment');
  });

  it('shows a pending payment as under review', async () => {
    const backend = fakeBackend({premiumTier: {payments: {getMine: () => Promise.resolve({...rejected, status: 'pending'})}}});
    await renderWithAccount(<PremiumStatus />, backend, aUser());
    expect(await screen.findByRole('heading', {name: 'Your payment is under review'})).toBeInTheDocument();
  });

  it('links a premium user to the premium material', async () => {
    const backend = fakeBackend({
      lookup: () => Promise.resolve({email: 'ana@example.com', tier: 'premium', status: 'approved', accessUntil: new Date(Date.now() + 86_400_000)}),
    });
    await renderWithAccount(<PremiumStatus />, backend, aUser());
    expect(await screen.findByRole('link', {name: 'The premium reviewer'})).toHaveAttribute('href', '/docs/premium-reviewer');
  });

  it('offers a retry when the record cannot be read', async () => {
    const backend = fakeBackend({premiumTier: {payments: {getMine: () => Promise.reject(new Error('offline'))}}});
    await renderWithAccount(<PremiumStatus />, backend, aUser());
    expect(await screen.findByRole('button', {name: 'Retry'})).toBeInTheDocument();
  });
});
