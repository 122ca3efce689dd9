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
const KEY = `pcs.quizProgress.v1.${aUser().uid}`;
const HOUR = 3_600_000;

function premium() {
  localStorage.setItem('pcs.signedIn', '1');
  return fakeBackend({
    quizBanks: PREMIUM_BANKS,
    premium: true,
    lookup: () =>
      Promise.resolve({
        email: 'ana@example.com',
        tier: 'premium',
        status: 'approved',
        accessUntil: new Date(Date.now() + 86_400_000),
      }),
  });
}

const firstSitting = {
  id: 'bd-s1',
  kind: 'mock-full',
  subject: null,
  topic: null,
  startedAt: new Date(Date.now() - 30 * HOUR).toISOString(),
  finishedAt: new Date(Date.now() - 26 * HOUR).toISOString(),
  durationMs: 4 * HOUR,
  items: [
    {questionId: 's1-x', subject: 1, topic: 'T', response: null, correct: false, flagged: false},
    {questionId: 's2-x', subject: 2, topic: 'T', response: null, correct: true, flagged: false},
  ],
  scorePercent: 50,
  passed: null,
};

function stored(): {attempts: {id: string; items: unknown[]}[]; inProgress: Record<string, unknown>} {
  return JSON.parse(localStorage.getItem(KEY) ?? '{}') as never;
}

describe('MockBoard over two exam days', () => {
  it('offers the waiting Sitting 2 on a later day, and abandons the board only after a confirmation', async () => {
    localStorage.setItem(KEY, JSON.stringify({attempts: [firstSitting], inProgress: {}}));
    const user = userEvent.setup();
    const backend = premium();
    renderInSite(<MockBoard />, backend);
    await backend.emit(aUser());
    const card = await screen.findByRole('region', {name: 'Your full mock board: Sitting 2 is waiting'});
    expect(
      within(card).getByText(/You finished Sitting 1 \(Subjects 1 and 2\) on .+ with 50%/),
    ).toBeInTheDocument();

    await user.click(within(card).getByRole('button', {name: 'Abandon this board'}));
    await user.click(screen.getByRole('button', {name: 'Keep it'}));
    expect(stored().attempts).toHaveLength(1);

    await user.click(within(card).getByRole('button', {name: 'Continue with sitting 2'}));
    expect(await screen.findByRole('region', {name: 'Sitting 2: Subjects 3 and 4'})).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Not now'}));

    await user.click(
      within(
        await screen.findByRole('region', {name: 'Your full mock board: Sitting 2 is waiting'}),
      ).getByRole('button', {name: 'Abandon this board'}),
    );
    await user.click(screen.getByRole('button', {name: 'Abandon the board'}));
    await screen.findByRole('button', {name: 'Start the full mock board'});
    await vi.waitFor(() =>
      expect(
        stored()
          .attempts.map((a) => a.id)
          .sort(),
      ).toEqual(['bd-s1', 'bd-s2']),
    );
    expect(stored().attempts.find((a) => a.id === 'bd-s2')?.items).toEqual([]);
    await vi.waitFor(() =>
      expect(screen.queryByRole('region', {name: /Sitting 2 is waiting/})).not.toBeInTheDocument(),
    );
  });

  it('submits a sitting whose time ran out while away as it stood, and says so', async () => {
    const ids = ['s3p-val-related-subsidiary', 's3p-val-method-choice'];
    const started = Date.now() - 6 * HOUR;
    localStorage.setItem(
      KEY,
      JSON.stringify({
        attempts: [firstSitting],
        inProgress: {
          'mock-full-2': {
            key: 'mock-full-2',
            attemptId: 'bd-s2',
            kind: 'mock-full',
            seed: 'bd-s2',
            questionIds: ids,
            choiceOrder: {},
            responses: {},
            flagged: [],
            position: 0,
            startedAt: new Date(started).toISOString(),
            timeLimitMs: 5 * HOUR,
            // The clock saved when the page was left: 4 hours were still on it then.
            remainingMs: 4 * HOUR,
            updatedAt: new Date(started + HOUR).toISOString(),
          },
        },
      }),
    );
    const backend = premium();
    renderInSite(<MockBoard />, backend);
    await backend.emit(aUser());
    expect(
      await screen.findByText(
        /The time for this sitting ran out while you were away: it was submitted as it stood/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', {name: 'Results: Full mock board'})).toBeInTheDocument();
    await vi.waitFor(() => expect(stored().inProgress['mock-full-2']).toBeUndefined());
    expect(stored().attempts.map((a) => a.id)).toContain('bd-s2');
  });
});
