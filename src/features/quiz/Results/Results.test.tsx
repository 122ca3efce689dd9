import {act, screen, within} from '@testing-library/react';
import {useState} from 'react';
import {renderInSite as render} from '@site/test/renderWithAccount';
import userEvent from '@testing-library/user-event';
import type {QuizResponse} from '@site/src/backend/types';
import {finishAttempt, type Question} from '@site/src/domain/quiz';
import {numeric, single} from '@site/test/quizQuestions';
import Results from './index';

/** Four subjects, five items each; `right[s]` of subject s answered right, the rest wrong. */
function attemptWith(right: Record<1 | 2 | 3 | 4, number>) {
  const questions: Question[] = ([1, 2, 3, 4] as const).flatMap((s) =>
    [0, 1, 2, 3, 4].map((i) =>
      single(`s${s}-q${i}`, s, s === 3 ? 'Customs valuation' : 'CMTA general provisions', 'a'),
    ),
  );
  const responses: Record<string, QuizResponse> = {};
  for (const q of questions) {
    const i = Number(q.id.slice(-1));
    responses[q.id] = {kind: 'choices', ids: [i < right[q.subject] ? 'a' : 'b']};
  }
  const attempt = finishAttempt({
    id: 'att-1',
    kind: 'mock-mini',
    subject: null,
    topic: null,
    questions,
    responses,
    flagged: ['s1-q0'],
    startedAt: new Date(0),
    finishedAt: new Date(754_000),
    durationMs: 754_000,
  });
  const orders = Object.fromEntries(questions.map((q) => [q.id, ['a', 'b', 'c', 'd']]));
  return {attempt, questions, orders};
}

