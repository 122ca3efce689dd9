import {screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {StoredQuizBank} from '@site/src/backend/types';
import p1 from '@site/premium/quizzes/subject-1-premium.json';
import p2 from '@site/premium/quizzes/subject-2-premium.json';
import p3 from '@site/premium/quizzes/subject-3-premium.json';
import p4 from '@site/premium/quizzes/subject-4-premium.json';
import {aUser, fakeBackend} from '@site/test/fakeBackend';
import {renderInSite} from '@site/test/renderWithAccount';
import MockBoard from './index';

const PREMIUM_BANKS = [p1, p2, p3, p4] as unknown as StoredQuizBank[];

function premiumUser(premium: boolean) {
  localStorage.setItem('pcs.signedIn', '1');
  const backend = fakeBackend({
    quizBanks: PREMIUM_BANKS,
    premium,
    lookup: () =>
      Promise.resolve(
        premium
          ? {
              email: 'ana@example.com',
              tier: 'premium',
              status: 'approved',
              accessUntil: new Date(Date.now() + 86_400_000),
            }
          : null,
      ),
  });
  return backend;
}

describe('MockBoard', () => {
  it('offers a guest the free mini board and an upgrade path for the full board', async () => {
    renderInSite(<MockBoard />);
    const full = await screen.findByRole('region', {name: 'Full mock board'});
    expect(
      within(full).getByText(
        '400 items, 100 from each subject, drawn by the table of specifications · two sittings as on the two exam days: Subjects 1 and 2, then Subjects 3 and 4 · 300 minutes each',
      ),
    ).toBeInTheDocument();
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

  it('gives a premium user the full board in two sittings: Subjects 1 and 2 first, drawn from free and premium items', async () => {
    const user = userEvent.setup();
    const backend = premiumUser(true);
    renderInSite(<MockBoard />, backend);
    await backend.emit(aUser());
    await user.click(await screen.findByRole('button', {name: 'Start the full mock board'}));
    // The sitting's start screen: subjects, items, time and rules, and Start behind a confirmation.
    const startScreen = await screen.findByRole('region', {name: 'Sitting 1: Subjects 1 and 2'});
    expect(within(startScreen).getByText('200 (100 from each subject)')).toBeInTheDocument();
    expect(screen.queryByRole('heading', {name: /^Question 1/})).not.toBeInTheDocument();
    await user.click(within(startScreen).getByRole('button', {name: 'Start sitting 1'}));
    const confirm = screen.getByRole('button', {name: 'Start now'});
    expect(confirm).toHaveFocus();
    await user.click(confirm);
    expect(await screen.findByRole('heading', {name: 'Question 1 of 200'})).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('5:00:00');
    expect(screen.getByText('200 of these 200 items are new to you.')).toBeInTheDocument();
    const saved = JSON.parse(localStorage.getItem(`pcs.quizProgress.v1.${aUser().uid}`) ?? '{}') as {
      inProgress: Record<string, {attemptId: string; questionIds: string[]}>;
    };
    const sitting = saved.inProgress['mock-full-1'];
    expect(sitting?.attemptId).toMatch(/-s1$/);
    const ids = sitting?.questionIds ?? [];
    expect(ids).toHaveLength(200);
    for (const s of [1, 2]) expect(ids.filter((id) => id.startsWith(`s${s}`))).toHaveLength(100);
    expect(ids.filter((id) => /^s[34]/.test(id))).toEqual([]);
    expect(ids.some((id) => /^s[12]p-/.test(id))).toBe(true);
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
