import {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useDateFormat} from '@site/src/components/useDateFormat';
import Heading from '@theme/Heading';
import type {QuizAttempt} from '@site/src/backend/types';
import {bestAndLast, recentChronological, reviewDue} from '../hubStats';
import ScoreChart from '../ScoreChart';
import StatusMessage from '@site/src/components/StatusMessage';
import OnlineBanks from '../OnlineBanks';
import BoardReminder from '../MockBoard/BoardReminder';
import {BestLastCells} from './SubjectQuizzes';
import RecentAttempts from './RecentAttempts';
import SubjectQuizzes from './SubjectQuizzes';
import {useHubData} from './useHubData';
import ScoresTable from './ScoresTable';
import WhereIStand, {StandDetails, useReadiness} from './WhereIStand';
import styles from './styles.module.css';

const CHART_POINTS = 20;
const RECENT_ROWS = 10;

/** What is due, as of when the attempts arrived (not when the page opened: an attempt may be newer). */
function ReviewDueText({
  attempts,
  formatDate,
}: {
  readonly attempts: readonly QuizAttempt[];
  readonly formatDate: (d: Date) => string;
}): ReactNode {
  const [now] = useState(() => new Date());
  const review = reviewDue(attempts, now);
  return review.due.length > 0 ? (
    <>
      <p>
        <Translate id="quiz.hub.reviewCount" values={{n: review.due.length}}>
          {'Missed questions due for review now: {n}.'}
        </Translate>
      </p>
      <Link className="button button--primary" to="/docs/quiz?review=due">
        <Translate id="quiz.hub.reviewStart">Review them now</Translate>
      </Link>
    </>
  ) : (
    <p>
      {review.nextDue ? (
        <Translate id="quiz.hub.reviewNext" values={{date: formatDate(review.nextDue), n: review.scheduled}}>
          {'Nothing is due now. Questions scheduled for later: {n}; the next comes back on {date}.'}
        </Translate>
      ) : (
        <Translate id="quiz.hub.reviewNone">
          Nothing is due. Questions you miss come back here: at once, then after 1, 3, 7 and 14 days while you
          keep getting them right.
        </Translate>
      )}
    </p>
  );
}

/** The card's frame shows at once; its text once the attempts are known (null: loading). */
function ReviewDueCard({
  attempts,
  formatDate,
}: {
  readonly attempts: readonly QuizAttempt[] | null;
  readonly formatDate: (d: Date) => string;
}): ReactNode {
  return (
    <section className={styles.review} aria-labelledby="hub-review-title">
      <Heading as="h2">
        <span id="hub-review-title">
          <Translate id="quiz.hub.reviewTitle">Review due</Translate>
        </span>
      </Heading>
      {attempts ? (
        <ReviewDueText attempts={attempts} formatDate={formatDate} />
      ) : (
        <p className={styles.reserved} aria-hidden="true" />
      )}
    </section>
  );
}

function GuestNotice({
  count,
  onMove,
}: {
  readonly count: number;
  readonly onMove: () => Promise<void>;
}): ReactNode {
  const [state, setState] = useState<'idle' | 'moving' | 'hidden' | 'failed'>('idle');
  if (state === 'hidden') return null;
  return (
    <div
      className="alert alert--info"
      role="region"
      aria-label={translate({id: 'quiz.hub.guestLabel', message: 'Attempts made before you signed in'})}>
      <p>
        <Translate id="quiz.hub.guestAttempts" values={{n: count}}>
          {
            'Attempts made in this browser before you signed in: {n}. Add them to your account? They will then count in your progress here.'
          }
        </Translate>
      </p>
      {state === 'failed' && (
        <p role="alert">
          <Translate id="quiz.hub.guestFailed">
            They could not all be added. Check your connection and try again.
          </Translate>
        </p>
      )}
      <div className={styles.buttons}>
        <button
          type="button"
          className="button button--primary button--sm"
          disabled={state === 'moving'}
          onClick={() => {
            setState('moving');
            onMove().then(
              () => setState('hidden'),
              () => setState('failed'),
            );
          }}>
          <Translate id="quiz.hub.guestMove">Add them to my account</Translate>
        </button>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => setState('hidden')}>
          <Translate id="quiz.hub.guestKeep">Not now</Translate>
        </button>
      </div>
    </div>
  );
}

