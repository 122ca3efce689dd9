import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {QuizResponse} from '@site/src/backend/types';
import {normaliseHsCode, type Question} from '@site/src/domain/quiz';
import {formatHsCode} from '@site/src/lib/hsCode';
import QuizText from '../QuizText';
import styles from './styles.module.css';

type Drill = Extract<Question, {type: 'classification'}>;

function YourAnswer({drill, typed}: {readonly drill: Drill; readonly typed: string | null}): ReactNode {
  const headingRight = typed !== null && typed.slice(0, 4) === drill.answer.slice(0, 4);
  return (
    <p>
      <Translate id="quiz.feedback.yourCode">Your answer:</Translate>{' '}
      <strong className={styles.code}>
        {typed !== null ? formatHsCode(typed) : <Translate id="quiz.feedback.noAnswer">no answer</Translate>}
      </strong>
      {' · '}
      <Translate id="quiz.feedback.correctCode">Correct subheading:</Translate>{' '}
      <strong className={styles.code}>{formatHsCode(drill.answer)}</strong>
      {typed !== null && typed !== drill.answer && (
        <span className={clsx(styles.tag, headingRight ? styles.tagRight : styles.tagWrong)}>
          {headingRight ? (
            <Translate id="quiz.feedback.headingRight">Heading right, subheading wrong</Translate>
          ) : (
            <Translate id="quiz.feedback.headingWrong">Heading wrong</Translate>
          )}
        </span>
      )}
    </p>
  );
}

/** A drill's feedback: the answer against the key, the reasoning rule by rule, and the common wrong paths. */
export default function DrillReasoning({
  drill,
  response,
}: {
  readonly drill: Drill;
  readonly response: QuizResponse | null;
}): ReactNode {
  const typed = response?.kind === 'code' ? normaliseHsCode(response.value) : null;
  return (
    <div>
      <YourAnswer drill={drill} typed={typed} />
      <Heading as="h4" className={styles.subhead}>
        <Translate id="quiz.feedback.reasoning">The reasoning, rule by rule</Translate>
      </Heading>
      <ol className={styles.steps}>
        {drill.reasoning.map((step, i) => (
          <li key={i}>
            <span className={styles.rule}>{step.rule}</span>
            <QuizText inline markdown={step.text} />
          </li>
        ))}
      </ol>
      <Heading as="h4" className={styles.subhead}>
        <Translate id="quiz.feedback.wrongPaths">Common wrong paths</Translate>
      </Heading>
      <ul className={styles.steps}>
        {drill.wrongPaths.map((w) => {
          const yours =
            typed !== null && (typed === w.code || (w.code.length === 4 && typed.startsWith(w.code)));
          return (
            <li key={w.code}>
              <strong className={styles.code}>{formatHsCode(w.code)}</strong>
              {yours && (
                <span className={clsx(styles.tag, styles.tagWrong)}>
                  <Translate id="quiz.feedback.yourPath">Your path</Translate>
                </span>
              )}{' '}
              <QuizText inline markdown={w.why} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
