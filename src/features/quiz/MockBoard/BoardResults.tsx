import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import type {AttemptItem} from '@site/src/backend/types';
import StatusMessage from '@site/src/components/StatusMessage';
import Results from '../Results';
import type {ExamPhase} from '../useExamFlow';
import BoardVerdict from './BoardVerdict';
import {boardIdOf, FULL_BOARD} from './boards';

interface Props {
  readonly phase: Extract<ExamPhase, {kind: 'results'}>;
  /** The first sitting's items, for the full board's verdict after the second. */
  readonly firstSitting: readonly AttemptItem[] | null;
  /** The sitting was submitted because its time ran out while the candidate was away. */
  readonly expiredAway: boolean;
  /** Takes another mock board (back to the choice). */
  readonly onAnother: () => void;
  /** Goes on to a full board's second sitting, with the first sitting's board id. */
  readonly onSecondSitting: (boardId: string) => void;
}

/** A sitting's results: the board's verdict after a full board's second sitting, then what comes next. */
export default function BoardResults({
  phase,
  firstSitting,
  expiredAway,
  onAnother,
  onSecondSitting,
}: Props): ReactNode {
  const sitting = phase.attempt.kind === 'mock-full' ? boardIdOf(phase.attempt.id) : null;
  const second = FULL_BOARD.sittings[1];
  return (
    <>
      {expiredAway && (
        <StatusMessage kind="info">
          <Translate id="quiz.mock.expiredAway">
            The time for this sitting ran out while you were away: it was submitted as it stood when the time
            ended. Items left blank score zero.
          </Translate>
        </StatusMessage>
      )}
      {sitting?.day === 2 && firstSitting && (
        <BoardVerdict items={[...firstSitting, ...phase.attempt.items]} />
      )}
      <Results
        attempt={phase.attempt}
        questions={phase.questions}
        orders={phase.orders}
        saveState={phase.save}
        droppedOlder={phase.dropped}
        onRetrySave={phase.retrySave}
        endedBy={phase.reason}
        actions={
          sitting?.day === 1 && second ? (
            <>
              <p>
                <Translate id="quiz.mock.secondLater">
                  Sit Subjects 3 and 4 now or on another day, as on the second exam day: this board waits for
                  you here and on Your quizzes.
                </Translate>
              </p>
              <button
                type="button"
                className="button button--primary"
                onClick={() => onSecondSitting(sitting.boardId)}>
                <Translate id="quiz.mock.startSecond">Start sitting 2 (Subjects 3 and 4)</Translate>
              </button>
            </>
          ) : (
            <button type="button" className="button button--secondary" onClick={onAnother}>
              <Translate id="quiz.mock.another">Take another mock board</Translate>
            </button>
          )
        }
      />
    </>
  );
}
