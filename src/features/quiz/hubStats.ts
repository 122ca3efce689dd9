import type {QuizAttempt, QuizSubject} from '@site/src/backend/types';

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

/** The newest `n` attempts, oldest first (for a chart). */
export function recentChronological(attempts: readonly QuizAttempt[], n: number): QuizAttempt[] {
  return [...attempts]
    .sort((a, b) => b.finishedAt.getTime() - a.finishedAt.getTime())
    .slice(0, n)
    .reverse();
}

/** Retakes of mistakes and reviews of missed questions: only the hard items, so not comparable with a full quiz. */
const isPartialPractice = (a: QuizAttempt): boolean => a.kind === 'retake' || a.kind === 'review';

export interface ChartPoint {
  /** Position on the time axis (index in the chronological list). */
  readonly index: number;
  readonly attempt: QuizAttempt;
}

/**
 * The chart's two series over one time axis (`attempts` oldest first): full
 * quizzes and exams on the line, retakes and reviews as separate marks, so a
 * retake's low score on hard items does not read as a drop in the trend.
 */
export function chartSeries(attempts: readonly QuizAttempt[]): {
  readonly full: readonly ChartPoint[];
  readonly practice: readonly ChartPoint[];
} {
  const points = attempts.map((attempt, index) => ({index, attempt}));
  return {
    full: points.filter((p) => !isPartialPractice(p.attempt)),
    practice: points.filter((p) => isPartialPractice(p.attempt)),
  };
}
