/**
 * Build a quiz (issue 28): which items match the sources a candidate chose,
 * within the subjects and topics chosen, and which of them a quiz of `count`
 * takes. Pure: questions, attempts and flags in, items out.
 */
import type {QuizAttempt, QuizSubject, StudyMark} from '@site/src/backend/types';
import {buildSchedule, dueNow, type ReviewAnswer} from '@site/src/domain/review';
import {seededShuffle} from '@site/src/lib/random';

export type BuildSource = 'missed' | 'flagged' | 'due' | 'unseen' | 'weakest';
export const BUILD_SOURCES: readonly BuildSource[] = ['missed', 'flagged', 'due', 'unseen', 'weakest'];

/** How many of the weakest topics the "weakest topics" source takes. */
const WEAKEST_TOPICS = 3;

export interface BuildItem {
  readonly id: string;
  readonly subject: QuizSubject;
  readonly topic: string;
}

export interface BuildChoice {
  /** None chosen: every item in the chosen subjects and topics. */
  readonly sources: readonly BuildSource[];
  /** None chosen: all four. */
  readonly subjects: readonly QuizSubject[];
  /** None chosen: every topic of the chosen subjects. */
  readonly topics: readonly string[];
}

export interface History {
  readonly attempts: readonly QuizAttempt[];
  readonly marks: readonly StudyMark[];
  /** ms since the epoch. */
  readonly now: number;
  /** The exam (ms), for the review schedule; null: none set. */
  readonly examAt?: number | null;
}

/** What the history says: item ids per source, the weakest topics ('subject|topic'), every item answered. */
interface SourceSets {
  readonly missed: ReadonlySet<string>;
  readonly flagged: ReadonlySet<string>;
  readonly due: ReadonlySet<string>;
  readonly weakestTopics: ReadonlySet<string>;
  readonly answered: ReadonlySet<string>;
}

function sourceSets(history: History): SourceSets {
  const ordered = [...history.attempts].sort((a, b) => a.finishedAt.getTime() - b.finishedAt.getTime());
  const last = new Map<string, boolean>();
  const answers: ReviewAnswer[] = [];
  const byTopic = new Map<string, {right: number; total: number; ids: Set<string>}>();
  for (const attempt of ordered) {
    for (const item of attempt.items) {
      if (item.response === null) continue;
      last.set(item.questionId, item.correct);
      answers.push({itemId: item.questionId, correct: item.correct, at: attempt.finishedAt.getTime()});
      const key = `${item.subject}|${item.topic}`;
      const t = byTopic.get(key) ?? {right: 0, total: 0, ids: new Set<string>()};
      t.total += 1;
      if (item.correct) t.right += 1;
      byTopic.set(key, t);
    }
  }
  const missed = new Set([...last].filter(([, correct]) => !correct).map(([id]) => id));
  const flagged = new Set(history.marks.filter((m) => m.target === 'item' && m.flagged).map((m) => m.ref));
  const due = new Set(
    dueNow(buildSchedule(answers, {examAt: history.examAt ?? null}).values(), history.now).map(
      (c) => c.itemId,
    ),
  );
  const weakest = [...byTopic.entries()]
    .sort(
      ([ka, a], [kb, b]) =>
        a.right / a.total - b.right / b.total || b.total - a.total || ka.localeCompare(kb),
    )
    .slice(0, WEAKEST_TOPICS)
    .map(([key]) => key);
  return {missed, flagged, due, weakestTopics: new Set(weakest), answered: new Set(last.keys())};
}

/** Every item that matches the choice, in the bank's order. */
export function matchingItems<T extends BuildItem>(
  items: readonly T[],
  choice: BuildChoice,
  history: History,
): T[] {
  const sets = sourceSets(history);
  const inSource = (item: T, source: BuildSource): boolean => {
    switch (source) {
      case 'unseen':
        return !sets.answered.has(item.id);
      case 'weakest':
        return sets.weakestTopics.has(`${item.subject}|${item.topic}`);
      default:
        return sets[source].has(item.id);
    }
  };
  return items.filter(
    (item) =>
      (choice.subjects.length === 0 || choice.subjects.includes(item.subject)) &&
      (choice.topics.length === 0 || choice.topics.includes(item.topic)) &&
      (choice.sources.length === 0 || choice.sources.some((s) => inSource(item, s))),
  );
}

/** The quiz: `count` of the matching items (all of them when fewer), shuffled by `seed`. */
export function pickBuilt<T extends BuildItem>(matching: readonly T[], count: number, seed: string): T[] {
  return seededShuffle(matching, seed).slice(0, Math.max(0, count));
}
