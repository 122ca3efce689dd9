import {useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {QuizAttempt} from '@site/src/backend/types';
import type {Question} from '@site/src/domain/quiz';
import Feedback from '../Feedback';
import MarkControl from '../marks/MarkControl';
import styles from './styles.module.css';

type Filter = 'all' | 'missed' | 'flagged';

interface Props {
  readonly attempt: QuizAttempt;
  readonly questions: readonly Question[];
  readonly orders: Readonly<Record<string, readonly string[]>>;
}

function status(correct: boolean, answered: boolean): ReactNode {
  if (correct)
    return <span className={styles.good}>✓ {translate({id: 'quiz.review.right', message: 'Right'})}</span>;
  if (!answered)
    return (
      <span className={styles.bad}>– {translate({id: 'quiz.review.blank', message: 'Unanswered'})}</span>
    );
  return <span className={styles.bad}>✗ {translate({id: 'quiz.review.wrong', message: 'Wrong'})}</span>;
}

/** Every question of the attempt, with the answer given, the right one and why. */
export default function ReviewList({attempt, questions, orders}: Props): ReactNode {
  const [filter, setFilter] = useState<Filter>('all');
  const byId = new Map(questions.map((q) => [q.id, q]));
  const shown = attempt.items
    .map((item, index) => ({item, index}))
    .filter(({item}) => filter === 'all' || (filter === 'missed' ? !item.correct : item.flagged));
  const options: readonly {value: Filter; label: string}[] = [
    {value: 'all', label: translate({id: 'quiz.review.all', message: 'All'})},
    {value: 'missed', label: translate({id: 'quiz.review.missed', message: 'Mistakes only'})},
    {value: 'flagged', label: translate({id: 'quiz.review.flagged', message: 'Flagged only'})},
  ];
  return (
    <section className={styles.section} aria-labelledby={`review-${attempt.id}`}>
      <Heading as="h3">
        <span id={`review-${attempt.id}`}>
          <Translate id="quiz.review.title">Review every question</Translate>
        </span>
      </Heading>
      <fieldset className={styles.filter}>
        <legend>
          <Translate id="quiz.review.show">Show</Translate>
        </legend>
        {options.map((o) => (
          <label key={o.value}>
            <input
              type="radio"
              name="review-filter"
              checked={filter === o.value}
              onChange={() => setFilter(o.value)}
            />{' '}
            {o.label}
          </label>
        ))}
      </fieldset>
      {shown.length === 0 && (
        <p>
          <Translate id="quiz.review.none">Nothing to show here.</Translate>
        </p>
      )}
      <ol className={styles.review}>
        {shown.map(({item, index}) => {
          const q = byId.get(item.questionId);
          return (
            <li key={item.questionId} value={index + 1} className={styles.reviewItem}>
              <details>
                <summary>
                  {status(item.correct, item.response !== null)}
                  {item.flagged && <span className={styles.flagTag}> ⚑</span>}{' '}
                  <span className={styles.summaryPrompt}>{q?.prompt ?? item.questionId}</span>
                </summary>
                {q ? (
                  <>
                    <Feedback question={q} order={orders[q.id] ?? []} response={item.response} />
                    <MarkControl
                      target="item"
                      refId={q.id}
                      label={q.prompt}
                      subject={q.subject}
                      topic={q.topic}
                    />
                  </>
                ) : (
                  <p>
                    <Translate id="quiz.review.gone">This question is no longer in the bank.</Translate>
                  </p>
                )}
              </details>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
