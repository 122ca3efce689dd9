import type {QuizAttempt, QuizSubject} from '@site/src/backend/types';
import {dueCards, reviewSchedule, type ReviewCard} from './engine';

export interface BestAndLast {
  /** Highest score, 0–100; null with no attempt. */
  readonly best: number | null;
  readonly last: QuizAttempt | null;
  readonly count: number;
}

/** Best score and newest attempt among those matching. `attempts` may be in any order. */
export function bestAndLast(
  attempts: readonly QuizAttempt[],
  matches: (a: QuizAttempt) => boolean,
): BestAndLast {
  const mine = attempts.filter(matches);
  let last: QuizAttempt | null = null;
  let best: number | null = null;
  for (const a of mine) {
    if (!last || a.finishedAt.getTime() > last.finishedAt.getTime()) last = a;
    if (best === null || a.scorePercent > best) best = a.scorePercent;
  }
  return {best, last, count: mine.length};
}

/** A topic quiz of this subject and topic (null topic: the whole-subject quiz). */
export const isTopicQuiz =
  (subject: QuizSubject, topic: string | null) =>
  (a: QuizAttempt): boolean =>
    a.kind === 'quiz' && a.subject === subject && a.topic === topic;

export interface ReviewDue {
  readonly due: readonly ReviewCard[];
  readonly scheduled: number;
  /** When the next card not yet due falls due; null if none. */
  readonly nextDue: Date | null;
}

export function reviewDue(attempts: readonly QuizAttempt[], now: Date): ReviewDue {
  const cards = reviewSchedule(attempts);
  const due = dueCards(cards, now);
  const later = cards
    .filter((c) => c.due.getTime() > now.getTime())
    .sort((a, b) => a.due.getTime() - b.due.getTime());
  return {due, scheduled: cards.length, nextDue: later[0]?.due ?? null};
}

/** The newest `n` attempts, oldest first (for a chart). */
export function recentChronological(attempts: readonly QuizAttempt[], n: number): QuizAttempt[] {
  return [...attempts]
    .sort((a, b) => b.finishedAt.getTime() - a.finishedAt.getTime())
    .slice(0, n)
    .reverse();
}
