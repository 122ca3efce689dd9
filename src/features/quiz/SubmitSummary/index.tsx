import {useEffect, useRef, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {ExamSummary} from '@site/src/domain/quiz';
import styles from './styles.module.css';

interface Props {
  readonly summary: ExamSummary;
  readonly total: number;
  readonly onGo: (index: number) => void;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

function Jumps({
  positions,
  onGo,
}: {
  readonly positions: readonly number[];
  readonly onGo: (i: number) => void;
}): ReactNode {
  return (
    <ul className={styles.jumps}>
      {positions.map((i) => (
        <li key={i}>
          <button type="button" className={styles.jump} onClick={() => onGo(i)}>
            <Translate id="quiz.submit.goTo" values={{n: i + 1}}>
              {'Question {n}'}
            </Translate>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Before submitting: how many items are unanswered and flagged, with a way back to each. */
export default function SubmitSummary({summary, total, onGo, onConfirm, onCancel}: Props): ReactNode {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.summary} aria-labelledby="submit-summary-title">
      <Heading as="h3" ref={heading} tabIndex={-1} className={styles.title}>
        <span id="submit-summary-title">
          <Translate id="quiz.submit.title">Submit your answers?</Translate>
        </span>
      </Heading>
      <p>
        <Translate id="quiz.submit.answered" values={{answered: summary.answered, total}}>
          {'You have answered {answered} of {total}.'}
        </Translate>
      </p>
      <p className={summary.unanswered.length > 0 ? styles.warn : undefined}>
        <Translate id="quiz.submit.unanswered" values={{n: summary.unanswered.length}}>
          {'Unanswered: {n}. An unanswered item scores zero.'}
        </Translate>
      </p>
      {summary.unanswered.length > 0 && <Jumps positions={summary.unanswered} onGo={onGo} />}
      <p>
        <Translate id="quiz.submit.flagged" values={{n: summary.flagged.length}}>
          {'Flagged for review: {n}.'}
        </Translate>
      </p>
      {summary.flagged.length > 0 && <Jumps positions={summary.flagged} onGo={onGo} />}
      <div className={styles.actions}>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          <Translate id="quiz.submit.back">Go back to the exam</Translate>
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm}>
          <Translate id="quiz.submit.confirm">Submit now</Translate>
        </button>
      </div>
    </section>
  );
}
