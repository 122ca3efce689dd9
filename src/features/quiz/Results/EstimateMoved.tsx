import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {QuizAttempt} from '@site/src/backend/types';
import type {SubjectPrediction} from '@site/src/domain/readiness';
import {subjectShort} from '../labels';
import {useEstimateMove} from '../readiness/useEstimateMove';
import styles from './styles.module.css';

const pct = (x: number): string => `${Math.round(x)}%`;

function Line({
  before,
  after,
}: {
  readonly before: SubjectPrediction;
  readonly after: SubjectPrediction;
}): ReactNode {
  const subject = subjectShort(after.subject);
  if (after.expected !== null && before.expected !== null) {
    return (
      <Translate
        id="quiz.results.moved.rating"
        values={{subject, from: pct(before.expected), to: pct(after.expected)}}>
        {'{subject}: expected rating {from} → {to}'}
      </Translate>
    );
  }
  if (after.expected !== null) {
    return (
      <Translate id="quiz.results.moved.first" values={{subject, to: pct(after.expected)}}>
        {'{subject}: a first expected rating, {to}'}
      </Translate>
    );
  }
  return (
    <Translate id="quiz.results.moved.missing" values={{subject, from: before.missing, to: after.missing}}>
      {'{subject}: about {to} more items needed for a rating (was {from})'}
    </Translate>
  );
}

/** What this attempt did to the readiness estimate, per subject it touched (issue 27). */
export default function EstimateMoved({
  attempt,
  saved,
}: {
  readonly attempt: QuizAttempt;
  readonly saved: boolean;
}): ReactNode {
  const move = useEstimateMove(attempt, saved);
  if (move.status !== 'ready') return null;
  const {before, after} = move.value;
  const touched = new Set(attempt.items.map((i) => i.subject));
  const lines = after.subjects.filter((s) => touched.has(s.subject));
  return (
    <section className={styles.section} aria-labelledby={`moved-${attempt.id}`}>
      <Heading as="h3" id={`moved-${attempt.id}`}>
        <Translate id="quiz.results.moved.title">How this attempt moved your estimate</Translate>
      </Heading>
      <ul>
        {lines.map((s) => {
          const was = before.subjects.find((b) => b.subject === s.subject);
          return <li key={s.subject}>{was && <Line before={was} after={s} />}</li>;
        })}
        {after.passProbability !== null && (
          <li>
            <Translate
              id="quiz.results.moved.pass"
              values={{
                from: before.passProbability === null ? '—' : pct(100 * before.passProbability),
                to: pct(100 * after.passProbability),
              }}>
              {'Chance of passing a board tomorrow: {from} → {to}'}
            </Translate>
          </li>
        )}
      </ul>
      <Link to="/quizzes">
        <Translate id="quiz.results.moved.link">See where you stand</Translate>
      </Link>
    </section>
  );
}
