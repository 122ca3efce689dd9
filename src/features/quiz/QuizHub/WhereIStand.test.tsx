import type {ReactNode} from 'react';
import {screen, within} from '@testing-library/react';
import type {QuizAttempt} from '@site/src/backend/types';
import {renderInSite} from '@site/test/renderWithAccount';
import {loadReadinessItems} from '../readiness/itemIndex';
import {answersFromAttempts} from '../readiness/answers';
import WhereIStand, {StandDetails, useReadiness} from './WhereIStand';

/** The two parts as the hub shows them, over the same estimate. */
function Stand({attempts}: {readonly attempts: readonly QuizAttempt[]}): ReactNode {
  const readiness = useReadiness(attempts);
  return (
    <>
      <WhereIStand readiness={readiness} />
      <StandDetails readiness={readiness} />
    </>
  );
}

const LOADED = {timeout: 8000};

/** A timed board over `ids`, a share `right` of them right (Subject 4: `right4`), every item answered. */
function board(
  id: string,
  ids: readonly string[],
  right: number,
  finishedAt: Date,
  right4 = right,
): QuizAttempt {
  const items = ids.map((questionId, i) => ({
    questionId,
    subject: Number(questionId[1]) as 1 | 2 | 3 | 4,
    topic: 'x',
    response: {kind: 'choices', ids: ['a']} as const,
    correct: (i % 20) / 20 < (questionId.startsWith('s4') ? right4 : right),
    flagged: false,
  }));
  return {
    id,
    kind: 'mock-full',
    subject: null,
    topic: null,
    startedAt: new Date(finishedAt.getTime() - 3_600_000),
    finishedAt,
    durationMs: 3_600_000,
    items,
    scorePercent: right * 100,
    passed: null,
  };
}

async function idsBySubject(n: number, subjects: readonly number[]): Promise<string[]> {
  const items = await loadReadinessItems();
  return subjects.flatMap((s) =>
    items
      .filter((i) => i.subject === s && i.guess > 0)
      .slice(0, n)
      .map((i) => i.id),
  );
}

describe('WhereIStand', () => {
  it('says what is missing, subject by subject, before there is enough to predict', async () => {
    const ids = await idsBySubject(60, [1, 2]);
    renderInSite(<Stand attempts={[board('b1', ids, 0.8, new Date(Date.now() - 3_600_000))]} />);
    expect(
      await screen.findByText(/Not enough answers yet for a pass prediction/, {}, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByText('Answer about 30 more Subject 3 items for a rating.')).toBeInTheDocument();
    expect(screen.getAllByText(/expected \(likely/)).toHaveLength(2);
  });

  it('gives the chance of passing, each subject against 60 and 75, and the weakest topics with their sections', async () => {
    const ids = await idsBySubject(80, [1, 2, 3, 4]);
    const now = Date.now();
    const attempts = [
      board('b1', ids, 0.6, new Date(now - 7 * 86_400_000), 0.3),
      board('b2', ids, 0.9, new Date(now - 3_600_000), 0.3),
    ];
    renderInSite(<Stand attempts={attempts} />);
    const verdict = await screen.findByText(/Chance of passing if the board were tomorrow/, {}, LOADED);
    expect(verdict.textContent).toMatch(/\d+%/);
    expect(screen.getByText(/It is our estimate, not the Board’s rating/)).toBeInTheDocument();
    expect(screen.getAllByText(/^\d+% expected \(likely \d+% to \d+%\)$/)).toHaveLength(4);
    // The second board retakes the first board's items: a retake counts less than a first answer.
    expect(answersFromAttempts(attempts)).toHaveLength(2 * ids.length);
    // Subject 4 at 30% is the weak one: its topics are listed, each with its section and a quiz.
    const list = screen.getByRole('heading', {name: 'Your weakest topics'}).nextElementSibling as HTMLElement;
    const read = within(list).getAllByRole('link', {name: 'Read the section'});
    expect(read.length).toBeGreaterThan(0);
    for (const link of read) expect(link.getAttribute('href')).toMatch(/^\/docs\/[\w-]+#[\w-]+$/);
    const practise = within(list).getAllByRole('link', {name: 'Practise this topic'});
    expect(practise[0]?.getAttribute('href')).toMatch(/^\/docs\/quiz\?subject=4&topic=/);
  });
});
