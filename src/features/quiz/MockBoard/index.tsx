import {useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {useBackendLoader} from '@site/src/backend/BackendProvider';
import {useAccount} from '@site/src/features/account';
import {type Question, randomId} from '@site/src/domain/quiz';
import StatusMessage from '@site/src/components/StatusMessage';
import ExamError from '../ExamError';
import ExamRunner from '../ExamRunner';
import {attemptKindName} from '../labels';
import {useExamFlow} from '../useExamFlow';
import BoardChoice from './BoardChoice';
import {LoadingQuestions, NewItemsNote} from './BoardNotes';
import BoardResults from './BoardResults';
import {drawPaper, planSitting, type NewCount} from './drawSittings';
import ExamDayNote from './ExamDayNote';
import PaperBoard from './PaperBoard';
import type {PaperSitting} from './paper';
import SittingStart from './SittingStart';
import {sittingTitle} from './sittingTitle';
import {useFirstSitting, useWaitingBoard} from './useBoardRecords';
import WaitingBoard from './WaitingBoard';
import {BOARD_SLOTS, boardIdOf, FULL_BOARD, type BoardSpec, type Sitting} from './boards';

/** The mock board (docs/mockboard.mdx): the free mini board, or the premium full board in two sittings. */
export default function MockBoard(): ReactNode {
  const {status} = useAccount();
  const loader = useBackendLoader();
  const flow = useExamFlow(BOARD_SLOTS);
  const {phase, progress} = flow;
  // How many items of the board just drawn are new to the candidate (said once, at the start).
  const [newCount, setNewCount] = useState<NewCount | null>(null);
  const resultsId = phase.kind === 'results' ? phase.attempt.id : null;
  const firstSitting = useFirstSitting(progress, resultsId);
  const waiting = useWaitingBoard(progress, phase.kind === 'idle');
  // A full board's sitting about to start: its start screen (subjects, items, time, rules) first.
  const [pending, setPending] = useState<{
    readonly sitting: Sitting;
    readonly boardId: string;
    readonly justSat: readonly Question[];
  } | null>(null);
  // The attempt submitted because its time ran out while the candidate was away.
  const [expiredAway, setExpiredAway] = useState<string | null>(null);

  // Paper mode: both sittings drawn at once, printed, then typed in.
  const [paper, setPaper] = useState<
    | {readonly kind: 'loading' | 'failed'}
    | {readonly kind: 'ready'; readonly boardId: string; readonly sittings: readonly PaperSitting[]}
    | null
  >(null);

  function startPaper(): void {
    setPaper({kind: 'loading'});
    const boardId = randomId();
    drawPaper(boardId, progress, loader).then(
      ({sittings, count}) => {
        setNewCount(count);
        setPaper({kind: 'ready', boardId, sittings});
      },
      () => setPaper({kind: 'failed'}),
    );
  }

  /** The full board's start screen for a sitting; the mini board starts at once. */
  function choose(
    board: BoardSpec,
    sitting: Sitting,
    boardId?: string,
    justSat: readonly Question[] = [],
  ): void {
    if (board.key === FULL_BOARD.key) setPending({sitting, boardId: boardId ?? randomId(), justSat});
    else start(board, sitting);
  }

  /** Starts a board's sitting; `justSat` are the items of the sitting just finished (met, if not yet saved). */
  function start(
    board: BoardSpec,
    sitting: Sitting,
    boardId: string = randomId(),
    justSatItems: readonly Question[] = [],
  ): void {
    const justSat = new Set(justSatItems.map((q) => q.id));
    setPending(null);
    flow.begin(sitting.key, board.kind, () =>
      planSitting({board, sitting, boardId, justSat}, progress, loader, setNewCount),
    );
  }

  const choice = (refused: boolean): ReactNode =>
    paper?.kind === 'ready' ? (
      <>
        {newCount && <NewItemsNote {...newCount} />}
        <PaperBoard
          boardId={paper.boardId}
          sittings={paper.sittings}
          onSave={async (list) => {
            if (!progress) throw new Error('Progress is not ready.');
            for (const a of list) await (await progress.saveAttempt(a)).synced;
          }}
          onBack={() => setPaper(null)}
        />
      </>
    ) : paper?.kind === 'loading' ? (
      <LoadingQuestions />
    ) : paper?.kind === 'failed' ? (
      <StatusMessage kind="error" onRetry={startPaper}>
        <Translate id="quiz.paper.failed">The paper board could not be drawn.</Translate>
      </StatusMessage>
    ) : pending ? (
      <SittingStart
        board={FULL_BOARD}
        sitting={pending.sitting}
        onStart={() => start(FULL_BOARD, pending.sitting, pending.boardId, pending.justSat)}
        onBack={() => setPending(null)}
      />
    ) : (
      <>
        {!refused && waiting.board && FULL_BOARD.sittings[1] && (
          <WaitingBoard
            board={waiting.board}
            onContinue={() =>
              waiting.board &&
              FULL_BOARD.sittings[1] &&
              choose(FULL_BOARD, FULL_BOARD.sittings[1], waiting.board.boardId)
            }
            onAbandon={() => (waiting.board ? waiting.abandon(waiting.board) : Promise.resolve())}
          />
        )}
        <BoardChoice
          status={status}
          refused={refused}
          onStart={(b, st) => choose(b, st)}
          onPaper={refused ? undefined : startPaper}
        />
      </>
    );

  switch (phase.kind) {
    case 'checking':
    case 'loading':
      return <LoadingQuestions />;
    case 'error':
      // Premium refused (e.g. the approval was withdrawn): the choice again, with the upgrade path.
      if (phase.refused) return choice(true);
      return <ExamError stale={phase.stale} onRetry={flow.retry} onDiscard={flow.discard} />;
    case 'running': {
      const sitting = boardIdOf(phase.exam.attemptId);
      return (
        <>
          {newCount && newCount.total === phase.questions.length && <NewItemsNote {...newCount} />}
          <ExamRunner
            key={phase.exam.attemptId}
            title={
              phase.exam.kind === 'mock-full' && sitting
                ? `${attemptKindName(phase.exam.kind)} · ${sittingTitle(sitting.day)}`
                : attemptKindName(phase.exam.kind)
            }
            questions={phase.questions}
            initial={phase.exam}
            focusOnStart={phase.fresh}
            wallClock
            aside={sitting?.day === 2 ? (q) => <ExamDayNote question={q} /> : undefined}
            onSave={flow.save}
            onExpiredAway={() => setExpiredAway(phase.exam.attemptId)}
            onSubmit={flow.submit}
          />
        </>
      );
    }
    case 'results': {
      const second = FULL_BOARD.sittings[1];
      return (
        <BoardResults
          phase={phase}
          firstSitting={firstSitting}
          expiredAway={expiredAway === phase.attempt.id}
          onAnother={flow.reset}
          onSecondSitting={(boardId) => {
            if (!second) return;
            flow.reset();
            choose(FULL_BOARD, second, boardId, phase.questions);
          }}
        />
      );
    }
    case 'idle':
      return choice(false);
  }
}
