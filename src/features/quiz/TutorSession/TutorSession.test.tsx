import {screen, within} from '@testing-library/react';
import {renderInSite as render} from '@site/test/renderWithAccount';
import userEvent from '@testing-library/user-event';
import {choiceOrderFor, choicesOf, type Question} from '@site/src/domain/quiz';
import {multiple, numeric, single} from '@site/test/quizQuestions';
import type {TutorOutcome} from './useTutorSession';
import TutorSession from './index';

const SEED = 'tutor-seed';

/** The label a choice gets on screen, e.g. "C. q1 choice A", from the seeded display order. */
function shown(q: Question, id: string): string {
  const order = choiceOrderFor(q, SEED);
  const index = order.indexOf(id);
  const text = choicesOf(q).find((c) => c.id === id)?.text ?? '';
  return `${String.fromCharCode(65 + index)}. ${text}`;
}

function setup(questions: readonly Question[]) {
  const onFinish = vi.fn<(o: TutorOutcome) => void>();
  render(<TutorSession questions={questions} seed={SEED} onFinish={onFinish} />);
  return {onFinish, user: userEvent.setup()};
}

describe('TutorSession', () => {
  it('marks a single-choice answer at once and explains every choice, the takeaway and the source', async () => {
    const q = single('q1', 1, 'CMTA general provisions', 'b');
    const {user} = setup([q, single('q2')]);
    await user.click(screen.getByRole('button', {name: shown(q, 'c')}));
    expect(screen.getByText('Not quite')).toBeInTheDocument();
    for (const c of ['a', 'b', 'c', 'd']) {
      expect(
        screen.getByText(`${c === 'b' ? 'Right' : 'Wrong'} q1/${c}: a reason long enough for the schema.`),
      ).toBeInTheDocument();
    }
    const right = screen.getByText('Right q1/b: a reason long enough for the schema.').closest('li');
    expect(within(right as HTMLElement).getByText('Correct answer')).toBeInTheDocument();
    const mine = screen.getByText('Wrong q1/c: a reason long enough for the schema.').closest('li');
    expect(within(mine as HTMLElement).getByText('Your answer')).toBeInTheDocument();
    expect(screen.getByText('Takeaway of q1.')).toBeInTheDocument();
    expect(screen.getByText('Sources: CMTA Sec. 100')).toBeInTheDocument();
    // Answered: another click changes nothing.
    await user.click(screen.getByRole('button', {name: shown(q, 'b')}));
    expect(screen.getByText('Not quite')).toBeInTheDocument();
  });

  it('checks a multiple-answer question only on Check, and shows the worked solution of an amount', async () => {
    const m = multiple('m1', ['a', 'c']);
    const n = numeric('n1', '61600.00', '0.01');
    const {user, onFinish} = setup([m, n]);
    expect(screen.getByRole('button', {name: 'Check answer'})).toBeDisabled();
    await user.click(screen.getByRole('checkbox', {name: shown(m, 'a')}));
    await user.click(screen.getByRole('checkbox', {name: shown(m, 'c')}));
    expect(screen.queryByText('Correct')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Check answer'}));
    expect(screen.getByText('Correct')).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Next question'}));

    const box = screen.getByRole('textbox', {name: 'Your answer (₱)'});
    await user.type(box, '61,600');
    await user.click(screen.getByRole('button', {name: 'Check answer'}));
    expect(screen.getByText('Correct')).toBeInTheDocument();
    expect(screen.getByText('₱61,600.00')).toBeInTheDocument();
    expect(screen.getByText(/Worked solution of n1/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'See my results'}));
    expect(onFinish).toHaveBeenCalledTimes(1);
    const outcome = onFinish.mock.calls[0]?.[0];
    expect(outcome?.responses).toEqual({
      m1: {kind: 'choices', ids: ['a', 'c']},
      n1: {kind: 'numeric', value: '61,600'},
    });
  });

  it('keeps a malformed amount typed, says why, and does not check it', async () => {
    const {user} = setup([numeric('n1')]);
    const box = screen.getByRole('textbox', {name: 'Your answer (₱)'});
    await user.type(box, '6l600');
    expect(box).toHaveValue('6l600');
    expect(box).toHaveAccessibleDescription('That is not a number. Type digits only, for example 61600.00.');
    expect(screen.getByRole('button', {name: 'Check answer'})).toBeDisabled();
    await user.type(box, '{Enter}');
    expect(screen.queryByText('Not quite')).not.toBeInTheDocument();
  });

  it('answers with 1–4 or A–D, goes on with Enter, and flags with F', async () => {
    const q1 = single('q1', 1, 'CMTA general provisions', 'a');
    const q2 = multiple('q2', ['b', 'd']);
    const {user, onFinish} = setup([q1, q2]);
    const order1 = choiceOrderFor(q1, SEED);
    await user.keyboard('f');
    expect(screen.getByRole('button', {name: 'Remove flag'})).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard(String(order1.indexOf('a') + 1));
    expect(screen.getByText('Correct')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', {name: 'Question 2 of 2'})).toHaveFocus();

    const order2 = choiceOrderFor(q2, SEED);
    const letter = (id: string): string => String.fromCharCode(97 + order2.indexOf(id));
    await user.keyboard(letter('b'));
    await user.keyboard(letter('d'));
    expect(screen.getByRole('checkbox', {name: shown(q2, 'b')})).toBeChecked();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Correct')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onFinish.mock.calls[0]?.[0].flagged).toEqual(['q1']);
  });

  it('offers the optional "how sure" tap after a right answer only, and reports Hard or Easy', async () => {
    const q1 = single('q1', 1, 'CMTA general provisions', 'b');
    const q2 = single('q2', 1, 'CMTA general provisions', 'b');
    const q3 = single('q3', 1, 'CMTA general provisions', 'b');
    const {user, onFinish} = setup([q1, q2, q3]);
    // Wrong: no tap (a miss is Again whatever the candidate felt).
    await user.click(screen.getByRole('button', {name: shown(q1, 'c')}));
    expect(screen.queryByRole('group', {name: /How sure were you/})).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Next question'}));
    // Right: three choices, one pressed at a time.
    await user.click(screen.getByRole('button', {name: shown(q2, 'b')}));
    const group = screen.getByRole('group', {name: /How sure were you/});
    await user.click(within(group).getByRole('button', {name: 'I guessed'}));
    await user.click(within(group).getByRole('button', {name: 'I was sure'}));
    expect(within(group).getByRole('button', {name: 'I was sure'})).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', {name: 'I guessed'})).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', {name: 'Next question'}));
    // Right, tapped "unsure": Good, which is no record at all.
    await user.click(screen.getByRole('button', {name: shown(q3, 'b')}));
    await user.click(screen.getByRole('button', {name: 'I was unsure'}));
    await user.click(screen.getByRole('button', {name: 'See my results'}));
    expect(onFinish.mock.calls[0]?.[0].confidence).toEqual({q2: 'easy'});
  });
});
