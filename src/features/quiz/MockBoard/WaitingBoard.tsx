import {useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {useDateFormat} from '@site/src/components/useDateFormat';
import StatusMessage from '@site/src/components/StatusMessage';
import {formatPercent} from '../labels';
import type {BoardRecord} from './boardRecords';
import ConfirmDialog from './ConfirmDialog';
import styles from './styles.module.css';

interface Props {
  readonly board: BoardRecord;
  readonly onContinue: () => void;
  /** Gives the board up; rejects when the mark could not be saved. */
  readonly onAbandon: () => Promise<void>;
}

/** A full board whose Sitting 2 is still to come: continue it on any later day, or abandon it. */
export default function WaitingBoard({board, onContinue, onAbandon}: Props): ReactNode {
  const formatDate = useDateFormat().date;
  const [confirming, setConfirming] = useState(false);
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');
  const first = board.first;
  if (!first) return null;
  const abandon = (): void => {
    setConfirming(false);
    setState('saving');
    onAbandon().then(
      () => setState('idle'),
      () => setState('failed'),
    );
  };
  return (
    <section className={styles.waiting} aria-labelledby="mock-waiting-title">
      <Heading as="h2" id="mock-waiting-title">
        <Translate id="quiz.mock.waitingTitle">Your full mock board: Sitting 2 is waiting</Translate>
      </Heading>
      <p>
        <Translate
          id="quiz.mock.waitingBody"
          values={{date: formatDate(first.finishedAt), percent: formatPercent(first.scorePercent)}}>
          {
            'You finished Sitting 1 (Subjects 1 and 2) on {date} with {percent}. Sit Subjects 3 and 4 to get the board’s 75/60 verdict.'
          }
        </Translate>
      </p>
      {state === 'failed' && (
        <StatusMessage kind="error" onRetry={abandon}>
          <Translate id="quiz.mock.abandonFailed">
            The board could not be abandoned. Check your connection.
          </Translate>
        </StatusMessage>
      )}
      <div className={styles.buttons}>
        <button type="button" className="button button--primary" onClick={onContinue}>
          <Translate id="quiz.mock.continueSecond">Continue with sitting 2</Translate>
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={state === 'saving'}
          onClick={() => setConfirming(true)}>
          <Translate id="quiz.mock.abandon">Abandon this board</Translate>
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        danger
        title={<Translate id="quiz.mock.abandonTitle">Abandon this board?</Translate>}
        confirmLabel={<Translate id="quiz.mock.abandonConfirm">Abandon the board</Translate>}
        cancelLabel={<Translate id="quiz.mock.abandonKeep">Keep it</Translate>}
        onConfirm={abandon}
        onCancel={() => setConfirming(false)}>
        <p>
          <Translate id="quiz.mock.abandonBody">
            Sitting 1 stays in your history, but Sitting 2 can no longer be sat and the board gets no verdict.
          </Translate>
        </p>
      </ConfirmDialog>
    </section>
  );
}
