import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {type ExamState, isAnswered} from '@site/src/domain/quiz';
import styles from './styles.module.css';

interface Props {
  readonly state: ExamState;
  readonly onGo: (index: number) => void;
}

function describe(n: number, answered: boolean, flagged: boolean): string {
  const parts = [
    translate({id: 'quiz.nav.question', message: 'Question {n}'}, {n}),
    answered
      ? translate({id: 'quiz.nav.answered', message: 'answered'})
      : translate({id: 'quiz.nav.unanswered', message: 'unanswered'}),
  ];
  if (flagged) parts.push(translate({id: 'quiz.nav.flagged', message: 'flagged'}));
  return parts.join(', ');
}

/** Boards longer than this start with the navigator folded, so the question stays in view on a phone. */
const OPEN_UP_TO = 30;

/** Every question number at a glance, marked answered, unanswered or flagged; a press jumps there. */
export default function ExamNavigator({state, onGo}: Props): ReactNode {
  return (
    <nav aria-label={translate({id: 'quiz.nav.label', message: 'Question navigator'})} className={styles.nav}>
      <details open={state.questionIds.length <= OPEN_UP_TO}>
        <summary className={styles.summary}>
          <Translate id="quiz.nav.toggle">All questions</Translate>
        </summary>
        <ol className={styles.grid}>
          {state.questionIds.map((id, i) => {
            const answered = isAnswered(state.responses[id]);
            const flagged = state.flagged.includes(id);
            return (
              <li key={id}>
                <button
                  type="button"
                  className={clsx(styles.cell, answered && styles.answered, flagged && styles.flagged)}
                  aria-current={i === state.position ? 'step' : undefined}
                  aria-label={describe(i + 1, answered, flagged)}
                  onClick={() => onGo(i)}>
                  {i + 1}
                  {flagged && (
                    <span className={styles.flagMark} aria-hidden="true">
                      ⚑
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ol>
        <p className={styles.legend} aria-hidden="true">
          <span className={clsx(styles.key, styles.answered)} />{' '}
          {translate({id: 'quiz.nav.answered', message: 'answered'})}
          <span className={styles.key} /> {translate({id: 'quiz.nav.unanswered', message: 'unanswered'})}
          <span className={styles.keyFlag}>⚑</span> {translate({id: 'quiz.nav.flagged', message: 'flagged'})}
        </p>
      </details>
    </nav>
  );
}
