import {useCallback, useEffect, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {useBackendLoader} from '@site/src/backend/BackendProvider';
import type {AttemptItem, QuizAttempt} from '@site/src/backend/types';
import {useAccount} from '@site/src/features/account';
import {choiceOrderFor, drawBoard, randomId} from '../engine';
import {loadFreeQuestions, loadPremiumQuestions} from '../data/loadQuestions';
import ExamError from '../ExamError';
import ExamRunner from '../ExamRunner';
import {attemptKindName} from '../labels';
import Results from '../Results';
import type {Question} from '@site/src/domain/quiz';
import StatusMessage from '@site/src/components/StatusMessage';
import {TOS} from '@site/src/domain/quiz';
import {useExamFlow, type ExamPlan} from '../useExamFlow';
import BoardChoice from './BoardChoice';
import BoardVerdict from './BoardVerdict';
import {abandonMark, waitingBoard, type BoardRecord} from './boardRecords';
import ExamDayNote from './ExamDayNote';
import PaperBoard, {type PaperSitting} from './PaperBoard';
import SittingStart from './SittingStart';
import WaitingBoard from './WaitingBoard';
import {
  BOARD_SLOTS,
  boardIdOf,
  FULL_BOARD,
  sittingAttemptId,
  sittingTimeMs,
  type BoardSpec,
  type Sitting,
} from './boards';

/** Ids the candidate has met in any attempt, so the next board draws new items first. */
async function seenIds(progress: ReturnType<typeof useExamFlow>['progress']): Promise<Set<string>> {
  const attempts = progress ? await progress.listAttempts().catch(() => []) : [];
  return new Set(attempts.flatMap((a) => a.items.map((i) => i.questionId)));
}

/** The first sitting's items, for the full board's verdict after the second. */
function useFirstSitting(
  progress: ReturnType<typeof useExamFlow>['progress'],
  attemptId: string | null,
): readonly AttemptItem[] | null {
  const [items, setItems] = useState<readonly AttemptItem[] | null>(null);
  useEffect(() => {
    const board = attemptId ? boardIdOf(attemptId) : null;
    if (!progress || !board || board.day !== 2) return undefined;
    let active = true;
    const first = sittingAttemptId(board.boardId, 1);
    progress.listAttempts().then(
      (list) => active && setItems(list.find((a) => a.id === first)?.items ?? null),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [progress, attemptId]);
  return items;
}

/** The full board whose Sitting 2 is still to come, read while the candidate chooses (idle). */
function useWaitingBoard(
  progress: ReturnType<typeof useExamFlow>['progress'],
  idle: boolean,
): {readonly board: BoardRecord | null; readonly abandon: (board: BoardRecord) => Promise<void>} {
  const [board, setBoard] = useState<BoardRecord | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!progress || !idle) return undefined;
    let active = true;
    progress.listAttempts().then(
      (list: QuizAttempt[]) => active && setBoard(waitingBoard(list)),
      () => active && setBoard(null),
    );
    return () => {
      active = false;
    };
  }, [progress, idle, version]);
  const abandon = useCallback(
    async (b: BoardRecord) => {
      if (!progress) throw new Error('Progress is not ready.');
      await progress.saveAttempt(abandonMark(b, new Date()));
      setVersion((n) => n + 1);
    },
    [progress],
  );
  return {board, abandon};
}

