import {screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {aUser, fakeBackend} from '@site/test/fakeBackend';
import {renderWithAccount} from '@site/test/renderWithAccount';
import PremiumContent from './PremiumContent';

const content = {slug: 'premium-reviewer', markdown: '## Valuation in depth\n\nThe body.'};

describe('PremiumContent', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('loads the body through the backend and renders it', async () => {
    const getContent = vi.fn().mockResolvedValue(content);
    await renderWithAccount(
      <PremiumContent slug="premium-reviewer" />,
      fakeBackend({premiumTier: {premium: {getContent}}}),
      aUser(),
    );
    expect(await screen.findByRole('heading', {name: 'Valuation in depth'})).toBeInTheDocument();
    expect(getContent).toHaveBeenCalledWith('premium-reviewer');
  });

  it('says so when the account has no premium access', async () => {
    await renderWithAccount(<PremiumContent slug="premium-reviewer" />, fakeBackend(), aUser());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account does not have premium access to this part.',
    );
  });

  it('shows a failed load with Retry, and Retry loads it', async () => {
    const getContent = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(content);
    await renderWithAccount(
      <PremiumContent slug="premium-reviewer" />,
      fakeBackend({premiumTier: {premium: {getContent}}}),
      aUser(),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The premium reviewer could not be loaded.');
    await userEvent.click(screen.getByRole('button', {name: 'Retry'}));
    expect(await screen.findByRole('heading', {name: 'Valuation in depth'})).toBeInTheDocument();
    expect(getContent).toHaveBeenCalledTimes(2);
  });
});
