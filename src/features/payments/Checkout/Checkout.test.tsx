import {screen, waitFor} from '@testing-library/react';
import {aUser, fakeBackend} from '@site/test/fakeBackend';
import {renderWithAccount} from '@site/test/renderWithAccount';
import Checkout from '.';

describe('Checkout', () => {
  it('sends a guest to /login?redirect=/payment', async () => {
    window.history.replaceState(null, '', '/payment');
    await renderWithAccount(<Checkout />, fakeBackend(), null);
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/login?redirect=/payment'));
  });

  it('shows the form to a free user with no payment', async () => {
    await renderWithAccount(<Checkout />, fakeBackend(), aUser());
    expect(await screen.findByRole('form', {name: 'Proof of payment'})).toBeInTheDocument();
  });

  it('asks an unverified user to verify the email first', async () => {
    await renderWithAccount(<Checkout />, fakeBackend(), {...aUser(), emailVerified: false});
    expect(await screen.findByText(/Verify your email address first/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
