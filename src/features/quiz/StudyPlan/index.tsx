import {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralMessage} from '@site/src/components/usePluralMessage';
import Heading from '@theme/Heading';
import type {QuizAttempt, StudySettings} from '@site/src/backend/types';
import StatusMessage from '@site/src/components/StatusMessage';
import {buildPlan, type Pace, type PlanTopic, type StudyPlan as Plan} from '@site/src/domain/plan';
import type {ReadinessEstimate} from '@site/src/domain/readiness';
import {topicName} from '../labels';
import {useHubData} from '../QuizHub/useHubData';
import {useReadiness} from '../readiness/useReadiness';
import {examAtOf, hoursOf, topicStrength} from '../study';
import {useStudySettings} from '../study/useStudySettings';
import Today from '../Today';
import {TOS_TOPICS} from '../tos';
import PlanWeeks from './PlanWeeks';
import SettingsForm from './SettingsForm';
import styles from './styles.module.css';

const PLAN_TOPICS: readonly PlanTopic[] = TOS_TOPICS.map((t) => ({
  subject: t.subject,
  label: t.label,
  doc: t.doc,
  anchor: t.anchor,
  target: t.target,
}));

/** Items answered since `from` (blank practice items do not count). */
function answeredSince(attempts: readonly QuizAttempt[], from: number): number {
  return attempts
    .filter((a) => a.finishedAt.getTime() >= from)
    .reduce((n, a) => n + a.items.filter((i) => i.response !== null).length, 0);
}

function paceText(pace: Pace, plan: Plan): ReactNode {
  const values = {done: plan.answeredSince, expected: plan.expectedSoFar};
  switch (pace) {
    case 'new':
      return null;
    case 'behind':
      return (
        <Translate id="plan.pace.behind" values={values}>
          {
            'You are behind: {done} questions answered since you set this plan, against about {expected} that your hours allow. The plan has been redone for the weeks left, weakest topics first; the strongest are left out if they no longer fit.'
          }
        </Translate>
      );
    case 'ahead':
      return (
        <Translate id="plan.pace.ahead" values={values}>
          {
            'You are ahead: {done} questions answered since you set this plan, against about {expected}. Topics you have learnt have moved down the plan.'
          }
        </Translate>
      );
    case 'on-track':
      return (
        <Translate id="plan.pace.onTrack" values={values}>
          {'On track: {done} questions answered since you set this plan, against about {expected}.'}
        </Translate>
      );
  }
}

function PlanView({
  attempts,
  settings,
  estimate,
}: {
  readonly attempts: readonly QuizAttempt[];
  readonly settings: StudySettings | null;
  readonly estimate: ReadinessEstimate | null;
}): ReactNode {
  const selectMessage = usePluralMessage();
  const [now] = useState(() => Date.now());
  const planFrom = settings?.planFrom.getTime() ?? now;
  const plan = buildPlan({
    now,
    examAt: examAtOf(settings),
    hoursPerWeek: hoursOf(settings),
    topics: PLAN_TOPICS,
    strength: topicStrength(attempts, estimate),
    planFrom,
    answeredSince: answeredSince(attempts, planFrom),
  });
  const diagnostic = attempts.some((a) => a.kind === 'diagnostic');
  if (plan.weeks.length === 0) {
    return (
      <p>
        <Translate id="plan.past">The exam date has passed. Set the date of your next exam above.</Translate>
      </p>
    );
  }
  return (
    <>
      <p className={styles.lead}>
        {selectMessage(
          plan.daysLeft,
          translate(
            {
              id: 'plan.daysLeft',
              description: 'Days left before the exam, plural forms separated by |',
              message: 'One day to the exam.|{n} days to the exam.',
            },
            {n: plan.daysLeft},
          ),
        )}{' '}
        {diagnostic ? (
          <Translate id="plan.basis.diagnostic">
            Weakest topics first, as your diagnostic test and quizzes show them.
          </Translate>
        ) : (
          <Translate
            id="plan.basis.none"
            values={{
              link: (
                <Link to="/docs/diagnostic-test">
                  {translate({id: 'plan.basis.diagnosticLink', message: 'the diagnostic test'})}
                </Link>
              ),
            }}>
            {'You have not taken {link} yet: take it, and the plan will put your weakest topics first.'}
          </Translate>
        )}
      </p>
      {plan.pace !== 'new' && (
        <p className={plan.pace === 'behind' ? 'alert alert--warning' : 'alert alert--info'}>
          {paceText(plan.pace, plan)}
        </p>
      )}
      <PlanWeeks plan={plan} />
      {plan.leftOut.length > 0 && (
        <>
          <Heading as="h3">
            <Translate id="plan.leftOut.title">Not in the plan: no time left before the exam</Translate>
          </Heading>
          <p>
            <Translate id="plan.leftOut.body">
              These are your strongest topics. Add hours a week, or move the date, to fit them in.
            </Translate>
          </p>
          <ul>
            {plan.leftOut.map((t) => (
              <li key={t.label}>{topicName(t.label)}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/**
 * /plan (issue 28): the exam date and hours a week, and a week-by-week plan
 * over the table of specifications from the candidate's diagnostic and quizzes,
 * weakest topics first, rebuilt each visit so it follows their pace.
 */
export default function StudyPlan(): ReactNode {
  const data = useHubData();
  const {settings, save} = useStudySettings();
  const attempts = data.kind === 'ready' ? data.attempts : null;
  const readiness = useReadiness(attempts);
  if (data.kind === 'error' || settings.status === 'error') {
    const retry =
      data.kind === 'error' ? data.retry : settings.status === 'error' ? settings.retry : () => undefined;
    return (
      <StatusMessage kind="error" onRetry={retry}>
        <Translate id="plan.loadFailed">Your progress and settings could not be loaded.</Translate>
      </StatusMessage>
    );
  }
  if (!attempts || settings.status !== 'ready' || readiness.status === 'loading') {
    return (
      <StatusMessage kind="loading">
        <Translate id="plan.loading">Working out your plan…</Translate>
      </StatusMessage>
    );
  }
  const estimate = readiness.status === 'ready' ? readiness.value.estimate : null;
  return (
    <div className={styles.plan}>
      <SettingsForm saved={settings.value} onSave={save} />
      <section aria-labelledby="plan-weeks-title">
        <Heading as="h2">
          <span id="plan-weeks-title">
            <Translate id="plan.weeks.title">Your plan, week by week</Translate>
          </span>
        </Heading>
        <PlanView
          key={settings.value?.updatedAt.getTime() ?? 0}
          attempts={attempts}
          settings={settings.value}
          estimate={estimate}
        />
      </section>
      <Today attempts={attempts} />
    </div>
  );
}
