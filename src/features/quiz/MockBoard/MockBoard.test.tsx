import {screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {StoredQuizBank} from '@site/src/backend/types';
import p1 from '@site/premium/quizzes/subject-1-premium.json';
import p2 from '@site/premium/quizzes/subject-2-premium.json';
import p3 from '@site/premium/quizzes/subject-3-premium.json';
import p4 from '@site/premium/quizzes/subject-4-premium.json';
import {aUser, fakeBackend} from '@site/test/fakeBackend';
import {renderInSite} from '../testing';
import MockBoard from './index';

const PREMIUM_BANKS = [p1, p2, p3, p4] as unknown as StoredQuizBank[];

function premiumUser(premium: boolean) {
  localStorage.setItem('pcs.signedIn', '1');
  const backend = fakeBackend({
    quizBanks: PREMIUM_BANKS,
    premium,
    lookup: () =>
      Promise.resolve(premium ? {email: 'ana@example.com', tier: 'premium', status: 'approved'} : null),
  });
  return backend;
}

describe('MockBoard', () => {
  it('offers a guest the free mini board and an upgrade path for the full board', async () => {
    renderInSite(<MockBoard />);
    const full = await screen.findByRole('region', {name: 'Full mock board'});
    expect(within(full).getByText('100 items, 25 from each subject · 150 minutes')).toBeInTheDocument();
    expect(within(full).getByText('The full board comes with premium.')).toBeInTheDocument();
    expect(within(full).getByRole('link', {name: 'See premium plans'})).toHaveAttribute('href', '/pricing');
    expect(within(full).getByRole('link', {name: 'Sign in'})).toHaveAttribute(
      'href',
      '/login?redirect=/docs/mockboard',
    );
    expect(within(full).queryByRole('button')).not.toBeInTheDocument();
    const mini = screen.getByRole('region', {name: 'Mini mock board'});
    expect(within(mini).getByText('20 items, 5 from each subject · 30 minutes')).toBeInTheDocument();
  });

  it('starts the mini board: 20 items, 5 per subject, 30 minutes, saved at once', async () => {
    const user = userEvent.setup();
    renderInSite(<MockBoard />);
    await user.click(await screen.findByRole('button', {name: 'Start the mini mock board'}));
    expect(await screen.findByRole('heading', {name: 'Question 1 of 20'})).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('30:00');
    const saved = JSON.parse(localStorage.getItem('pcs.quizProgress.v1.guest') ?? '{}') as {
      inProgress: Record<string, {questionIds: string[]}>;
    };
    const ids = saved.inProgress['mock-mini']?.questionIds ?? [];
    expect(ids).toHaveLength(20);
    for (const s of [1, 2, 3, 4]) expect(ids.filter((id) => id.startsWith(`s${s}-`))).toHaveLength(5);
  });

  it('gives a premium user the full board, premium items first', async () => {
    const user = userEvent.setup();
    const backend = premiumUser(true);
    renderInSite(<MockBoard />, backend);
    await backend.emit(aUser());
    await user.click(await screen.findByRole('button', {name: 'Start the full mock board'}));
    expect(await screen.findByRole('heading', {name: 'Question 1 of 100'})).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('2:30:00');
    const saved = JSON.parse(localStorage.getItem(`pcs.quizProgress.v1.${aUser().uid}`) ?? '{}') as {
      inProgress: Record<string, {questionIds: string[]}>;
    };
    const ids = saved.inProgress['mock-full']?.questionIds ?? [];
    expect(ids).toHaveLength(100);
    const premiumIds = PREMIUM_BANKS.flatMap((b) => (b.questions as {id: string}[]).map((q) => q.id));
    expect(premiumIds.every((id) => ids.includes(id))).toBe(true);
    for (const s of [1, 2, 3, 4]) expect(ids.filter((id) => id.startsWith(`s${s}`))).toHaveLength(25);
  });

  it('shows a free user the upgrade path, not the full board', async () => {
    const backend = premiumUser(false);
    renderInSite(<MockBoard />, backend);
    await backend.emit(aUser());
    const full = await screen.findByRole('region', {name: 'Full mock board'});
    expect(await within(full).findByText('The full board comes with premium.')).toBeInTheDocument();
    expect(within(full).queryByRole('link', {name: 'Sign in'})).not.toBeInTheDocument();
  });
});
