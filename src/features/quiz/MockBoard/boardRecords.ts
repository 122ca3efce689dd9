import type {QuizAttempt} from '@site/src/backend/types';
import {summariseItems} from '@site/src/domain/quiz';
import {boardIdOf} from './boards';

/**
 * A full mock board is one record with two sittings. Each sitting is stored
 * as the attempt "<board>-s1" / "<board>-s2" (the sittings are sat on
 * different days, and each is saved when it ends); everything that reads the
 * history (the hub, the readiness model, a retake) reads them through
 * `groupBoards`, which folds a board's sittings into one attempt "<board>"
 * with the four subjects' items and the 75/60 verdict over both
 * (domain/facts.md §1.2: an average of at least 75% and no subject below
 * 60%, RA 9280 Sec. 17 as summarised in secondary sources).
 *
 * A board abandoned after Sitting 1 keeps Sitting 1, and its second sitting
 * is stored as an attempt with no items: the mark that the candidate gave it
 * up, so the board is no longer offered to resume.
 */
export interface BoardRecord {
  readonly boardId: string;
  readonly first: QuizAttempt | null;
  readonly second: QuizAttempt | null;
}

export type BoardStatus = 'complete' | 'waiting' | 'abandoned';

export function boardStatus(board: BoardRecord): BoardStatus {
  if (!board.second) return 'waiting';
  return board.second.items.length === 0 ? 'abandoned' : 'complete';
}

/** The full boards in `attempts` (any order), by board id. */
export function boardRecords(attempts: readonly QuizAttempt[]): Map<string, BoardRecord> {
  const boards = new Map<string, BoardRecord>();
  for (const a of attempts) {
    if (a.kind !== 'mock-full') continue;
    const parsed = boardIdOf(a.id);
    if (!parsed) continue;
    const board = boards.get(parsed.boardId) ?? {boardId: parsed.boardId, first: null, second: null};
    boards.set(
      parsed.boardId,
      parsed.day === 1 ? {...board, first: board.first ?? a} : {...board, second: board.second ?? a},
    );
  }
  return boards;
}

/** One board as one attempt: both sittings' items, and the verdict once both are sat. */
function mergeBoard(board: BoardRecord): QuizAttempt {
  const parts = [board.first, board.second].filter((a): a is QuizAttempt => a !== null);
  const items = parts.flatMap((a) => a.items);
  const result = summariseItems(items);
  const times = parts.map((a) => a.finishedAt.getTime());
  const starts = parts.map((a) => a.startedAt.getTime());
  const complete = board.first !== null && boardStatus(board) === 'complete';
  return {
    id: board.boardId,
    kind: 'mock-full',
    subject: null,
    topic: null,
    startedAt: new Date(Math.min(...starts)),
    finishedAt: new Date(Math.max(...times)),
    durationMs: parts.reduce((n, a) => n + a.durationMs, 0),
    items,
    scorePercent: result.total.percent,
    passed: complete && result.verdict.applicable ? result.verdict.passed : null,
  };
}

/**
 * The attempts with each full board's sittings folded into one attempt, in
 * the place of its newest sitting (the list's order is kept otherwise).
 */
export function groupBoards(attempts: readonly QuizAttempt[]): QuizAttempt[] {
  const boards = boardRecords(attempts);
  const newest = new Map<string, QuizAttempt>();
  for (const board of boards.values()) {
    const parts = [board.first, board.second].filter((a): a is QuizAttempt => a !== null);
    const latest = parts.reduce((x, y) => (y.finishedAt.getTime() > x.finishedAt.getTime() ? y : x));
    newest.set(latest.id, mergeBoard(board));
  }
  const out: QuizAttempt[] = [];
  for (const a of attempts) {
    const parsed = a.kind === 'mock-full' ? boardIdOf(a.id) : null;
    if (!parsed) {
      out.push(a);
      continue;
    }
    const merged = newest.get(a.id);
    if (merged && merged.items.length > 0) out.push(merged);
  }
  return out;
}

/**
 * The board whose Sitting 2 is still to be sat (Sitting 1 done, Sitting 2
 * neither sat nor given up), the newest first; null when there is none.
 */
export function waitingBoard(attempts: readonly QuizAttempt[]): BoardRecord | null {
  const waiting = [...boardRecords(attempts).values()]
    .filter((b) => b.first !== null && boardStatus(b) === 'waiting')
    .sort((a, b) => (b.first?.finishedAt.getTime() ?? 0) - (a.first?.finishedAt.getTime() ?? 0));
  return waiting[0] ?? null;
}

/** The mark a board given up after Sitting 1 leaves: its Sitting 2 with no items. */
export function abandonMark(board: BoardRecord, now: Date): QuizAttempt {
  return {
    id: `${board.boardId}-s2`,
    kind: 'mock-full',
    subject: null,
    topic: null,
    startedAt: now,
    finishedAt: now,
    durationMs: 0,
    items: [],
    scorePercent: 0,
    passed: null,
  };
}
