import type {QuizAttempt} from '@site/src/backend/types';

/**
 * Leitner-style review of missed questions, derived from the attempt history
 * alone (no separate store to drift out of step). A question enters box 1 the
 * first time it is missed and is due at once. Each later right answer moves it
 * up a box and pushes its due date out; a miss sends it back to box 1. Right in
 * the last box, it leaves the schedule. Questions never missed are never
 * scheduled.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days until due after landing in box 1..5 (box 1: at once). */
export const BOX_INTERVAL_DAYS: readonly number[] = [0, 1, 3, 7, 14];

export interface ReviewCard {
  readonly questionId: string;
  /** 1..BOX_INTERVAL_DAYS.length */
  readonly box: number;
  readonly due: Date;
  readonly lastSeen: Date;
}

function dueAfter(box: number, at: Date): Date {
  const days = BOX_INTERVAL_DAYS[box - 1] ?? 0;
  return new Date(at.getTime() + days * DAY_MS);
}

/** Replays attempts (any order) oldest first and returns the cards still scheduled. */
export function reviewSchedule(attempts: readonly QuizAttempt[]): ReviewCard[] {
  const cards = new Map<string, ReviewCard>();
  const ordered = [...attempts].sort((a, b) => a.finishedAt.getTime() - b.finishedAt.getTime());
  for (const attempt of ordered) {
    const at = attempt.finishedAt;
    for (const item of attempt.items) {
      const card = cards.get(item.questionId);
      if (!item.correct) {
        cards.set(item.questionId, {questionId: item.questionId, box: 1, due: dueAfter(1, at), lastSeen: at});
      } else if (card) {
        const box = card.box + 1;
        if (box > BOX_INTERVAL_DAYS.length) cards.delete(item.questionId);
        else
          cards.set(item.questionId, {
            questionId: item.questionId,
            box,
            due: dueAfter(box, at),
            lastSeen: at,
          });
      }
    }
  }
  return [...cards.values()];
}

/** Cards due at `now`, most overdue first. */
export function dueCards(cards: readonly ReviewCard[], now: Date): ReviewCard[] {
  return cards
    .filter((c) => c.due.getTime() <= now.getTime())
    .sort((a, b) => a.due.getTime() - b.due.getTime());
}
