import {screen} from '@testing-library/react';
import {aUser, fakeBackend} from '@site/test/fakeBackend';
import {renderWithAccount} from '@site/test/renderWithAccount';
import AdminGate from '.';

function Secret(): React.ReactNode {
  return <p>the queue</p>;
}

describe('AdminGate', () => {
  it('shows access denied to a signed-in non-admin and never mounts the admin content', async () => {
    const backend = fakeBackend({premiumTier: {admins: {isAdmin: () => Promise.resolve(false)}}});
    await renderWithAccount(<AdminGate path="/admin"><Secret /></AdminGate>, backend, aUser());
    expect(await screen.findByRole('heading', {name: 'Access denied'})).toBeInTheDocument();
    expect(screen.queryByText('the queue')).toBeNull();
    expect(screen.getByRole('link', {name: 'Back to the home page'})).toHaveAttribute('href', '/');
  });

  it('offers a guest the admin sign-in, back to the same page', async () => {
    await renderWithAccount(<AdminGate path="/admin/enquiries"><Secret /></AdminGate>, fakeBackend(), null);
    expect(await screen.findByRole('heading', {name: 'Access denied'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Sign in as an administrator'})).toHaveAttribute(
      'href',
      '/login?redirect=/admin/enquiries',
    );
  });

  it('shows the content to an admin, asking about the signed-in uid', async () => {
    const isAdmin = vi.fn((uid: string) => Promise.resolve(uid === 'uid-boss@example.com'));
    const backend = fakeBackend({premiumTier: {admins: {isAdmin}}});
    await renderWithAccount(<AdminGate path="/admin"><Secret /></AdminGate>, backend, aUser('boss@example.com'));
    expect(await screen.findByText('the queue')).toBeInTheDocument();
    expect(isAdmin).toHaveBeenCalledWith('uid-boss@example.com');
  });

  it('says so when the check fails, and retries', async () => {
    // Offline: every role check fails (the account menu asks too), until the connection is back.
    const isAdmin = vi.fn().mockRejectedValue(new Error('offline'));
    const backend = fakeBackend({premiumTier: {admins: {isAdmin}}});
    await renderWithAccount(<AdminGate path="/admin"><Secret /></AdminGate>, backend, aUser());
    const {default: userEvent} = await import('@testing-library/user-event');
    const retry = await screen.findByRole('button', {name: 'Retry'});
    isAdmin.mockResolvedValue(true);
    await userEvent.click(retry);
    expect(await screen.findByText('the queue')).toBeInTheDocument();
  });
});
