import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {QuizAttempt} from '@site/src/backend/types';
import BoardVerdict from './BoardVerdict';
import styles from './paper.module.css';

export type PaperSaving = 'idle' | 'saving' | 'saved' | 'failed';

interface Props {
  /** The two sittings' attempts, marked. */
  readonly attempts: readonly QuizAttempt[];
  readonly saving: PaperSaving;
  /** Saves the board again (offered when saving failed). */
  readonly onRetry: () => void;
  readonly onBack: () => void;
}

/** A marked paper board: its 75/60 verdict, whether it was saved, and where to go next. */
export default function PaperScored({attempts, saving, onRetry, onBack}: Props): ReactNode {
  return (
    <>
      <BoardVerdict items={attempts.flatMap((a) => a.items)} />
      <p role="status">
        {saving === 'saving' ? (
          <Translate id="quiz.paper.saving">Saving the board…</Translate>
        ) : saving === 'saved' ? (
          <Translate id="quiz.paper.saved">The board is saved in your history.</Translate>
        ) : saving === 'failed' ? (
          <Translate id="quiz.paper.saveFailed">The board could not be saved.</Translate>
        ) : null}
      </p>
      <div className={styles.buttons}>
        {saving === 'failed' && (
          <button type="button" className="button button--primary" onClick={onRetry}>
            <Translate id="quiz.status.retry">Retry</Translate>
          </button>
        )}
        <Link className="button button--secondary" to="/quizzes">
          <Translate id="quiz.paper.toHistory">See it on Your quizzes</Translate>
        </Link>
        <button type="button" className="button button--secondary" onClick={onBack}>
          <Translate id="quiz.mock.another">Take another mock board</Translate>
        </button>
      </div>
    </>
  );
}
