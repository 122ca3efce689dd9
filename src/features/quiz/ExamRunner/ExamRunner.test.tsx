import {act, screen, within} from '@testing-library/react';
import {renderInSite as render} from '@site/test/renderWithAccount';
import {createBrowserProgress, GUEST_OWNER} from '@site/src/backend/browserProgress';
import userEvent from '@testing-library/user-event';
import type {InProgressAttempt} from '@site/src/backend/types';
import {multiple, numeric, single} from '@site/test/quizQuestions';
import ExamRunner from './index';

const questions = [single('q1', 1), multiple('q2', ['a', 'c']), numeric('q3'), single('q4', 4)];

function exam(overrides: Partial<InProgressAttempt> = {}): InProgressAttempt {
  return {
    key: 'mock-mini',
    attemptId: 'att',
    kind: 'mock-mini',
    seed: 'seed',
    questionIds: questions.map((q) => q.id),
    // Display order is fixed here so letters are predictable: A = a, B = b ...
    choiceOrder: {q1: ['a', 'b', 'c', 'd'], q2: ['a', 'b', 'c', 'd'], q3: [], q4: ['d', 'c', 'b', 'a']},
    responses: {},
    flagged: [],
    position: 0,
    startedAt: new Date('2026-11-22T00:00:00Z'),
    timeLimitMs: null,
    remainingMs: null,
    updatedAt: new Date('2026-11-22T00:00:00Z'),
    ...overrides,
  };
}

function setup(initial = exam()) {
  const onSave = vi.fn();
  const onSubmit = vi.fn();
  render(
    <ExamRunner
      title="Mini mock board"
      questions={questions}
      initial={initial}
      onSave={onSave}
      onSubmit={onSubmit}
    />,
  );
  return {onSave, onSubmit, user: userEvent.setup()};
}

const nav = () => screen.getByRole('navigation', {name: 'Question navigator'});

