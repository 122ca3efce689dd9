import type {QuizAttempt, StudySettings} from '@site/src/backend/types';
import {buildSchedule, NEXT_CBLE, type ReviewAnswer, type ReviewCard} from '@site/src/domain/review';

/**
 * FSRS's first step after a miss is one minute: a card due this soon counts
 * as due now, so a missed item is in review at once, as in the Leitner boxes
 * it replaces. (Anki's "learn ahead" limit does the same, at 20 minutes.)
 */
const LEARN_AHEAD_MS = 5 * 60_000;

/**
 * Every answer of the history as the FSRS schedule reads it: a wrong answer is
 * Again, a right one Good or the candidate's own Hard / Easy; a cram session's
 * answers do not move the schedule. As the readiness model reads them, an item
 * left blank on a timed paper is wrong, and left blank in practice says nothing.
 * This is also how the Leitner history converts: the boxes were derived from
 * these same attempts, and every answer of every item becomes a review.
 */
export function reviewAnswersFromAttempts(attempts: readonly QuizAttempt[]): ReviewAnswer[] {
  return attempts.flatMap((a) => {
    const exam = a.kind === 'diagnostic' || a.kind === 'mock-mini' || a.kind === 'mock-full';
    const at = a.finishedAt.getTime();
    if (!Number.isFinite(at)) return [];
    return a.items
      .filter((i) => exam || i.response !== null)
      .map((i): ReviewAnswer => ({
        itemId: i.questionId,
        correct: i.correct,
        at,
        ...(i.correct && i.confidence ? {confidence: i.confidence} : {}),
        ...(a.kind === 'cram' ? {cram: true} : {}),
      }));
  });
}

/** The exam the schedule keeps intervals before: the candidate's, else the next CBLE. */
export const examAtOf = (settings: StudySettings | null): number =>
  settings?.examAt.getTime() ?? NEXT_CBLE.at;

export interface ReviewState {
  readonly cards: ReadonlyMap<string, ReviewCard>;
  /** Due now (within LEARN_AHEAD_MS), most overdue first. */
  readonly due: readonly ReviewCard[];
  /** When the next card not yet due falls due; null if none. */
  readonly nextDue: Date | null;
}

/** The FSRS schedule of every answered item, and what is due at `now`. */
export function reviewState(attempts: readonly QuizAttempt[], now: number, examAt: number): ReviewState {
  const cards = buildSchedule(reviewAnswersFromAttempts(attempts), {examAt});
  const all = [...cards.values()].sort((a, b) => a.card.due.getTime() - b.card.due.getTime());
  const due = all.filter((c) => c.card.due.getTime() <= now + LEARN_AHEAD_MS);
  const later = all.find((c) => c.card.due.getTime() > now + LEARN_AHEAD_MS);
  return {cards, due, nextDue: later ? later.card.due : null};
}

/**
 * Items to cram: every answered item, the least recently reviewed first
 * within the due date order, so a cram session goes over what is weakest
 * without moving the schedule.
 */
export function cramItems(state: ReviewState, count: number): string[] {
  return [...state.cards.values()]
    .sort((a, b) => a.card.due.getTime() - b.card.due.getTime())
    .slice(0, count)
    .map((c) => c.itemId);
}