/** /quizzes: every quiz by subject, best and last scores, the review queue and a chart of scores. */
export default function QuizHub(): ReactNode {
  const data = useHubData();
  const formatDate = useDateFormat().date;
  const readiness = useReadiness(data.kind === 'ready' ? data.attempts : null);
  if (data.kind === 'error') {
    return (
      <StatusMessage kind="error" onRetry={data.retry}>
        <Translate id="quiz.hub.loadFailed">Your progress could not be loaded.</Translate>
      </StatusMessage>
    );
  }
  // While the progress loads, the page's frame is drawn with empty scores, and the parts that
  // depend on it keep their space, so nothing jumps when it arrives (issue 16: CLS 0.44 before).
  const ready = data.kind === 'ready' ? data : null;
  const attempts = ready?.attempts ?? [];
  const exams = [
    {
      kind: 'diagnostic',
      to: '/docs/diagnostic-test',
      label: <Translate id="quiz.kind.diagnostic">Diagnostic test</Translate>,
    },
    {
      kind: 'mock-mini',
      to: '/docs/mockboard',
      label: <Translate id="quiz.kind.mockMini">Mini mock board</Translate>,
    },
    {
      kind: 'mock-full',
      to: '/docs/mockboard',
      label: <Translate id="quiz.kind.mockFull">Full mock board</Translate>,
    },
  ] as const;
  return (
    <div className={styles.hub}>
      {ready?.signedIn && ready.guestAttempts.length > 0 && (
        <GuestNotice count={ready.guestAttempts.length} onMove={ready.moveGuestAttempts} />
      )}
      <div className={styles.where}>
        {!ready ? (
          <StatusMessage kind="loading">
            <Translate id="quiz.hub.loading">Loading your progress…</Translate>
          </StatusMessage>
        ) : ready.signedIn ? (
          <Translate id="quiz.hub.whereAccount">Your attempts are saved in your account.</Translate>
        ) : (
          <Translate id="quiz.hub.whereGuest">
            You are not signed in: your attempts are saved in this browser only. Sign in to keep them in an
            account.
          </Translate>
        )}
      </div>
      <WhereIStand readiness={readiness} />
      <ReviewDueCard attempts={ready ? attempts : null} formatDate={formatDate} />
      <BoardReminder />
      <section aria-labelledby="hub-progress-title">
        <Heading as="h2">
          <span id="hub-progress-title">
            <Translate id="quiz.hub.progressTitle">Your progress</Translate>
          </span>
        </Heading>
        {!ready ? (
          <p className={styles.reserved} aria-hidden="true" />
        ) : attempts.length === 0 ? (
          <p>
            <Translate id="quiz.hub.noAttempts">
              No attempts yet. Start with the diagnostic test, then practise by topic.
            </Translate>
          </p>
        ) : (
          <>
            <ScoreChart attempts={recentChronological(attempts, CHART_POINTS)} formatDate={formatDate} />
            <Heading as="h3">
              <Translate id="quiz.hub.recent">Recent attempts</Translate>
            </Heading>
            <RecentAttempts attempts={attempts.slice(0, RECENT_ROWS)} formatDate={formatDate} />
          </>
        )}
      </section>
      <StandDetails readiness={readiness} />
      <section aria-labelledby="hub-exams-title">
        <Heading as="h2">
          <span id="hub-exams-title">
            <Translate id="quiz.hub.examsTitle">Diagnostic test and mock boards</Translate>
          </span>
        </Heading>
        <ScoresTable>
          {exams.map((e) => (
            <tr key={e.kind}>
              <th scope="row">
                <Link to={e.to}>{e.label}</Link>
              </th>
              <BestLastCells
                stats={bestAndLast(attempts, (a) => a.kind === e.kind)}
                formatDate={formatDate}
              />
            </tr>
          ))}
        </ScoresTable>
      </section>
      <section aria-labelledby="hub-subjects-title">
        <Heading as="h2">
          <span id="hub-subjects-title">
            <Translate id="quiz.hub.subjectsTitle">Quizzes by subject</Translate>
          </span>
        </Heading>
        <SubjectQuizzes attempts={attempts} formatDate={formatDate} />
      </section>
      <section aria-labelledby="hub-online-title">
        <Heading as="h2">
          <span id="hub-online-title">
            <Translate id="quiz.hub.onlineTitle">More quizzes</Translate>
          </span>
        </Heading>
        <OnlineBanks
          empty={
            <p>
              <Translate id="quiz.hub.onlineNone">No other quizzes are published yet.</Translate>
            </p>
          }
        />
      </section>
    </div>
  );
}