describe('ExamRunner', () => {
  it('takes a note on the item in exam mode without answering it, kept in this browser for the flags page', async () => {
    const {user} = setup();
    expect(screen.queryByRole('button', {name: /^⚑/})).not.toBeInTheDocument(); // the exam's own flag only
    await user.click(await screen.findByRole('button', {name: 'Add a note'}));
    const box = screen.getByLabelText('Note (only you see it)');
    expect(box).toHaveFocus();
    await user.type(box, 'a trap about 15 days');
    await user.click(screen.getByRole('button', {name: 'Save note'}));
    expect(await screen.findByText('a trap about 15 days')).toBeInTheDocument();
    // Typing "a" in the note chose no answer.
    expect(screen.getByRole('radio', {name: 'A. q1 choice A'})).not.toBeChecked();
    const marks = await createBrowserProgress(GUEST_OWNER).listMarks();
    expect(marks).toMatchObject([{target: 'item', ref: 'q1', flagged: false, note: 'a trap about 15 days'}]);
  });

  it('marks answered and flagged questions in the navigator and jumps where pressed', async () => {
    const {user, onSave} = setup();
    await user.click(screen.getByRole('radio', {name: 'A. q1 choice A'}));
    expect(within(nav()).getByRole('button', {name: 'Question 1, answered'})).toHaveAttribute(
      'aria-current',
      'step',
    );
    await user.click(screen.getByRole('button', {name: 'Flag for review'}));
    expect(within(nav()).getByRole('button', {name: 'Question 1, answered, flagged'})).toBeInTheDocument();
    await user.click(within(nav()).getByRole('button', {name: 'Question 3, unanswered'}));
    expect(screen.getByRole('heading', {name: 'Question 3 of 4'})).toHaveFocus();
    expect(screen.getByText('1 of 4 answered')).toBeInTheDocument();
    // Each change was saved: the answer, the flag, the move.
    const last = onSave.mock.calls.at(-1)?.[0] as InProgressAttempt;
    expect(last).toMatchObject({
      position: 2,
      flagged: ['q1'],
      responses: {q1: {kind: 'choices', ids: ['a']}},
    });
    expect(onSave.mock.calls.at(-1)?.[1]).toEqual({deviceOnly: false});
  });

  it('keeps answers changeable and shows no feedback before submit', async () => {
    const {user} = setup();
    await user.click(screen.getByRole('radio', {name: 'A. q1 choice A'}));
    await user.click(screen.getByRole('radio', {name: 'C. q1 choice C'}));
    expect(screen.getByRole('radio', {name: 'C. q1 choice C'})).toBeChecked();
    expect(screen.queryByText(/Right q1|Wrong q1/)).not.toBeInTheDocument();
    expect(screen.queryByText('Correct')).not.toBeInTheDocument();
  });

  it('summarises unanswered and flagged items before submitting, with a way back to each', async () => {
    const {user, onSubmit} = setup(exam({responses: {q2: {kind: 'choices', ids: ['a']}}, flagged: ['q4']}));
    await user.click(screen.getByRole('button', {name: 'Submit'}));
    const summary = screen.getByRole('region', {name: 'Submit your answers?'});
    expect(within(summary).getByText('You have answered 1 of 4.')).toBeInTheDocument();
    expect(within(summary).getByText('Unanswered: 3. An unanswered item scores zero.')).toBeInTheDocument();
    expect(within(summary).getByText('Flagged for review: 1.')).toBeInTheDocument();
    const jumps = within(summary).getAllByRole('button', {name: /^Question \d$/});
    expect(jumps.map((b) => b.textContent)).toEqual(['Question 1', 'Question 3', 'Question 4', 'Question 4']);
    await user.click(jumps[1] as HTMLElement);
    expect(screen.getByRole('heading', {name: 'Question 3 of 4'})).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', {name: 'Submit'}));
    await user.click(screen.getByRole('button', {name: 'Submit now'}));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[1]).toBe('submitted');
    expect((onSubmit.mock.calls[0]?.[0] as InProgressAttempt).flagged).toEqual(['q4']);
  });

  it('answers with 1–4 and A–D by displayed position, goes on with Enter and flags with F', async () => {
    const {user} = setup(exam({position: 3}));
    // q4 shows d, c, b, a: key 2 picks c, key A picks d.
    await user.keyboard('2');
    expect(screen.getByRole('radio', {name: 'B. q4 choice C'})).toBeChecked();
    await user.keyboard('a');
    expect(screen.getByRole('radio', {name: 'A. q4 choice D'})).toBeChecked();
    await user.keyboard('f');
    expect(within(nav()).getByRole('button', {name: 'Question 4, answered, flagged'})).toBeInTheDocument();
    await user.keyboard('F');
    expect(within(nav()).getByRole('button', {name: 'Question 4, answered'})).toBeInTheDocument();
    // Enter on the last question opens the submit summary.
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', {name: 'Submit your answers?'})).toBeInTheDocument();
  });

  it('toggles a multiple-answer choice with its key and moves on with Enter', async () => {
    const {user} = setup(exam({position: 1}));
    await user.keyboard('1c');
    expect(screen.getByRole('checkbox', {name: 'A. q2 option A'})).toBeChecked();
    expect(screen.getByRole('checkbox', {name: 'C. q2 option C'})).toBeChecked();
    await user.keyboard('1');
    expect(screen.getByRole('checkbox', {name: 'A. q2 option A'})).not.toBeChecked();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', {name: 'Question 3 of 4'})).toBeInTheDocument();
  });

  it('ignores choice keys while typing an amount, and keeps what was typed', async () => {
    const {user} = setup(exam({position: 2}));
    const box = screen.getByRole('textbox', {name: 'Your answer (₱)'});
    await user.type(box, '61,6x');
    expect(box).toHaveValue('61,6x');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('That is not a number. Type digits only, for example 61600.00.'),
    ).toBeInTheDocument();
    expect(within(nav()).getByRole('button', {name: 'Question 3, answered'})).toBeInTheDocument();
    expect(screen.getByRole('heading', {name: 'Question 3 of 4'})).toBeInTheDocument();
  });
});

describe('ExamRunner timer', () => {
  beforeEach(() => {
    vi.useFakeTimers({toFake: ['setInterval', 'clearInterval', 'performance', 'Date']});
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down, warns near the end, saves the clock and submits at zero', () => {
    const onSave = vi.fn();
    const onSubmit = vi.fn();
    render(
      <ExamRunner
        title="Mini mock board"
        questions={questions}
        initial={exam({timeLimitMs: 60 * 60_000, remainingMs: 6 * 60_000})}
        onSave={onSave}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('6:00');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.getByRole('timer')).toHaveTextContent('4:59');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Time is nearly up: answer the items you skipped, then submit.',
    );
    const clockSaves = onSave.mock.calls.filter((c) => (c[1] as {deviceOnly: boolean}).deviceOnly);
    expect(clockSaves.length).toBeGreaterThanOrEqual(12);
    expect((clockSaves.at(-1)?.[0] as InProgressAttempt).remainingMs).toBeLessThan(6 * 60_000);
    act(() => vi.advanceTimersByTime(5 * 60_000));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[1]).toBe('time-up');
    expect((onSubmit.mock.calls[0]?.[0] as InProgressAttempt).remainingMs).toBe(0);
  });
});
