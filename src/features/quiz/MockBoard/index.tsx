import {useEffect, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {useBackendLoader} from '@site/src/backend/BackendProvider';
import type {AttemptItem} from '@site/src/backend/types';
import {useAccount} from '@site/src/features/account';
import {drawBoard, randomId} from '../engine';
import {loadFreeQuestions, loadPremiumQuestions} from '../data/loadQuestions';
import ExamError from '../ExamError';
import ExamRunner from '../ExamRunner';
import {attemptKindName} from '../labels';
import Results from '../Results';
import type {Question} from '../schema';
import StatusMessage from '@site/src/components/StatusMessage';
import {TOS} from '../tos';
import {useExamFlow, type ExamPlan} from '../useExamFlow';
import BoardChoice from './BoardChoice';
import BoardVerdict from './BoardVerdict';
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
    flow.begin(sitting.key, board.kind, plan);
  }

  switch (phase.kind) {
    case 'checking':
    case 'loading':
      return (
        <StatusMessage kind="loading">
          <Translate id="quiz.status.loadingQuestions">Loading the questions…</Translate>
        </StatusMessage>
      );
    case 'error':
      // Premium refused (e.g. the approval was withdrawn): the choice again, with the upgrade path.
      if (phase.refused) return <BoardChoice status={status} refused onStart={start} />;
      return <ExamError stale={phase.stale} onRetry={flow.retry} onDiscard={flow.discard} />;
    case 'running': {
      const sitting = boardIdOf(phase.exam.attemptId);
      return (
        <>
          {newCount && newCount.total === phase.questions.length && (
            <StatusMessage kind="info">
              <Translate id="quiz.mock.newItems" values={{fresh: newCount.fresh, total: newCount.total}}>
                {'{fresh} of these {total} items are new to you.'}
              </Translate>
            </StatusMessage>
          )}
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
            onSave={flow.save}
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
          {sitting?.day === 2 && firstSitting && (
            <BoardVerdict items={[...firstSitting, ...phase.attempt.items]} />
          )}
          <Results
            attempt={phase.attempt}
            questions={phase.questions}
            orders={phase.orders}
            saveState={phase.save}
            droppedOlder={phase.dropped}
            endedBy={phase.reason}
            actions={
              sitting?.day === 1 && second ? (
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => start(FULL_BOARD, second, sitting.boardId, phase.questions)}>
                  <Translate id="quiz.mock.startSecond">Start sitting 2 (Subjects 3 and 4)</Translate>
                </button>
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
      return <BoardChoice status={status} refused={false} onStart={start} />;
  }
}

function sittingTitle(day: 1 | 2): string {
  return day === 1
    ? translate({id: 'quiz.mock.sitting1', message: 'Sitting 1: Subjects 1 and 2'})
    : translate({id: 'quiz.mock.sitting2', message: 'Sitting 2: Subjects 3 and 4'});
}
