import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {useDateFormat} from '@site/src/components/useDateFormat';
import Heading from '@theme/Heading';
import type {QuizAttempt} from '@site/src/backend/types';
import StatusMessage from '@site/src/components/StatusMessage';
import {recentChronological} from '../hubStats';
import ScoreChart from '../ScoreChart';
import Today from '../Today';
import BoardReminder from '../MockBoard/BoardReminder';
import ExamScores from './ExamScores';
import GuestNotice from './GuestNotice';
import MoreQuizzes from './MoreQuizzes';
import RecentAttempts from './RecentAttempts';
import SubjectQuizzes from './SubjectQuizzes';
import {useHubData} from './useHubData';
import WhereIStand, {StandDetails, useReadiness} from './WhereIStand';
import WhereSaved from './WhereSaved';
import styles from './styles.module.css';

/** The same empty list on every render while the progress loads, so the memoised tables skip it. */
const NO_ATTEMPTS: readonly QuizAttempt[] = [];
const CHART_POINTS = 20;
const RECENT_ROWS = 10;

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
  return (
    <div className={styles.hub}>
      {ready?.signedIn && ready.guestAttempts.length > 0 && (
        <GuestNotice count={ready.guestAttempts.length} onMove={ready.moveGuestAttempts} />
      )}
      <WhereSaved signedIn={ready ? ready.signedIn : null} />
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
      <ExamScores attempts={attempts} formatDate={formatDate} />
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
