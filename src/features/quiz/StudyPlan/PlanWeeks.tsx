import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralMessage} from '@site/src/components/usePluralMessage';
import Heading from '@theme/Heading';
import type {PlanTask, StudyPlan} from '@site/src/domain/plan';
import {useDateFormat} from '@site/src/components/useDateFormat';
import {docTitle, subjectShort, topicName} from '../labels';
import styles from './styles.module.css';

const DAY_MS = 86_400_000;

function quizLink(task: PlanTask): string {
  const params = new URLSearchParams({subject: String(task.topic.subject), topic: task.topic.label});
  params.set('count', task.items >= 20 ? '20' : task.items >= 10 ? '10' : '5');
  params.set('start', '1');
  return `/docs/quiz?${params.toString()}`;
}

function Task({task}: {readonly task: PlanTask}): ReactNode {
  const selectMessage = usePluralMessage();
  return (
    <li className={styles.task}>
      <span className={styles.topic}>
        {topicName(task.topic.label)}{' '}
        <span className={styles.subject}>({subjectShort(task.topic.subject)})</span>
      </span>
      <ul className={styles.steps}>
        {task.read && (
          <li>
            <Translate
              id="plan.task.read"
              values={{
                page: (
                  <Link to={`/docs/${task.topic.doc}#${task.topic.anchor}`}>{docTitle(task.topic.doc)}</Link>
                ),
              }}>
              {'Read its section of the {page}.'}
            </Translate>
          </li>
        )}
        {task.items > 0 && (
          <li>
            <Link to={quizLink(task)}>
              {selectMessage(
                task.items,
                translate(
                  {
                    id: 'plan.task.practise',
                    description: 'Questions to practise on a topic this week, plural forms separated by |',
                    message: 'Practise one question|Practise {n} questions',
                  },
                  {n: task.items},
                ),
              )}
            </Link>
          </li>
        )}
      </ul>
    </li>
  );
}

/** The weeks of the plan, each with what to read and practise. */
export default function PlanWeeks({plan}: {readonly plan: StudyPlan}): ReactNode {
  const {date} = useDateFormat();
  return (
    <ol className={styles.weeks}>
      {plan.weeks.map((week) => (
        <li key={week.index} className={styles.week}>
          <Heading as="h3">
            <Translate
              id="plan.week.title"
              values={{
                n: week.index,
                from: date(new Date(week.start)),
                to: date(new Date(week.end - DAY_MS)),
              }}>
              {'Week {n}: {from} to {to}'}
            </Translate>
          </Heading>
          {week.mock ? (
            <p>
              <Translate
                id="plan.week.mock"
                values={{
                  board: (
                    <Link to="/docs/mockboard">
                      {translate({id: 'plan.week.mockLink', message: 'a mock board'})}
                    </Link>
                  ),
                }}>
                {'The last week: take {board} under exam conditions, then only reviews. No new topics.'}
              </Translate>
            </p>
          ) : week.tasks.length === 0 ? (
            <p>
              <Translate id="plan.week.reviewOnly">Reviews only this week.</Translate>
            </p>
          ) : (
            <ol className={styles.tasks}>
              {week.tasks.map((t) => (
                <Task key={t.topic.label} task={t} />
              ))}
            </ol>
          )}
          <p className={styles.review}>
            <Translate id="plan.week.review" values={{minutes: week.reviewMinutes}}>
              {'Plus about {minutes} minutes of the reviews Today’s queue brings.'}
            </Translate>
          </p>
        </li>
      ))}
    </ol>
  );
}
