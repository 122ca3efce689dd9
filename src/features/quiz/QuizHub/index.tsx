import {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useDateFormat} from '@site/src/components/useDateFormat';
import Heading from '@theme/Heading';
import type {QuizAttempt} from '@site/src/backend/types';
import {bestAndLast, recentChronological} from '../hubStats';
import ScoreChart from '../ScoreChart';
import Today from '../Today';
import StatusMessage from '@site/src/components/StatusMessage';
import {isStorageFull} from '@site/src/backend/lazyBrowserProgress';
import {useLazyComponent} from '@site/src/components/LazyMount/useLazyComponent';
import BoardReminder from '../MockBoard/BoardReminder';
import {BestLastCells} from './SubjectQuizzes';
import RecentAttempts from './RecentAttempts';
import SubjectQuizzes from './SubjectQuizzes';
import {useHubData} from './useHubData';
import ScoresTable from './ScoresTable';
import WhereIStand, {StandDetails, useReadiness} from './WhereIStand';
import styles from './styles.module.css';

/**
 * "More quizzes" asks the backend for the online banks: that (and the backend's code) waits until the
 * section nears the screen, so it is no part of the page's load (issue 30: /quizzes blocked the main
 * thread 560 ms against stock's 400).
 */
const loadOnlineBanks = () => import('../OnlineBanks');
const notAtOnce = (): boolean => false;

function MoreQuizzes(): ReactNode {
  const {ref, state, start} = useLazyComponent(loadOnlineBanks, notAtOnce);
  return (
    <div ref={ref}>
      {state.status === 'ready' ? (
        <state.Component
          empty={
            <p>
              <Translate id="quiz.hub.onlineNone">No other quizzes are published yet.</Translate>
            </p>
          }
        />
      ) : state.status === 'error' ? (
        <StatusMessage kind="error" onRetry={start}>
          <Translate id="quiz.online.failed">The online quizzes could not be loaded.</Translate>
        </StatusMessage>
      ) : (
        <StatusMessage kind="loading">
          <Translate id="quiz.online.loading">Loading the online quizzes…</Translate>
        </StatusMessage>
      )}
    </div>
  );
}

/** The same empty list on every render while the progress loads, so the memoised tables skip it. */
const NO_ATTEMPTS: readonly QuizAttempt[] = [];
const CHART_POINTS = 20;
const RECENT_ROWS = 10;

function GuestNotice({
  count,
  onMove,
}: {
  readonly count: number;
  readonly onMove: () => Promise<void>;
}): ReactNode {
  const [state, setState] = useState<'idle' | 'moving' | 'hidden' | 'failed' | 'full'>('idle');
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
      {state === 'full' && (
        <p role="alert">
          <Translate
            id="quiz.hub.guestFull"
            description="On /quizzes, when moving a guest's attempts into the account failed because the browser's storage is full">
            {
              "They could not all be added: this browser's storage is full. Free some space (in the browser's settings, clear this site's saved offline pages or other sites' data) and try again."
            }
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
              (error: unknown) => setState(isStorageFull(error) ? 'full' : 'failed'),
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
  // No attempts yet is the same empty list as loading, so the subject tables (memoised) do not render
  // again when a guest's empty progress arrives (issue 30).
  const attempts = ready && ready.attempts.length > 0 ? ready.attempts : NO_ATTEMPTS;
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
          <Translate
            id="quiz.hub.whereGuestLinked"
            description="Shown on /quizzes to a guest; {link} is a link to the sign-in page"
            values={{
              link: (
                <Link to="/login?redirect=/quizzes">
                  <Translate
                    id="quiz.hub.whereGuestLink"
                    description="The link text in quiz.hub.whereGuestLinked">
                    Sign in to keep them in an account
                  </Translate>
                </Link>
              ),
            }}>
            {'You are not signed in: your attempts are saved in this browser only. {link}.'}
          </Translate>
        )}
      </div>
      <WhereIStand readiness={readiness} />
      <Today attempts={ready ? attempts : null} />
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
        <MoreQuizzes />
      </section>
    </div>
  );
}