/** The mock board (docs/mockboard.mdx): the free mini board, or the premium full board in two sittings. */
export default function MockBoard(): ReactNode {
  const {status} = useAccount();
  const loader = useBackendLoader();
  const flow = useExamFlow(BOARD_SLOTS);
  const {phase, progress} = flow;
  // How many items of the board just drawn are new to the candidate (said once, at the start).
  const [newCount, setNewCount] = useState<{readonly fresh: number; readonly total: number} | null>(null);
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
    (async () => {
      const seen = await seenIds(progress);
      const premium = await loadPremiumQuestions(await loader.load());
      const sittings: PaperSitting[] = [];
      let fresh = 0;
      let total = 0;
      for (const sitting of FULL_BOARD.sittings) {
        const pool = [
          ...premium.filter((q) => sitting.subjects.includes(q.subject)),
          ...(await loadFreeQuestions(sitting.subjects)),
        ];
        const drawn = drawBoard(pool, TOS, {
          perSubject: FULL_BOARD.perSubject,
          subjects: sitting.subjects,
          seed: randomId(),
          seen,
        });
        for (const q of drawn.questions) seen.add(q.id);
        fresh += drawn.newCount;
        total += drawn.questions.length;
        const attemptId = sittingAttemptId(boardId, sitting.day);
        sittings.push({
          sitting,
          questions: drawn.questions,
          orders: Object.fromEntries(drawn.questions.map((q) => [q.id, choiceOrderFor(q, attemptId)])),
        });
      }
      setNewCount({fresh, total});
      setPaper({kind: 'ready', boardId, sittings});
    })().catch(() => setPaper({kind: 'failed'}));
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
    const plan = async (): Promise<ExamPlan> => {
      const seed = randomId();
      const [free, seen] = await Promise.all([loadFreeQuestions(sitting.subjects), seenIds(progress)]);
      for (const id of justSat) seen.add(id);
      const pool =
        board.tier === 'premium'
          ? [
              ...(await loadPremiumQuestions(await loader.load())).filter((q) =>
                sitting.subjects.includes(q.subject),
              ),
              ...free,
            ]
          : free;
      const drawn = drawBoard(pool, TOS, {
        perSubject: board.perSubject,
        subjects: sitting.subjects,
        seed,
        seen,
      });
      setNewCount({fresh: drawn.newCount, total: drawn.questions.length});
      return {
        questions: drawn.questions,
        timeLimitMs: sittingTimeMs(board, sitting),
        ...(board.sittings.length > 1 ? {attemptId: sittingAttemptId(boardId, sitting.day)} : {}),
      };
    };
    setPending(null);
    flow.begin(sitting.key, board.kind, plan);
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
      const sitting = phase.attempt.kind === 'mock-full' ? boardIdOf(phase.attempt.id) : null;
      const second = FULL_BOARD.sittings[1];
      return (
        <>
          {expiredAway === phase.attempt.id && (
            <StatusMessage kind="info">
              <Translate id="quiz.mock.expiredAway">
                The time for this sitting ran out while you were away: it was submitted as it stood when the
                time ended. Items left blank score zero.
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
                      Sit Subjects 3 and 4 now or on another day, as on the second exam day: this board waits
                      for you here and on Your quizzes.
                    </Translate>
                  </p>
                  <button
                    type="button"
                    className="button button--primary"
                    onClick={() => {
                      flow.reset();
                      choose(FULL_BOARD, second, sitting.boardId, phase.questions);
                    }}>
                    <Translate id="quiz.mock.startSecond">Start sitting 2 (Subjects 3 and 4)</Translate>
                  </button>
                </>
              ) : (
                <button type="button" className="button button--secondary" onClick={flow.reset}>
                  <Translate id="quiz.mock.another">Take another mock board</Translate>
                </button>
              )
            }
          />
        </>
      );
    }
    case 'idle':
      return choice(false);
  }
}

function sittingTitle(day: 1 | 2): string {
  return day === 1
    ? translate({id: 'quiz.mock.sitting1', message: 'Sitting 1: Subjects 1 and 2'})
    : translate({id: 'quiz.mock.sitting2', message: 'Sitting 2: Subjects 3 and 4'});
}

/** How many of the drawn items the candidate has not met before. */
function NewItemsNote({fresh, total}: {readonly fresh: number; readonly total: number}): ReactNode {
  return (
    <StatusMessage kind="info">
      <Translate id="quiz.mock.newItems" values={{fresh, total}}>
        {'{fresh} of these {total} items are new to you.'}
      </Translate>
    </StatusMessage>
  );
}

function LoadingQuestions(): ReactNode {
  return (
    <StatusMessage kind="loading">
      <Translate id="quiz.status.loadingQuestions">Loading the questions…</Translate>
    </StatusMessage>
  );
}
