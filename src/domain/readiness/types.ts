/** What the readiness model reads and returns. */
import type {SubjectId} from '../quiz';

/** A CBLE subject: the one subject type, defined with the bank schema. */
export type Subject = SubjectId;

/** What the model needs to know of a bank item. */
export interface ItemInfo {
  readonly id: string;
  readonly subject: Subject;
  readonly topic: string;
  readonly difficulty: 'easy' | 'medium' | 'hard';
  readonly level: 'recall' | 'application' | 'analysis';
  /**
   * The chance that a blind guess is right: 1/4 for a four-choice item, about
   * 0 for a typed amount or HS code, 1/(2^n - 1) for "select all" of n choices.
   */
  readonly guess: number;
}

/** One answer a candidate gave. */
export interface AnswerEvent {
  readonly itemId: string;
  readonly correct: boolean;
  /** When it was answered (ms since the epoch). */
  readonly at: number;
  /** Timed exam mode (boards, the diagnostic) or tutor mode (feedback after each item). */
  readonly mode: 'exam' | 'tutor';
  /**
   * True when the candidate had already seen this item's explanation before
   * answering (a retake of missed items, a review): the answer may be memory
   * of the key rather than knowledge.
   */
  readonly afterExplanation?: boolean;
}

/** The board the prediction is for: per subject, topics with their share of the subject's items. */
export interface BoardBlueprint {
  readonly itemsPerSubject: number;
  readonly subjects: readonly {
    readonly subject: Subject;
    readonly topics: readonly {readonly label: string; readonly share: number}[];
  }[];
}

/** The shape of the table of specifications a blueprint is made from (features/quiz TOS satisfies it). */
export interface SpecificationTable {
  readonly subject: Subject;
  readonly parts: readonly {
    readonly weight: number;
    readonly topics: readonly {readonly label: string; readonly target: number}[];
  }[];
}
