import {useCallback, useState} from 'react';
import type {AttemptItem} from '@site/src/backend/types';
import {useAsyncResource} from '@site/src/components/useAsyncResource';
import type {QuizProgress} from '../progress/combineProgress';
import {abandonMark, waitingBoard, type BoardRecord} from './boardRecords';
import {boardIdOf, sittingAttemptId} from './boards';

/** Ids the candidate has met in any attempt, so the next board draws new items first. */
export async function seenIds(progress: QuizProgress | null): Promise<Set<string>> {
  const attempts = progress ? await progress.listAttempts().catch(() => []) : [];
  return new Set(attempts.flatMap((a) => a.items.map((i) => i.questionId)));
}

/** The first sitting's items, for the full board's verdict after the second (null until read, or if unreadable). */
export function useFirstSitting(
  progress: QuizProgress | null,
  attemptId: string | null,
): readonly AttemptItem[] | null {
  const first = useAsyncResource(async () => {
    const board = attemptId ? boardIdOf(attemptId) : null;
    if (!progress || !board || board.day !== 2) return null;
    const id = sittingAttemptId(board.boardId, 1);
    return (await progress.listAttempts()).find((a) => a.id === id)?.items ?? null;
  }, [progress, attemptId]);
  return first.status === 'ready' ? first.value : null;
}

/** The full board whose Sitting 2 is still to come, read while the candidate chooses (idle). */
export function useWaitingBoard(
  progress: QuizProgress | null,
  idle: boolean,
): {readonly board: BoardRecord | null; readonly abandon: (board: BoardRecord) => Promise<void>} {
  const [version, setVersion] = useState(0);
  // None while it loads or when the list cannot be read: the choice of boards still shows.
  const waiting = useAsyncResource(
    async () => (progress && idle ? waitingBoard(await progress.listAttempts()) : null),
    [progress, idle, version],
  );
  const abandon = useCallback(
    async (b: BoardRecord) => {
      if (!progress) throw new Error('Progress is not ready.');
      await progress.saveAttempt(abandonMark(b, new Date()));
      setVersion((n) => n + 1);
    },
    [progress],
  );
  return {board: waiting.status === 'ready' ? waiting.value : null, abandon};
}
