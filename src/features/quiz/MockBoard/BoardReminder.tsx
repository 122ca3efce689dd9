import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useQuizProgress} from '../progress/useQuizProgress';
import {waitingBoard} from './boardRecords';
import {FULL_BOARD} from './boards';
import styles from './styles.module.css';

type Reminder = {readonly kind: 'running'; readonly day: 1 | 2} | {readonly kind: 'waiting'} | null;

/**
 * On /quizzes: a full mock board left between its sittings (or with a sitting
 * under way), with the way back to it on /docs/mockboard.
 */
export default function BoardReminder(): ReactNode {
  const state = useQuizProgress();
  const progress = state.kind === 'ready' ? state.progress : null;
  const [reminder, setReminder] = useState<Reminder>(null);
  useEffect(() => {
    if (!progress) return undefined;
    let active = true;
    Promise.all([
      ...FULL_BOARD.sittings.map((s) => progress.loadExam(s.key).then((e) => (e ? s.day : null))),
      progress.listAttempts(),
    ]).then(
      (found) => {
        if (!active) return;
        const attempts = found.pop();
        const running = found.find((d): d is 1 | 2 => d === 1 || d === 2);
        if (running) setReminder({kind: 'running', day: running});
        else if (Array.isArray(attempts) && waitingBoard(attempts)) setReminder({kind: 'waiting'});
        else setReminder(null);
      },
      () => active && setReminder(null),
    );
    return () => {
      active = false;
    };
  }, [progress]);
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
