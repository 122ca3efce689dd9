import type {AttemptKind, QuizSubject} from '@site/src/backend/types';

/**
 * The mock boards. The CBLE gives its four subjects (25% each) over two days:
 * Subjects 1 and 2 on the first, 3 and 4 on the second (domain/facts.md §1.3).
 * The full board mirrors that: two sittings of two subjects, 100 items a
 * subject, each drawn by the table of specifications (tos.ts). The mini board
 * takes five items a subject in one sitting. The real exam's time allowance is
 * not confirmed by our sources, so the time here is this reviewer's yardstick:
 * 90 seconds per item.
 */
export interface Sitting {
  /** The slot its exam in progress is saved under. */
  readonly key: string;
  /** 1 or 2: the exam day it stands for. */
  readonly day: 1 | 2;
  readonly subjects: readonly QuizSubject[];
}

export interface BoardSpec {
  readonly key: 'mock-mini' | 'mock-full';
  readonly kind: AttemptKind;
  readonly perSubject: number;
  readonly tier: 'free' | 'premium';
  readonly sittings: readonly Sitting[];
}

const SECONDS_PER_ITEM = 90;

export const MINI_BOARD: BoardSpec = {
  key: 'mock-mini',
  kind: 'mock-mini',
  perSubject: 5,
  tier: 'free',
  sittings: [{key: 'mock-mini', day: 1, subjects: [1, 2, 3, 4]}],
};

export const FULL_BOARD: BoardSpec = {
  key: 'mock-full',
  kind: 'mock-full',
  perSubject: 100,
  tier: 'premium',
  sittings: [
    {key: 'mock-full-1', day: 1, subjects: [1, 2]},
    {key: 'mock-full-2', day: 2, subjects: [3, 4]},
  ],
};

/** Every exam slot the mock boards use ('mock-full': a one-sitting full board saved before sittings existed). */
export const BOARD_SLOTS: readonly string[] = [
  ...[MINI_BOARD, FULL_BOARD].flatMap((b) => b.sittings.map((s) => s.key)),
  'mock-full',
];

export const itemsOf = (board: BoardSpec): number =>
  board.perSubject * board.sittings.reduce((n, s) => n + s.subjects.length, 0);
export const sittingItems = (board: BoardSpec, sitting: Sitting): number =>
  board.perSubject * sitting.subjects.length;
export const sittingTimeMs = (board: BoardSpec, sitting: Sitting): number =>
  sittingItems(board, sitting) * SECONDS_PER_ITEM * 1000;

/**
 * Attempt ids of a full board's sittings share the board's id: "<board>-s1"
 * and "<board>-s2", so the second sitting finds the first to give the verdict.
 */
export const sittingAttemptId = (boardId: string, day: 1 | 2): string => `${boardId}-s${day}`;
export function boardIdOf(attemptId: string): {readonly boardId: string; readonly day: 1 | 2} | null {
  const m = /^(.+)-s([12])$/.exec(attemptId);
  return m?.[1] ? {boardId: m[1], day: m[2] === '1' ? 1 : 2} : null;
}
