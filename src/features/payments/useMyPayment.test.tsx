import {act, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {ReactNode} from 'react';
import type {PaymentRecord} from '@site/src/backend/types';
import {aUser, fakeBackend} from '@site/test/fakeBackend';
import {aPaymentRecord} from '@site/test/paymentRecord';
import {renderWithAccount} from '@site/test/renderWithAccount';
import {useMyPayment} from './useMyPayment';

const pending = (email: string): PaymentRecord => aPaymentRecord(email, 'pending');

/** What the hook says, as text, with its retry or reload as a button. */
function Probe(): ReactNode {
  const mine = useMyPayment();
  if (mine.kind === 'loading') return <p>loading</p>;
  if (mine.kind === 'failed') {
    return (
      <button type="button" onClick={mine.retry}>
        failed, retry
      </button>
    );
  }
  return (
    <button type="button" onClick={mine.reload}>
      {mine.record ? `${mine.record.email} ${mine.record.status}` : 'no payment'}
    </button>
  );
}

describe('useMyPayment', () => {
  it("reads the signed-in user's record, and reads it again on reload", async () => {
    const getMine = vi.fn().mockResolvedValueOnce(null).mockResolvedValue(pending('ana@example.com'));
    await renderWithAccount(<Probe />, fakeBackend({premiumTier: {payments: {getMine}}}), aUser());
    await userEvent.click(await screen.findByRole('button', {name: 'no payment'}));
    expect(await screen.findByRole('button', {name: 'ana@example.com pending'})).toBeInTheDocument();
    expect(getMine).toHaveBeenCalledTimes(2);
  });

  it('says it failed, and Retry reads the record again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const getMine = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(pending('ana@example.com'));
    await renderWithAccount(<Probe />, fakeBackend({premiumTier: {payments: {getMine}}}), aUser());
    await userEvent.click(await screen.findByRole('button', {name: 'failed, retry'}));
    expect(await screen.findByRole('button', {name: 'ana@example.com pending'})).toBeInTheDocument();
  });

  it("never shows one user's record to the next user", async () => {
    let answer: (record: PaymentRecord | null) => void = () => undefined;
    const getMine = vi.fn(
      () =>
        new Promise<PaymentRecord | null>((resolve) => {
          answer = resolve;
        }),
    );
    const backend = fakeBackend({premiumTier: {payments: {getMine}}});
    await renderWithAccount(<Probe />, backend, aUser());
    const forAna = answer;
    await act(async () => backend.emit(aUser('ben@example.com', 'Ben')));
    await act(async () => forAna(pending('ana@example.com')));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => answer(null));
    expect(screen.getByRole('button', {name: 'no payment'})).toBeInTheDocument();
  });
});
