import type {QuizAttempt, StudySettings} from '@site/src/backend/types';
import {
  dayNumber,
  minutesPerDay,
  studyStreak,
  todayQueue,
  type Streak,
  type TodayQueue,
} from '@site/src/domain/plan';
import type {ItemInfo} from '@site/src/domain/readiness';
import {examAtOf, reviewState} from './reviewAnswers';
import {topicAccuracy} from './strength';

/** Until the candidate says, an hour a day. */
export const DEFAULT_HOURS_PER_WEEK = 7;

export const hoursOf = (settings: StudySettings | null): number =>
  settings?.hoursPerWeek ?? DEFAULT_HOURS_PER_WEEK;

export interface TodayView {
  readonly queue: TodayQueue;
  /** The queue's items in the order they are asked: reviews, then new items. */
  readonly ids: readonly string[];
  readonly minutes: number;
  readonly streak: Streak;
  /** When the next review falls due, when none is due now. */
  readonly nextDue: Date | null;
}

/** The minutes east of UTC of the browser's time zone at `at`. */
const localOffset = (at: number): number => -new Date(at).getTimezoneOffset();

/**
 * Today's queue from the history: the reviews FSRS has due, then new items of
 * the weakest topics (by accuracy: cheap enough to work out again when the
 * queue is started), sized to the minutes a day; and the study streak.
 * The same inputs give the same queue on /quizzes and in the quiz it starts.
 */
export function todayFor(
  attempts: readonly QuizAttempt[],
  items: readonly ItemInfo[],
  settings: StudySettings | null,
  now: number,
  offsetMinutes: number = localOffset(now),
): TodayView {
  const state = reviewState(attempts, now, examAtOf(settings));
  const minutes = minutesPerDay(hoursOf(settings));
  const queue = todayQueue({
    due: state.due.map((c) => c.itemId),
    unseen: items.filter((i) => !state.cards.has(i.id)).map((i) => ({id: i.id, topic: i.topic})),
    strength: topicAccuracy(attempts),
    minutes,
  });
  const days = attempts.map((a) => dayNumber(a.finishedAt.getTime(), offsetMinutes));
  return {
    queue,
    ids: [...queue.reviews, ...queue.fresh],
    minutes,
    streak: studyStreak(days, dayNumber(now, offsetMinutes)),
    nextDue: state.nextDue,
  };
}
