/**
 * A finished attempt as data: what was answered per item and how it scored.
 * The quiz engine (./engine) makes these; the backend stores them (src/backend/types re-exports them).
 */
import type {SubjectId} from './schema';

/** What a candidate answered: choice ids (single or multiple), the typed amount, or the typed HS code (a drill). */
export type QuizResponse =
  | {readonly kind: 'choices'; readonly ids: readonly string[]}
  | {readonly kind: 'numeric'; readonly value: string}
  | {readonly kind: 'code'; readonly value: string};

/** 'cram': a review session that does not move the review schedule (issue 28). */
export type AttemptKind = 'quiz' | 'diagnostic' | 'mock-mini' | 'mock-full' | 'review' | 'retake' | 'cram';

/** How sure the candidate said they were of a right answer (tutor mode only): FSRS's Hard or Easy. */
export type AnswerConfidence = 'hard' | 'easy';

export interface AttemptItem {
  readonly questionId: string;
  readonly subject: SubjectId;
  readonly topic: string;
  /** null: left unanswered. */
  readonly response: QuizResponse | null;
  readonly correct: boolean;
  readonly flagged: boolean;
  /** The candidate's optional tap after a right answer in tutor mode; absent: no tap (Good). */
  readonly confidence?: AnswerConfidence;
}

/** A finished attempt (`users/{uid}/attempts/{id}` for a signed-in user). */
export interface QuizAttempt {
  readonly id: string;
  readonly kind: AttemptKind;
  /** Set when the attempt covered one subject (a topic or subject quiz). */
  readonly subject: SubjectId | null;
  /** Set when the attempt covered one topic. */
  readonly topic: string | null;
  readonly startedAt: Date;
  readonly finishedAt: Date;
  /** Time spent answering (a paused or closed page does not count). */
  readonly durationMs: number;
  readonly items: readonly AttemptItem[];
  /** Share of items right, 0 to 100. */
  readonly scorePercent: number;
  /** The 75/60 verdict; null when the attempt did not cover all four subjects. */
  readonly passed: boolean | null;
}
