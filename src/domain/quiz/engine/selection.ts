import type {Question, SubjectId} from '../schema';
import {seededShuffle} from '../../../lib/random';

/** Choices of a question in display order (ids), fixed by the attempt's seed. Numeric questions have none. */
export function choiceOrderFor(question: Question, seed: string): string[] {
  if (question.type === 'numeric' || question.type === 'classification') return [];
  return seededShuffle(
    question.choices.map((c) => c.id),
    `${seed}:${question.id}`,
  );
}

export interface TopicQuizOptions {
  readonly subject: SubjectId;
  /** null: every topic of the subject. */
  readonly topic: string | null;
  readonly count: number;
  readonly seed: string;
}

/** A tutor-mode set: the subject's (or topic's) questions in seeded order, cut to `count`. */
export function pickTopicQuiz(questions: readonly Question[], options: TopicQuizOptions): Question[] {
  const pool = questions.filter(
    (q) => q.subject === options.subject && (options.topic === null || q.topic === options.topic),
  );
  return seededShuffle(pool, options.seed).slice(0, Math.max(0, options.count));
}

/** Questions by id, in the order of `ids`; ids with no question are left out and reported. */
export function pickByIds(
  questions: readonly Question[],
  ids: readonly string[],
): {readonly questions: Question[]; readonly missing: string[]} {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const found: Question[] = [];
  const missing: string[] = [];
  for (const id of ids) {
    const q = byId.get(id);
    if (q) found.push(q);
    else missing.push(id);
  }
  return {questions: found, missing};
}