describe('Results', () => {
  it('passes a board at 75% average with no subject below 60%, and shows the time taken', () => {
    const {attempt, questions, orders} = attemptWith({1: 3, 2: 4, 3: 4, 4: 4});
    render(<Results attempt={attempt} questions={questions} orders={orders} saveState="saved" />);
    expect(screen.getByRole('heading', {name: 'Results: Mini mock board'})).toHaveFocus();
    expect(screen.getByText('15 of 20 right (75%)')).toBeInTheDocument();
    expect(screen.getByText('· time taken 12 min 34 s')).toBeInTheDocument();
    expect(
      screen.getByText('Pass under the 75/60 rule: general average 75%, and no subject below 60%.'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', {name: 'Score by subject'});
    const row1 = within(table).getByRole('row', {name: /^Subject 1 /});
    expect(within(row1).getByText('3/5')).toBeInTheDocument();
    expect(within(row1).getByText('Above the 60% floor, below 75%')).toBeInTheDocument();
  });

  it('fails a board with a subject under 60% even at a high average, naming the subject', () => {
    const {attempt, questions, orders} = attemptWith({1: 5, 2: 5, 3: 5, 4: 2});
    render(<Results attempt={attempt} questions={questions} orders={orders} saveState="saving" />);
    expect(screen.getByText('Not a pass yet under the 75/60 rule:')).toBeInTheDocument();
    expect(screen.getByText('Subject 4 is below the 60% floor')).toBeInTheDocument();
    expect(screen.queryByText(/the general average, .* is below 75%/)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Saving your result…');
  });

  it('lists scores per topic with the page to study, and the weak topics', () => {
    const {attempt, questions, orders} = attemptWith({1: 5, 2: 5, 3: 1, 4: 5});
    render(
      <Results
        attempt={attempt}
        questions={questions}
        orders={orders}
        saveState="saved"
        leadWithWeakTopics
      />,
    );
    const topics = screen.getByRole('table', {name: 'Score by topic'});
    const valuation = within(topics).getByRole('row', {name: /Customs valuation/});
    expect(within(valuation).getByText('20%')).toBeInTheDocument();
    expect(within(valuation).getByRole('link', {name: 'Valuation methods'})).toHaveAttribute(
      'href',
      '/docs/valuation-methods#the-six-methods-at-a-glance',
    );
    const weak = screen.getByRole('heading', {name: 'Your weak topics: study these next'})
      .nextElementSibling as HTMLElement;
    expect(within(weak).getAllByRole('listitem')).toHaveLength(1);
    expect(within(weak).getByRole('link', {name: 'read Valuation methods'})).toHaveAttribute(
      'href',
      '/docs/valuation-methods#the-six-methods-at-a-glance',
    );
  });

  it('links "Retake my mistakes" to exactly this attempt, counting its mistakes', () => {
    const {attempt, questions, orders} = attemptWith({1: 5, 2: 4, 3: 5, 4: 3});
    render(<Results attempt={attempt} questions={questions} orders={orders} saveState="saved" />);
    expect(screen.getByRole('link', {name: 'Retake my mistakes (3)'})).toHaveAttribute(
      'href',
      '/docs/quiz?retake=att-1',
    );
  });

  it('reviews every question with the answer given, the right one and why; filters mistakes and flags', async () => {
    const user = userEvent.setup();
    const {attempt, questions, orders} = attemptWith({1: 5, 2: 5, 3: 5, 4: 4});
    render(<Results attempt={attempt} questions={questions} orders={orders} saveState="saved" />);
    const review = screen.getByRole('region', {name: 'Review every question'});
    // One item per question (their choices are lists of their own).
    const questionItems = (): HTMLElement[] =>
      Array.from(review.querySelectorAll<HTMLElement>(':scope > ol > li'));
    expect(questionItems()).toHaveLength(20);
    await user.click(within(review).getByRole('radio', {name: 'Mistakes only'}));
    const items = questionItems();
    expect(items).toHaveLength(1);
    const item = items[0] as HTMLElement;
    expect(item).toHaveAttribute('value', '20');
    await user.click(within(item).getByText('Prompt of s4-q4?'));
    expect(within(item).getByText('Wrong s4-q4/b: a reason long enough for the schema.')).toBeVisible();
    const chosen = within(item).getByText('Your answer').closest('li') as HTMLElement;
    expect(within(chosen).getByText(/s4-q4 choice B/)).toBeInTheDocument();
    await user.click(within(review).getByRole('radio', {name: 'Flagged only'}));
    expect(questionItems()).toHaveLength(1);
    expect(within(review).getByText('Prompt of s1-q0?')).toBeInTheDocument();
  });

  it("says plainly when there is nothing to retake, and shows an amount question's worked solution", async () => {
    const user = userEvent.setup();
    const q = numeric('n1', '61600.00');
    const attempt = finishAttempt({
      id: 'n',
      kind: 'quiz',
      subject: 4,
      topic: 'Customs duty',
      questions: [q],
      responses: {n1: {kind: 'numeric', value: '61,600.00'}},
      flagged: [],
      startedAt: new Date(0),
      finishedAt: new Date(5000),
      durationMs: 5000,
    });
    render(<Results attempt={attempt} questions={[q]} orders={{}} saveState="device-only" />);
    expect(screen.getByText('No mistakes to retake.')).toBeInTheDocument();
    expect(screen.queryByRole('link', {name: /Retake my mistakes/})).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Saved in this browser. It will be added to your account when the connection is back.',
    );
    await user.click(screen.getByText(/Compute n1/));
    expect(screen.getByText(/Worked solution of n1/)).toBeVisible();
  });

  it('tells the candidate when older results were removed to make room, and when the storage is full', () => {
    const q = numeric('n2', '1.00');
    const attempt = finishAttempt({
      id: 'a-full',
      kind: 'quiz',
      subject: 4,
      topic: null,
      questions: [q],
      responses: {n2: {kind: 'numeric', value: '1.00'}},
      flagged: [],
      startedAt: new Date(0),
      finishedAt: new Date(5000),
      durationMs: 5000,
    });
    const cases: [React.ComponentProps<typeof Results>['saveState'], number, string][] = [
      [
        'saved',
        3,
        "Saved. It shows on the Quizzes page. To make room in this browser's storage, your 3 oldest results were removed from this device.",
      ],
      ['device-only', 1, 'your oldest result was removed from this device.'],
      ['full', 0, "Your result could not be saved: this browser's storage is full."],
      ['account-only', 0, "Saved to your account. This browser's storage is full"],
    ];
    for (const [saveState, dropped, text] of cases) {
      const {unmount} = render(
        <Results
          attempt={attempt}
          questions={[q]}
          orders={{}}
          saveState={saveState}
          droppedOlder={dropped}
        />,
      );
      expect(screen.getByRole('status')).toHaveTextContent(text);
      unmount();
    }
  });

  it('offers "Try saving again" when the result could not be saved, and moves focus to the note once it is', async () => {
    const q = numeric('n3', '1.00');
    const attempt = finishAttempt({
      id: 'a-retry',
      kind: 'quiz',
      subject: 4,
      topic: null,
      questions: [q],
      responses: {n3: {kind: 'numeric', value: '1.00'}},
      flagged: [],
      startedAt: new Date(0),
      finishedAt: new Date(5000),
      durationMs: 5000,
    });
    const retry = vi.fn();
    const view = (saveState: React.ComponentProps<typeof Results>['saveState']) => (
      <Results attempt={attempt} questions={[q]} orders={{}} saveState={saveState} onRetrySave={retry} />
    );
    let setSaveState: (state: React.ComponentProps<typeof Results>['saveState']) => void = () => undefined;
    function Harness(): React.ReactNode {
      const [state, set] = useState<React.ComponentProps<typeof Results>['saveState']>('full');
      setSaveState = set;
      return view(state);
    }
    render(<Harness />);
    const button = screen.getByRole('button', {name: 'Try saving again'});
    await userEvent.click(button);
    expect(retry).toHaveBeenCalledTimes(1);
    // While it saves, the button stays (inactive, and focused), so focus is not lost.
    act(() => setSaveState('saving'));
    expect(screen.getByRole('button', {name: 'Try saving again'})).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', {name: 'Try saving again'})).toHaveFocus();
    await userEvent.click(screen.getByRole('button', {name: 'Try saving again'}));
    expect(retry).toHaveBeenCalledTimes(1);
    act(() => setSaveState('saved'));
    expect(screen.queryByRole('button', {name: 'Try saving again'})).toBeNull();
    // The save note is the status that holds the text (each review item's flag control has its own).
    const note = screen
      .getAllByRole('status')
      .find((s) => s.textContent?.includes('Saved. It shows on the Quizzes page.'));
    expect(note).toHaveFocus();
  });

  it('offers no retry while saving or once saved', () => {
    const {attempt, questions, orders} = attemptWith({1: 3, 2: 4, 3: 4, 4: 4});
    const retry = vi.fn();
    for (const saveState of ['saving', 'saved', 'device-only', 'account-only'] as const) {
      const {unmount} = render(
        <Results
          attempt={attempt}
          questions={questions}
          orders={orders}
          saveState={saveState}
          onRetrySave={retry}
        />,
      );
      expect(screen.queryByRole('button', {name: 'Try saving again'})).toBeNull();
      unmount();
    }
    const {unmount} = render(
      <Results
        attempt={attempt}
        questions={questions}
        orders={orders}
        saveState="failed"
        onRetrySave={retry}
      />,
    );
    expect(screen.getByRole('button', {name: 'Try saving again'})).toHaveAttribute('aria-disabled', 'false');
    unmount();
  });
});
