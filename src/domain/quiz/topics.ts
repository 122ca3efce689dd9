import type {SubjectId} from './schema';
import {TOS_TOPICS} from './specTable';

/**
 * The topics questions are filed under, per CBLE subject, each with the
 * reviewer page a candidate weak in it should study: the topics of the table
 * of specifications (tos.ts), in board order. A question's `topic` must be one
 * of these labels (the bank validation checks it).
 */
export interface Topic {
  readonly label: string;
  readonly subject: SubjectId;
  /** Doc id under /docs to study for this topic. */
  readonly doc: string;
  /** The heading id in `doc` where the topic is taught. */
  readonly anchor: string;
  /** File name of the topic's free bank under quizzes/subject-<n>/. */
  readonly slug: string;
  /** The TOS part (e.g. "1C"). */
  readonly part: string;
}

export const TOPICS: readonly Topic[] = TOS_TOPICS.map(({label, subject, doc, anchor, slug, part}) => ({
  label,
  subject,
  doc,
  anchor,
  slug,
  part,
}));
