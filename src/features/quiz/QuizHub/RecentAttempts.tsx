import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import type {QuizAttempt} from '@site/src/backend/types';
import {missedQuestionIds} from '@site/src/domain/quiz';
import {attemptTitle, formatPercent} from '../labels';
import DataTable from '@site/src/components/DataTable';
import BoardLine from '../MockBoard/BoardLine';
import styles from './styles.module.css';

interface Props {
  readonly attempts: readonly QuizAttempt[];
  readonly formatDate: (d: Date) => string;
}

function verdict(a: QuizAttempt): ReactNode {
  if (a.passed === null) return '—';
  return a.passed ? (
    <span className={styles.good}>
      <Translate id="quiz.hub.pass">Pass</Translate>
    </span>
  ) : (
    <span className={styles.bad}>
      <Translate id="quiz.hub.fail">Not yet</Translate>
    </span>
  );
}

/** The newest attempts, each with a retake of its mistakes. */
export default function RecentAttempts({attempts, formatDate}: Props): ReactNode {
  // On a phone each row is a card, its cells named by these (the column headings are not shown there).
  const labels = {
    date: translate({id: 'quiz.hub.date', message: 'Date'}),
    score: translate({id: 'quiz.results.score', message: 'Score'}),
    verdict: translate({id: 'quiz.hub.verdict', message: '75/60 rule'}),
    mistakes: translate({id: 'quiz.hub.mistakes', message: 'Mistakes'}),
  };
  return (
    <div className={styles.recent}>
      <DataTable
        label={translate({id: 'quiz.hub.recent', message: 'Recent attempts'})}
        columns={[
          <Translate id="quiz.hub.date">Date</Translate>,
          <Translate id="quiz.hub.quiz">Quiz</Translate>,
          <Translate id="quiz.results.score">Score</Translate>,
          <Translate id="quiz.hub.verdict">75/60 rule</Translate>,
          <Translate id="quiz.hub.mistakes">Mistakes</Translate>,
        ]}>
        {attempts.map((a) => {
          const missed = missedQuestionIds(a.items).length;
          return (
            <tr key={a.id}>
              <td data-label={labels.date}>{formatDate(a.finishedAt)}</td>
              <th scope="row">
                {attemptTitle(a)}
                <BoardLine attempt={a} />
              </th>
              <td data-label={labels.score}>
                {formatPercent(a.scorePercent)} ({a.items.length - missed}/{a.items.length})
              </td>
              <td data-label={labels.verdict}>{verdict(a)}</td>
              <td data-label={labels.mistakes}>
                {missed > 0 ? (
                  <Link to={`/docs/quiz?retake=${encodeURIComponent(a.id)}`}>
                    <Translate id="quiz.hub.retake" values={{n: missed}}>
                      {'Retake {n}'}
                    </Translate>
                  </Link>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          );
        })}
      </DataTable>
    </div>
  );
}
