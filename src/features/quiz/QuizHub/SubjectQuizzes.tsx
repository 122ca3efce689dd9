import {memo, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {QuizAttempt, QuizSubject} from '@site/src/backend/types';
import {ALL_SUBJECTS, TOPICS} from '@site/src/domain/quiz';
import {bestAndLast, isTopicQuiz, type BestAndLast} from '../hubStats';
import {formatPercent, subjectName, subjectShort, topicName} from '../labels';
import ScoresTable from './ScoresTable';
import styles from './styles.module.css';

interface Props {
  readonly attempts: readonly QuizAttempt[];
  readonly formatDate: (d: Date) => string;
}

export function BestLastCells({
  stats,
  formatDate,
}: {
  readonly stats: BestAndLast;
  readonly formatDate: (d: Date) => string;
}): ReactNode {
  return (
    <>
      <td>{stats.best === null ? '—' : formatPercent(stats.best)}</td>
      <td>
        {stats.last
          ? translate(
              {id: 'quiz.hub.lastValue', message: '{score} on {date}'},
              {score: formatPercent(stats.last.scorePercent), date: formatDate(stats.last.finishedAt)},
            )
          : '—'}
      </td>
    </>
  );
}

/** The quiz setup with this subject and topic chosen: the candidate picks how many questions (issue 30). */
function setupHref(subject: QuizSubject, topic: string | null): string {
  const params = new URLSearchParams({subject: String(subject)});
  if (topic) params.set('topic', topic);
  return `/docs/quiz?${params.toString()}`;
}

/**
 * Every topic quiz, by subject, with the best score and the last attempt of each. The longest part of
 * /quizzes (a hundred links): drawn again only when the attempts change, not each time another part of
 * the hub (progress, readiness, Today) updates at load (issue 30).
 */
function SubjectQuizzes({attempts, formatDate}: Props): ReactNode {
  return (
    <>
      {ALL_SUBJECTS.map((subject) => {
        const rows: (string | null)[] = [
          null,
          ...TOPICS.filter((t) => t.subject === subject).map((t) => t.label),
        ];
        return (
          <section key={subject} className={styles.subject} aria-labelledby={`hub-subject-${subject}`}>
            <Heading as="h3">
              <span id={`hub-subject-${subject}`}>
                {subjectShort(subject)}: {subjectName(subject)}
              </span>
            </Heading>
            <ScoresTable>
              {rows.map((topic) => (
                <tr key={topic ?? 'all'}>
                  <th scope="row">
                    <Link to={setupHref(subject, topic)}>
                      {topic ? topicName(topic) : translate({id: 'quiz.allTopics', message: 'All topics'})}
                    </Link>
                  </th>
                  <BestLastCells
                    stats={bestAndLast(attempts, isTopicQuiz(subject, topic))}
                    formatDate={formatDate}
                  />
                </tr>
              ))}
            </ScoresTable>
          </section>
        );
      })}
    </>
  );
}

export default memo(SubjectQuizzes);
