import {useMemo, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {choiceOrderFor} from '@site/src/domain/quiz';
import Results from '../Results';
import StatusMessage from '@site/src/components/StatusMessage';
import TutorSession from '../TutorSession';
import OnlineBanks from '../OnlineBanks';
import QuizSetup from './QuizSetup';
import {useTutorQuiz, type Notice, type TutorRun} from './useTutorQuiz';
import styles from './styles.module.css';

function NoticeText({notice}: {readonly notice: Notice}): ReactNode {
  switch (notice) {
    case 'nothing-flagged':
      return (
        <Translate id="quiz.notice.nothingFlagged">
          You have no flagged questions yet. Flag one while you practise, or pick a topic.
        </Translate>
      );
    case 'nothing-due':
      return (
        <Translate id="quiz.notice.nothingDue">
          Nothing is due for review right now. Pick a topic to practise.
        </Translate>
      );
    case 'attempt-missing':
      return (
        <Translate id="quiz.notice.attemptMissing">
          That attempt is not in your history here (it may have been made in another browser). Pick a topic
          instead.
        </Translate>
      );
    case 'bank-premium':
      return (
        <Translate id="quiz.notice.bankPremium">
          That quiz is for premium users. Sign in with a premium account, or pick a free quiz.
        </Translate>
      );
    case 'bank-missing':
      return (
        <Translate id="quiz.notice.bankMissing">
          That quiz is not available (it may have been unpublished). Pick another.
        </Translate>
      );
    case 'no-questions':
      return (
        <Translate id="quiz.notice.noQuestions">
          No questions were found for that choice. Pick another.
        </Translate>
      );
  }
}

function orders(run: TutorRun): Record<string, readonly string[]> {
  return Object.fromEntries(run.questions.map((q) => [q.id, choiceOrderFor(q, run.seed)]));
}

/** The tutor-mode quiz on /docs/quiz. */
export default function TutorQuiz(): ReactNode {
  const {request, phase, start, finish, reset, saveProgress} = useTutorQuiz();
  const resultOrders = useMemo(() => (phase.kind === 'results' ? orders(phase.run) : {}), [phase]);
  switch (phase.kind) {
    case 'loading':
      return (
        <StatusMessage kind="loading">
          <Translate id="quiz.status.loadingQuestions">Loading the questions…</Translate>
        </StatusMessage>
      );
    case 'error':
      return (
        <StatusMessage kind="error" onRetry={phase.retry}>
          <Translate id="quiz.status.loadFailed">
            The questions could not be loaded. Check your connection and try again.
          </Translate>
        </StatusMessage>
      );
    case 'running':
      return (
        <TutorSession
          key={phase.run.id}
          questions={phase.run.questions}
          seed={phase.run.seed}
          onFinish={finish}
          focusOnStart={phase.fresh}
          resumeFrom={phase.run.resumeFrom}
          onProgress={saveProgress}
        />
      );
    case 'results':
      return (
        <Results
          attempt={phase.attempt}
          questions={phase.run.questions}
          orders={resultOrders}
          saveState={phase.save}
          droppedOlder={phase.dropped}
          onRetrySave={phase.retrySave}
          actions={
            <button type="button" className="button button--secondary" onClick={reset}>
              <Translate id="quiz.results.newQuiz">Start another quiz</Translate>
            </button>
          }
        />
      );
    case 'setup':
      return (
        <>
          <QuizSetup
            initial={request.kind === 'setup' ? request.choice : {subject: 1, topic: null, count: 10}}
            focusCount={request.kind === 'setup' && request.named === true && !phase.notice}
            onStart={start}
            notice={
              phase.notice && (
                <p className={styles.notice} role="status">
                  <NoticeText notice={phase.notice} />
                </p>
              )
            }
          />
          <OnlineBanks
            heading={
              <Heading as="h2" className={styles.onlineTitle}>
                <Translate id="quiz.setup.onlineTitle">Or take a whole quiz</Translate>
              </Heading>
            }
          />
        </>
      );
  }
}
