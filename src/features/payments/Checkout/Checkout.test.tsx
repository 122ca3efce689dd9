import {screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('"I have verified my email" refreshes the account and opens the form', async () => {
    const backend = fakeBackend();
    const unverified = {...aUser(), emailVerified: false};
    let verified = false;
    backend.auth.refreshEmailVerification = async () => {
      const user = {...unverified, emailVerified: verified};
      await backend.emit(user);
      return user;
    };
    backend.auth.emailVerifiedInToken = () => Promise.resolve(verified);
    await renderWithAccount(<Checkout />, backend, unverified);
    const button = await screen.findByRole('button', {name: 'I have verified my email'});
    await userEvent.click(button);
    expect(await screen.findByText(/Your address is not verified yet/)).toBeInTheDocument();
    verified = true;
    await userEvent.click(screen.getByRole('button', {name: 'I have verified my email'}));
    expect(await screen.findByRole('form', {name: 'Proof of payment'})).toBeInTheDocument();
  });
});
