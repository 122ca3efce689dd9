import {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralMessage} from '@site/src/components/usePluralMessage';
import Heading from '@theme/Heading';
import type {QuizAttempt, StudySettings} from '@site/src/backend/types';
import StatusMessage from '@site/src/components/StatusMessage';
import {useAsyncResource} from '@site/src/components/useAsyncResource';
import {useDateFormat} from '@site/src/components/useDateFormat';
import {topicName} from '../labels';
import {loadReadinessItems} from '../readiness/itemIndex';
import {examAtOf, hoursOf, todayFor, type TodayView} from '../study';
import {useStudySettings} from '../study/useStudySettings';
import styles from './styles.module.css';

interface Props {
  /** The candidate's attempts; null while they load. */
  readonly attempts: readonly QuizAttempt[] | null;
}

function TodayText({
  view,
  settings,
}: {
  readonly view: TodayView;
  readonly settings: StudySettings | null;
}): ReactNode {
  const selectMessage = usePluralMessage();
  const {date} = useDateFormat();
  const {queue, streak} = view;
  const total = view.ids.length;
  return (
    <>
      <p>
        {selectMessage(
          queue.dueCount,
          translate(
            {
              id: 'quiz.today.due',
              description: 'Reviews due now, plural forms separated by |',
              message: 'One question is due for review now.|{n} questions are due for review now.',
            },
            {n: queue.dueCount},
          ),
        )}{' '}
        {queue.fresh.length > 0 &&
          selectMessage(
            queue.fresh.length,
            translate(
              {
                id: 'quiz.today.fresh',
                description: 'New items in the queue, plural forms separated by |',
                message:
                  'Today’s queue adds one new question from your weakest topics: {topics}.|Today’s queue adds {n} new questions from your weakest topics: {topics}.',
              },
              {n: queue.fresh.length, topics: queue.topics.map(topicName).join(', ')},
            ),
          )}
      </p>
      {total > 0 ? (
        <Link className="button button--primary" to="/docs/quiz?review=today">
          {selectMessage(
            total,
            translate(
              {
                id: 'quiz.today.start',
                description: 'The one-tap button that starts Today’s queue, plural forms separated by |',
                message:
                  'Start today’s queue (one question, about {minutes} min)|Start today’s queue ({n} questions, about {minutes} min)',
              },
              {n: total, minutes: Math.max(1, Math.round(total * 1.5))},
            ),
          )}
        </Link>
      ) : (
        <p>
          {view.nextDue ? (
            <Translate id="quiz.today.nextDue" values={{date: date(view.nextDue)}}>
              {'Nothing is due and every question has been seen. The next review comes back on {date}.'}
            </Translate>
          ) : (
            <Translate id="quiz.today.empty">Nothing to do today. Take a quiz to start your queue.</Translate>
          )}
        </p>
      )}
      <p className={styles.streak}>
        {selectMessage(
          streak.days,
          translate(
            {
              id: 'quiz.today.streak',
              description: 'Days studied in a row, plural forms separated by |',
              message: 'Study streak: one day.|Study streak: {n} days.',
            },
            {n: streak.days},
          ),
        )}{' '}
        <Translate id="quiz.today.streakRule">One missed day a week does not break it.</Translate>
      </p>
      <p className={styles.more}>
        {queue.dueCount > 0 && (
          <Link to="/docs/quiz?review=due">
            <Translate id="quiz.hub.reviewStart">Review them now</Translate>
          </Link>
        )}
        <Link to="/docs/quiz?review=cram">
          <Translate id="quiz.today.cram">
            Cram: go over answered questions without changing their schedule
          </Translate>
        </Link>
      </p>
      <p className={styles.settings}>
        <Translate
          id="quiz.today.settings"
          values={{date: date(new Date(examAtOf(settings))), hours: hoursOf(settings)}}>
          {'Exam: {date}. Study time: {hours} hours a week.'}
        </Translate>{' '}
        <Link to="/plan">
          {settings ? (
            <Translate id="quiz.today.planLink">Your study plan</Translate>
          ) : (
            <Translate id="quiz.today.setUp">Set your exam date and hours</Translate>
          )}
        </Link>
      </p>
    </>
  );
}

/**
 * Today on /quizzes (issue 28): the reviews FSRS has due and new questions
 * from the weakest topics, sized to the candidate's minutes a day, started
 * with one tap; the study streak; and the exam date the schedule keeps to.
 */
export default function Today({attempts}: Props): ReactNode {
  const {settings} = useStudySettings();
  const [now] = useState(() => Date.now());
  const saved = settings.status === 'ready' ? settings.value : undefined;
  const view = useAsyncResource(
    attempts && saved !== undefined
      ? () => loadReadinessItems().then((items) => todayFor(attempts, items, saved, now))
      : null,
    [attempts, saved, now],
  );
  const failed = settings.status === 'error' ? settings : view.status === 'error' ? view : null;
  return (
    <section className={styles.today} aria-labelledby="hub-today-title">
      <Heading as="h2">
        <span id="hub-today-title">
          <Translate id="quiz.today.title">Today</Translate>
        </span>
      </Heading>
      {failed ? (
        <StatusMessage kind="error" onRetry={failed.retry}>
          <Translate id="quiz.today.failed">Today’s queue could not be worked out.</Translate>
        </StatusMessage>
      ) : view.status === 'ready' && saved !== undefined ? (
        <TodayText view={view.value} settings={saved} />
      ) : (
        <p className={styles.reserved} aria-hidden="true" />
      )}
    </section>
  );
}
