import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import type {InProgressAttempt} from '@site/src/backend/types';
import {examSummary, type Question} from '@site/src/domain/quiz';
import ExamAnswer from '../ExamAnswer';
import ExamNavigator from '../ExamNavigator';
import {formatClock} from '../labels';
import QuestionCard from '../QuestionCard';
import SubmitSummary from '../SubmitSummary';
import {showQuestion} from '../showQuestion';
import MarkControl from '../marks/MarkControl';
import {useQuizKeys} from '../useQuizKeys';
import {useExamRunner, type ExamCallbacks} from './useExamRunner';
import styles from './styles.module.css';

interface Props extends ExamCallbacks {
  readonly title: ReactNode;
  /** The exam's questions, in the order of `initial.questionIds`. */
  readonly questions: readonly Question[];
  readonly initial: InProgressAttempt;
  /** Move focus to the first question on mount (the candidate just started it, rather than a resume). */
  readonly focusOnStart?: boolean;
  /** The exam day's wall clock and its warnings at 30, 10 and 1 minutes left (the mock boards). */
  readonly wallClock?: boolean;
  /** Shown under each question, e.g. what the candidate may consult (given the question shown). */
  readonly aside?: (question: Question) => ReactNode;
  /** The exam was opened after its time ran out (wall clock): it is submitted as it stood. */
  readonly onExpiredAway?: () => void;
}

function StageText({minutes}: {readonly minutes: number}): ReactNode {
  if (minutes === 1)
    return (
      <Translate id="quiz.exam.stage1">
        1 minute left: answer what you can, the sitting is submitted when the time runs out.
      </Translate>
    );
  if (minutes === 10)
    return (
      <Translate id="quiz.exam.stage10">
        10 minutes left: answer the items you skipped, then submit.
      </Translate>
    );
  return (
    <Translate id="quiz.exam.stage30">30 minutes left: check the items you flagged and skipped.</Translate>
  );
}

/** Exam mode: timer with a warning, navigator, flags, and a submit summary. No feedback until the end. */
export default function ExamRunner({
  title,
  questions,
  initial,
  focusOnStart = false,
  wallClock = false,
  aside,
  onExpiredAway,
  onSave,
  onSubmit,
}: Props): ReactNode {
  const {state, dispatch, submit, warning, stage} = useExamRunner(
    initial,
    {onSave, onSubmit},
    {wallClock, onExpiredAway},
  );
  const [reviewing, setReviewing] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const id = state.questionIds[state.position] ?? '';
  const question = byId.get(id);
  const order = initial.choiceOrder[id] ?? [];
  const flagged = state.flagged.includes(id);
  const isLast = state.position === state.questionIds.length - 1;
  const summary = examSummary(state);

  const go = (index: number): void => {
    setReviewing(false);
    dispatch({type: 'goTo', index});
  };

  useQuizKeys(root, {
    choiceCount: question?.type === 'numeric' ? 0 : order.length,
    choose: (index) => {
      const choice = order[index];
      if (!question || !choice || reviewing) return;
      const current = state.responses[id];
      const ids = current?.kind === 'choices' ? current.ids : [];
      const next =
        question.type === 'multiple'
          ? ids.includes(choice)
            ? ids.filter((c) => c !== choice)
            : [...ids, choice]
          : [choice];
      dispatch({type: 'answer', questionId: id, response: {kind: 'choices', ids: next}});
    },
    next: () => {
      if (reviewing) return;
      if (isLast) setReviewing(true);
      else dispatch({type: 'next'});
    },
    flag: () => !reviewing && dispatch({type: 'toggleFlag', questionId: id}),
  });

  // Each new question (and the first, when just started) gets focus, clear of the sticky bar.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      if (!focusOnStart) return;
    }
    showQuestion(heading.current, bar.current);
  }, [state.position, focusOnStart]);

  return (
    <div ref={root} className={styles.exam}>
      <div ref={bar} className={styles.bar}>
        <p className={styles.title}>{title}</p>
        <p className={styles.count}>
          <Translate
            id="quiz.exam.answered"
            values={{answered: summary.answered, total: state.questionIds.length}}>
            {'{answered} of {total} answered'}
          </Translate>
        </p>
        {state.remainingMs !== null && (
          <p className={clsx(styles.timer, warning && styles.timerWarning)}>
            <span className={styles.timerLabel}>
              <Translate id="quiz.exam.timeLeft">Time left</Translate>
            </span>{' '}
            <span role="timer" aria-label={translate({id: 'quiz.exam.timeLeft', message: 'Time left'})}>
              {formatClock(state.remainingMs)}
            </span>
          </p>
        )}
        {wallClock && (
          <div className={styles.stage} role="status" aria-live="polite">
            {stage !== null && (
              <p className={styles.warning}>
                <StageText minutes={stage} />
              </p>
            )}
          </div>
        )}
      </div>
      {warning && !wallClock && (
        <p className={styles.warning} role="alert">
          <Translate id="quiz.exam.warning">
            Time is nearly up: answer the items you skipped, then submit.
          </Translate>
        </p>
      )}
      <ExamNavigator state={state} onGo={go} />
      {reviewing ? (
        <SubmitSummary
          summary={summary}
          total={state.questionIds.length}
          onGo={go}
          onCancel={() => setReviewing(false)}
          onConfirm={() => submit('submitted')}
        />
      ) : (
        question && (
          <>
            <QuestionCard
              question={question}
              index={state.position}
              total={state.questionIds.length}
              flagged={flagged}
              headingRef={heading}>
              <ExamAnswer
                question={question}
                order={order}
                response={state.responses[id]}
                onChange={(response) => dispatch({type: 'answer', questionId: id, response})}
              />
            </QuestionCard>
            {aside?.(question)}
            <div className={styles.actions}>
              <button
                type="button"
                className="button button--secondary"
                disabled={state.position === 0}
                onClick={() => dispatch({type: 'previous'})}>
                <Translate id="quiz.exam.previous">Previous</Translate>
              </button>
              <button
                type="button"
                className="button button--secondary"
                aria-pressed={flagged}
                onClick={() => dispatch({type: 'toggleFlag', questionId: id})}>
                {flagged ? (
                  <Translate id="quiz.flag.remove">Remove flag</Translate>
                ) : (
                  <Translate id="quiz.flag.add">Flag for review</Translate>
                )}
              </button>
              {!isLast && (
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => dispatch({type: 'next'})}>
                  <Translate id="quiz.exam.next">Next</Translate>
                </button>
              )}
              <button
                type="button"
                className={clsx('button', isLast ? 'button--primary' : 'button--outline button--primary')}
                onClick={() => setReviewing(true)}>
                <Translate id="quiz.exam.submit">Submit</Translate>
              </button>
            </div>
            <MarkControl
              key={id}
              target="item"
              refId={id}
              label={question.prompt}
              subject={question.subject}
              topic={question.topic}
              noteOnly
            />
            <p className={styles.keys}>
              <Translate id="quiz.keys.hint">
                Keys: 1–4 or A–D to choose, Enter for next, F to flag.
              </Translate>
            </p>
          </>
        )
      )}
    </div>
  );
}
