import {useId, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {QuizAttempt} from '@site/src/backend/types';
import {chartSeries} from '../hubStats';
import {attemptTitle, formatPercent} from '../labels';
import styles from './styles.module.css';

interface Props {
  /** Oldest first. */
  readonly attempts: readonly QuizAttempt[];
  readonly formatDate: (d: Date) => string;
}

const W = 600;
const H = 200;
const PAD = {left: 52, right: 12, top: 14, bottom: 14};

const y = (percent: number): number => PAD.top + ((100 - percent) / 100) * (H - PAD.top - PAD.bottom);

/** Scores over time as a small line chart, with the same data as a table for screen readers and print. */
export default function ScoreChart({attempts, formatDate}: Props): ReactNode {
  const id = useId();
  if (attempts.length === 0) return null;
  const step = attempts.length > 1 ? (W - PAD.left - PAD.right) / (attempts.length - 1) : 0;
  const x = (i: number): number => (attempts.length > 1 ? PAD.left + i * step : W / 2);
  const {full, practice} = chartSeries(attempts);
  const line = full.map((p) => `${x(p.index).toFixed(1)},${y(p.attempt.scorePercent).toFixed(1)}`).join(' ');
  const first = attempts[0];
  const last = attempts[attempts.length - 1];
  const summary =
    first && last
      ? translate(
          {
            id: 'quiz.chart.desc',
            message:
              'Scores from {from} to {to} ({n} in all); the latest was {latest}. The dashed line marks 75%.',
          },
          {
            n: attempts.length,
            from: formatDate(first.finishedAt),
            to: formatDate(last.finishedAt),
            latest: formatPercent(last.scorePercent),
          },
        )
      : '';
  return (
    <figure className={styles.figure}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-t ${id}-d`} className={styles.svg}>
        <title id={`${id}-t`}>{translate({id: 'quiz.chart.title', message: 'Your scores over time'})}</title>
        <desc id={`${id}-d`}>{summary}</desc>
        {[0, 60, 75, 100].map((p) => (
          <g key={p}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(p)}
              y2={y(p)}
              className={p === 75 ? styles.passLine : styles.grid}
            />
            <text x={PAD.left - 8} y={y(p) + 5} textAnchor="end" className={styles.axis}>
              {p}%
            </text>
          </g>
        ))}
        {full.length > 1 && <polyline points={line} className={styles.line} data-series="full" />}
        {full.map((p) => (
          <circle
            key={p.attempt.id}
            cx={x(p.index)}
            cy={y(p.attempt.scorePercent)}
            r={4}
            className={styles.point}
            data-series="full"
          />
        ))}
        {/* Retakes and reviews: hollow squares off the line. */}
        {practice.map((p) => (
          <rect
            key={p.attempt.id}
            x={x(p.index) - 4.5}
            y={y(p.attempt.scorePercent) - 4.5}
            width={9}
            height={9}
            className={styles.practicePoint}
            data-series="practice"
          />
        ))}
      </svg>
      <figcaption className={styles.caption}>
        {summary}
        {practice.length > 0 && (
          <>
            {' '}
            <Translate id="quiz.chart.practiceKey">
              Full quizzes and exams are joined by the line; hollow squares are retakes of mistakes and reviews.
            </Translate>
          </>
        )}
      </figcaption>
      <details className={styles.details}>
        <summary>
          <Translate id="quiz.chart.table">Show the scores as a table</Translate>
        </summary>
        <table>
          <thead>
            <tr>
              <th scope="col">
                <Translate id="quiz.hub.date">Date</Translate>
              </th>
              <th scope="col">
                <Translate id="quiz.hub.quiz">Quiz</Translate>
              </th>
              <th scope="col">
                <Translate id="quiz.results.score">Score</Translate>
              </th>
            </tr>
          </thead>
          <tbody>
            {attempts.map((a) => (
              <tr key={a.id}>
                <td>{formatDate(a.finishedAt)}</td>
                <td>{attemptTitle(a)}</td>
                <td>{formatPercent(a.scorePercent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
