import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useAsyncResource} from '@site/src/components/useAsyncResource';
import type {QuizProgress} from '../progress/combineProgress';
import {useQuizProgress} from '../progress/useQuizProgress';
import {waitingBoard} from './boardRecords';
import {FULL_BOARD} from './boards';
import styles from './styles.module.css';

type Reminder = {readonly kind: 'running'; readonly day: 1 | 2} | {readonly kind: 'waiting'} | null;

/** A full board with a sitting under way, or waiting for its second sitting; null when there is none. */
async function findReminder(progress: QuizProgress): Promise<Reminder> {
  const [running, attempts] = await Promise.all([
    Promise.all(FULL_BOARD.sittings.map((s) => progress.loadExam(s.key).then((e) => (e ? s.day : null)))),
    progress.listAttempts(),
  ]);
  const day = running.find((d) => d !== null);
  if (day) return {kind: 'running', day};
  return waitingBoard(attempts) ? {kind: 'waiting'} : null;
}

/**
 * On /quizzes: a full mock board left between its sittings (or with a sitting
 * under way), with the way back to it on /docs/mockboard.
 */
export default function BoardReminder(): ReactNode {
  const state = useQuizProgress();
  const progress = state.kind === 'ready' ? state.progress : null;
  // The last answer stays while progress is read again (the account's copy arriving).
  const found = useAsyncResource(progress ? () => findReminder(progress) : null, [progress], {keepLastValue: true});
  const reminder = found.status === 'ready' ? found.value : null;
  if (!reminder) return null;
  return (
    <div className={styles.waiting} role="region" aria-labelledby="board-reminder-title">
      <p id="board-reminder-title">
        <strong>
          {reminder.kind === 'waiting' ? (
            <Translate id="quiz.mock.waitingTitle">Your full mock board: Sitting 2 is waiting</Translate>
          ) : reminder.day === 1 ? (
            <Translate id="quiz.mock.runningTitle1">Your full mock board: Sitting 1 is under way</Translate>
          ) : (
            <Translate id="quiz.mock.runningTitle2">Your full mock board: Sitting 2 is under way</Translate>
          )}
        </strong>
      </p>
      <Link className="button button--primary" to="/docs/mockboard">
        <Translate id="quiz.mock.reminderLink">Continue the board</Translate>
      </Link>
    </div>
  );
}
