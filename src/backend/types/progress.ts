/** Quiz progress: finished attempts and exams in progress. */
import type {AttemptKind, QuizAttempt, QuizResponse} from '@site/src/domain/quiz';
import type {QuizSubject} from './quizzes';

/** The attempt's data types live in the quiz domain (src/domain/quiz/attempt.ts), beside the engine that makes them. */
export type {
  AnswerConfidence,
  AttemptItem,
  AttemptKind,
  QuizAttempt,
  QuizResponse,
} from '@site/src/domain/quiz';

/** An exam in progress, saved on every answer so a reload or a dropped connection loses nothing. */
export interface InProgressAttempt {
  /** One slot per exam kind, e.g. 'mock-mini', 'mock-full', 'diagnostic'. */
  readonly key: string;
  readonly attemptId: string;
  readonly kind: AttemptKind;
  readonly seed: string;
  readonly questionIds: readonly string[];
  /** Display order of each question's choice ids. */
  readonly choiceOrder: Readonly<Record<string, readonly string[]>>;
  readonly responses: Readonly<Record<string, QuizResponse>>;
  readonly flagged: readonly string[];
  readonly position: number;
  readonly startedAt: Date;
  /** null: untimed. */
  readonly timeLimitMs: number | null;
  readonly remainingMs: number | null;
  readonly updatedAt: Date;
  /** A tutor quiz's request as an address query (e.g. 'subject=1&start=1'), so that address resumes it. */
  readonly origin?: string;
}

/**
 * A flag and/or a note on a quiz item or a reviewer section. Clearing both
 * keeps the mark (flagged false, note '') with its new time, so the clearing
 * wins over an older copy on another device or in the account.
 */
export interface StudyMark {
  readonly target: 'item' | 'section';
  /** The question id, or the section's address ('/docs/page#anchor'). */
  readonly ref: string;
  /** What a list shows: the question's opening words or the section heading. */
  readonly label: string;
  /** The item's subject and topic (null for a section). */
  readonly subject: QuizSubject | null;
  readonly topic: string | null;
  readonly flagged: boolean;
  readonly note: string;
  readonly updatedAt: Date;
}

/** The exam date and study hours the review schedule, Today's queue and the plan read (issue 28). */
export interface StudySettings {
  /** The exam the candidate studies for (default: the next CBLE). */
  readonly examAt: Date;
  /** Whole hours a week, 1 to LIMITS.study.hoursPerWeekMax. */
  readonly hoursPerWeek: number;
  /** When the date or hours were last changed: the plan's pace counts from here. */
  readonly planFrom: Date;
  readonly updatedAt: Date;
}

/** One person's quiz progress: a guest's in this browser, a signed-in user's in their account. */
export interface ProgressService {
  /** Newest first. */
  listAttempts(): Promise<QuizAttempt[]>;
  /**
   * Resolves once stored: on this browser's store to `{dropped}`, how many
   * older attempts were removed to make room (read it with droppedToFit).
   */
  saveAttempt(attempt: QuizAttempt): Promise<unknown>;
  loadInProgress(key: string): Promise<InProgressAttempt | null>;
  saveInProgress(attempt: InProgressAttempt): Promise<void>;
  clearInProgress(key: string): Promise<void>;
  /** Flags and notes, cleared ones included (see StudyMark). */
  listMarks(): Promise<StudyMark[]>;
  /** Replaces the whole set (at most LIMITS.marks.countMax). */
  saveMarks(marks: readonly StudyMark[]): Promise<void>;
  /** The exam date and hours a week; null: never set. */
  loadStudySettings(): Promise<StudySettings | null>;
  saveStudySettings(settings: StudySettings): Promise<void>;
}

export interface ProgressProvider {
  /** The progress of a signed-in user. A guest's lives in this browser: see src/backend/browserProgress.ts. */
  forUser(uid: string): ProgressService;
}

/** How many older attempts a `saveAttempt` outcome says were removed to make room (0 when it says nothing). */
export function droppedToFit(outcome: unknown): number {
  const dropped = (outcome as {dropped?: unknown} | null | undefined)?.dropped;
  return typeof dropped === 'number' && dropped > 0 ? dropped : 0;
}
