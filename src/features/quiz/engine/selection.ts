import type {QuizSubject} from '@site/src/backend/types';
import type {Question} from '../schema';
import {ALL_SUBJECTS} from './passRule';
import {seededShuffle} from './random';

/** Choices of a question in display order (ids), fixed by the attempt's seed. Numeric questions have none. */
export function choiceOrderFor(question: Question, seed: string): string[] {
  if (question.type === 'numeric') return [];
  return seededShuffle(
    question.choices.map((c) => c.id),
    `${seed}:${question.id}`,
  );
}

export interface TopicQuizOptions {
  readonly subject: QuizSubject;
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

/** Takes `count` questions spreading them over topics: one per topic in turn, in seeded order. */
function spreadOverTopics(pool: readonly Question[], count: number, seed: string): Question[] {
  const byTopic = new Map<string, Question[]>();
  for (const q of seededShuffle(pool, seed)) {
    const list = byTopic.get(q.topic) ?? [];
    list.push(q);
    byTopic.set(q.topic, list);
  }
  const queues = [...byTopic.values()];
  const out: Question[] = [];
  while (out.length < count && queues.some((list) => list.length > 0)) {
    for (const list of queues) {
      const q = list.shift();
      if (q && out.length < count) out.push(q);
    }
  }
  return out;
}

export interface BoardOptions {
  readonly perSubject: number;
  readonly seed: string;
  /** Ids to take first (e.g. the premium bank's items), the rest filled from the pool. */
  readonly preferred?: ReadonlySet<string>;
}

/**
 * An exam-mode board in the CBLE's proportions: the same number of items from
 * each of the four subjects (25% each, domain/facts.md §1.3), each subject's
 * items spread over its topics, subjects in exam order.
 */
export function pickBoard(questions: readonly Question[], options: BoardOptions): Question[] {
  const out: Question[] = [];
  for (const subject of ALL_SUBJECTS) {
    const pool = questions.filter((q) => q.subject === subject);
    const preferred = pool.filter((q) => options.preferred?.has(q.id));
    const first = seededShuffle(preferred, `${options.seed}:${subject}:preferred`).slice(
      0,
      options.perSubject,
    );
    const taken = new Set(first.map((q) => q.id));
    const rest = spreadOverTopics(
      pool.filter((q) => !taken.has(q.id)),
      options.perSubject - first.length,
      `${options.seed}:${subject}`,
    );
    out.push(...seededShuffle([...first, ...rest], `${options.seed}:${subject}:order`));
  }
  return out;
}
