import {act, render, screen} from '@testing-library/react';
import {BackendProvider} from '@site/src/backend/BackendProvider';
import {aUser, fakeBackend, loaderFor, type FakeBackend} from '@site/test/fakeBackend';
import AccountStatusBadge from '.';
import {AccountProvider, useAccount} from '../AccountProvider';

function NavbarBadge(): React.ReactNode {
  const {status, user} = useAccount();
  return <AccountStatusBadge status={status} user={user} />;
}

function renderWith(backend: FakeBackend) {
  return render(
    <BackendProvider loader={loaderFor(backend)}>
      <AccountProvider>
        <NavbarBadge />
      </AccountProvider>
    </BackendProvider>,
  );
}

/** A session on record, so the provider asks the backend instead of assuming a guest. */
const signedInBefore = () => localStorage.setItem('pcs.signedIn', '1');

describe('AccountStatusBadge through the backend interface', () => {
  it("shows the hourglass and 'Loading...' until the sign-in state is known", async () => {
    signedInBefore();
    const backend = fakeBackend();
    renderWith(backend);
    expect(screen.getByRole('status')).toHaveTextContent('⏳Loading...');
    await act(async () => backend.emit(null));
    expect(screen.getByRole('status')).toHaveTextContent('Guest');
  });

  it('shows Guest without loading the backend when nobody signed in before', async () => {
    const backend = fakeBackend();
    const onUserChanged = vi.spyOn(backend.auth, 'onUserChanged');
    renderWith(backend);
    expect(await screen.findByText('Guest')).toBeInTheDocument();
    expect(onUserChanged).not.toHaveBeenCalled();
  });

  it('shows Free for a signed-in user with no payment record', async () => {
    signedInBefore();
    const backend = fakeBackend();
    renderWith(backend);
    await act(async () => backend.emit(aUser()));
    expect(screen.getByRole('status')).toHaveTextContent('Free');
  });

  it('shows Premium for an approved premium record, looked up by lower-cased email', async () => {
    signedInBefore();
    const lookup = vi.fn((email: string) => Promise.resolve({email, tier: 'premium', status: 'approved', accessUntil: new Date(Date.now() + 86_400_000)}));
    const backend = fakeBackend({lookup});
    renderWith(backend);
    await act(async () => backend.emit(aUser('Ana@Example.com')));
    expect(screen.getByRole('status')).toHaveTextContent('Premium');
    expect(lookup).toHaveBeenCalledWith('ana@example.com');
  });

  it('shows Free for a pending premium record', async () => {
    signedInBefore();
    const backend = fakeBackend({lookup: (email) => Promise.resolve({email, tier: 'premium', status: 'pending', accessUntil: null})});
    renderWith(backend);
    await act(async () => backend.emit(aUser()));
    expect(screen.getByRole('status')).toHaveTextContent('Free');
  });

  it("logs 'Error checking premium status' and shows Free when the lookup fails", async () => {
    signedInBefore();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = fakeBackend({lookup: () => Promise.reject(new Error('offline'))});
    renderWith(backend);
    await act(async () => backend.emit(aUser()));
    expect(screen.getByRole('status')).toHaveTextContent('Free');
    expect(error).toHaveBeenCalledWith('Error checking premium status', expect.any(Error));
    error.mockRestore();
  });

  it('returns to Guest after sign-out', async () => {
    signedInBefore();
    const backend = fakeBackend();
    renderWith(backend);
    await act(async () => backend.emit(aUser()));
    await act(async () => backend.emit(null));
    expect(screen.getByRole('status')).toHaveTextContent('Guest');
  });
});

describe('AccountStatusBadge user info', () => {
  it('shows the display name when enabled', () => {
    render(<AccountStatusBadge status="free" user={aUser('ana@example.com', 'Ana Cruz')} showUserInfo />);
    expect(screen.getByRole('status')).toHaveTextContent('Free· Ana Cruz');
  });

  it('falls back to the part of the email before the at-sign', () => {
    render(<AccountStatusBadge status="premium" user={aUser('juan.dela@example.com', null)} showUserInfo />);
    expect(screen.getByRole('status')).toHaveTextContent('Premium· juan.dela');
  });

  it('shows no user info by default (as in the navbar)', () => {
    render(<AccountStatusBadge status="free" user={aUser()} />);
    expect(screen.getByRole('status')).not.toHaveTextContent('Ana');
  });
});
