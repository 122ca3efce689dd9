/**
 * Quizzes (issue 6): plain, serialisable domain types; the quiz feature's
 * engine works on them, and each adapter stores them its own way.
 */

import type {Question, SubjectId} from '@site/src/domain/quiz';

/** The four CBLE subjects, by number: the one subject type, defined with the bank schema (src/domain/quiz). */
export type QuizSubject = SubjectId;
export type QuizTier = 'free' | 'premium';

/** A bank as stored online (`quizzes/{id}`, or the local premium data file). */
export interface StoredQuizBank {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly tier: QuizTier;
  /**
   * The questions that pass the one question schema (src/domain/quiz); a stored
   * question that does not is skipped (and logged) when the bank is read.
   */
  readonly questions: readonly Question[];
}

export interface QuizBankSummary {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly tier: QuizTier;
  readonly questionCount: number;
  /** The bank's main subject, when it has one (editor banks do). */
  readonly subject?: QuizSubject;
}

/**
 * A bank written in the admin quiz editor (`quizzes/{id}`): the shared bank
 * fields plus its editorial state. Candidates see it only when published and
 * not archived.
 */
export interface OnlineQuizBank extends StoredQuizBank {
  /** The bank's main subject. */
  readonly subject: QuizSubject;
  readonly published: boolean;
  readonly archived: boolean;
  /** When it was last saved; the editor's optimistic-concurrency token. */
  readonly updatedAt: Date | null;
  /** The uid of the admin who saved it last. */
  readonly updatedBy: string | null;
}

/** What the editor saves: everything but the server-set fields. */
export type OnlineQuizBankInput = Omit<OnlineQuizBank, 'updatedAt' | 'updatedBy'>;

/** Online question banks (DESIGN.md §4, §5). Free git banks ship with the site and are not read here. */
export interface QuizzesService {
  /** Published, unarchived banks the current user may open, optionally of one tier. */
  list(options?: {readonly tier?: QuizTier}): Promise<QuizBankSummary[]>;
  /** One bank; throws BackendError('quizAccess') ('premium-required' for a premium bank and a non-premium user). */
  get(id: string): Promise<StoredQuizBank>;
  /** Every editor bank, unpublished and archived included (admins only). */
  listAll(): Promise<OnlineQuizBank[]>;
  /**
   * Creates or replaces a bank. `expectedUpdatedAt` is the `updatedAt` the
   * editor opened (null for a new bank); a bank saved since is refused with
   * BackendError('quizEdit', 'conflict'), a new bank whose id exists with 'already-exists'.
   */
  save(bank: OnlineQuizBankInput, expectedUpdatedAt: Date | null): Promise<OnlineQuizBank>;
  /** Archives (or restores) a bank; banks are never deleted. Admins only. */
  setArchived(id: string, archived: boolean): Promise<OnlineQuizBank>;
}
