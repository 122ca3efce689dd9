/**
 * Review scheduling with FSRS (issue 28, DESIGN.md §9a): every item a
 * candidate has answered gets an FSRS card (ts-fsrs, FSRS-6), rebuilt by
 * replaying the answer history, as the Leitner boxes were. A wrong answer is
 * Again; a right one is Good, or Hard / Easy when the candidate said how sure
 * they were.
 *
 * Exam-date mode: no interval reaches past the exam (FSRS's own maximum
 * interval is set to the days left before it), and the requested retention
 * rises as the exam nears, so the last weeks review more. A cram answer is
 * practice only: it is replayed into nothing, so the schedule does not move.
 *
 * Why replay instead of storing cards: the history is already stored (the
 * attempts), so the schedule cannot drift from it, and the old Leitner
 * schedule converts with nothing lost: every answer of every item becomes a
 * review log of its card.
 *
 * Pure: no React, no I/O.
 */
import {createEmptyCard, fsrs, Rating, type Card, type FSRS, type Grade, type ReviewLog} from 'ts-fsrs';

const DAY_MS = 86_400_000;

/** One answer, as the schedule reads it. */
export interface ReviewAnswer {
  readonly itemId: string;
  readonly correct: boolean;
  /** ms since the epoch. */
  readonly at: number;
  /** The candidate's own "how sure" tap after a right answer; absent: Good. */
  readonly confidence?: 'hard' | 'easy';
  /** A cram session: reviewed without moving the schedule. */
  readonly cram?: boolean;
}

export interface ScheduleOptions {
  /** The exam (ms since the epoch); null: no exam-date mode. */
  readonly examAt: number | null;
}

/**
 * Requested retention by the days left before the exam: FSRS's default 0.9
 * for most of the year, more in the last eight weeks and the last three.
 */
const RETENTION_BY_DAYS_LEFT: readonly {readonly within: number; readonly retention: number}[] = [
  {within: 21, retention: 0.95},
  {within: 56, retention: 0.93},
  {within: Infinity, retention: 0.9},
];

export interface ReviewCard {
  readonly itemId: string;
  readonly card: Card;
  readonly logs: readonly ReviewLog[];
}

export function retentionFor(daysLeft: number | null): number {
  if (daysLeft === null || daysLeft < 0) return 0.9;
  return RETENTION_BY_DAYS_LEFT.find((r) => daysLeft <= r.within)?.retention ?? 0.9;
}

/** Schedulers by (retention, maximum interval): cheap to make, but made once each. */
const schedulers = new Map<string, FSRS>();
function scheduler(retention: number, maximumInterval: number): FSRS {
  const key = `${retention}|${maximumInterval}`;
  let f = schedulers.get(key);
  if (!f) {
    // No fuzz: the schedule is rebuilt from history on every load and must come out the same each time.
    f = fsrs({request_retention: retention, maximum_interval: maximumInterval, enable_fuzz: false});
    schedulers.set(key, f);
  }
  return f;
}

function gradeOf(answer: Pick<ReviewAnswer, 'correct' | 'confidence'>): Grade {
  if (!answer.correct) return Rating.Again;
  if (answer.confidence === 'hard') return Rating.Hard;
  if (answer.confidence === 'easy') return Rating.Easy;
  return Rating.Good;
}

/** Reviews one card at `at`, keeping its next due date before the exam. */
export function reviewCard(
  card: Card,
  answer: ReviewAnswer,
  {examAt}: ScheduleOptions,
): {card: Card; log: ReviewLog} {
  const beforeExam = examAt !== null && answer.at < examAt;
  const daysLeft = beforeExam ? Math.floor((examAt - answer.at) / DAY_MS) : null;
  // FSRS counts whole days; an interval of daysLeft - 1 lands on the eve of the exam at the latest.
  const maximumInterval = daysLeft === null ? 36_500 : Math.max(1, daysLeft - 1);
  const next = scheduler(retentionFor(daysLeft), maximumInterval).next(
    card,
    new Date(answer.at),
    gradeOf(answer),
  );
  if (beforeExam && next.card.due.getTime() >= examAt) {
    // FSRS keeps Easy's interval above Good's even past the maximum interval,
    // and less than a day before the exam no whole-day interval fits: the card
    // is due on the eve of the exam, or at once when that has passed.
    const due = Math.max(answer.at, examAt - DAY_MS);
    const scheduledDays = Math.max(0, Math.floor((due - answer.at) / DAY_MS));
    return {card: {...next.card, due: new Date(due), scheduled_days: scheduledDays}, log: next.log};
  }
  return next;
}

/**
 * The schedule of every item answered, replayed oldest first. Cram answers do
 * not move it.
 */
export function buildSchedule(
  answers: readonly ReviewAnswer[],
  options: ScheduleOptions,
): Map<string, ReviewCard> {
  const cards = new Map<string, ReviewCard>();
  const ordered = [...answers].filter((a) => !a.cram).sort((a, b) => a.at - b.at);
  for (const answer of ordered) {
    const current = cards.get(answer.itemId);
    const {card, log} = reviewCard(current?.card ?? createEmptyCard(new Date(answer.at)), answer, options);
    cards.set(answer.itemId, {itemId: answer.itemId, card, logs: [...(current?.logs ?? []), log]});
  }
  return cards;
}

/** Cards due at `now`, most overdue first. */
export function dueNow(cards: Iterable<ReviewCard>, now: number): ReviewCard[] {
  return [...cards]
    .filter((c) => c.card.due.getTime() <= now)
    .sort((a, b) => a.card.due.getTime() - b.card.due.getTime());
}
