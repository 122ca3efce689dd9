import type {SubjectId} from '../schema';
import type {AttemptItem} from '../attempt';
import {TOPICS} from '../topics';
import {ALL_SUBJECTS, applyPassRule, CBLE_PASS_RULE, type PassRule, type PassVerdict} from './passRule';

export interface Tally {
  readonly correct: number;
  readonly count: number;
  /** 0 to 100; 0 when count is 0. */
  readonly percent: number;
}

export interface SubjectResult extends Tally {
  readonly subject: SubjectId;
  readonly belowFloor: boolean;
}

export interface TopicResult extends Tally {
  readonly subject: SubjectId;
  readonly topic: string;
  /** Doc id to study (topics.ts), when the topic is known. */
  readonly doc: string | null;
  /** The heading of `doc` that teaches the topic (its id), or null. */
  readonly anchor: string | null;
}

export interface AttemptResult {
  readonly total: Tally;
  readonly answered: number;
  /** Only the subjects the attempt covered, in subject order. */
  readonly subjects: readonly SubjectResult[];
  /** In subject order, then the order of topics.ts. */
  readonly topics: readonly TopicResult[];
  readonly verdict: PassVerdict;
}

function tally(items: readonly AttemptItem[]): Tally {
  const correct = items.filter((i) => i.correct).length;
  return {correct, count: items.length, percent: items.length === 0 ? 0 : (correct / items.length) * 100};
}

function topicOrder(subject: SubjectId, topic: string): number {
  const i = TOPICS.findIndex((t) => t.subject === subject && t.label === topic);
  return i === -1 ? TOPICS.length : i;
}

/** Scores per subject and per topic, and the pass rule over the subject scores. */
export function summariseItems(
  items: readonly AttemptItem[],
  rule: PassRule = CBLE_PASS_RULE,
): AttemptResult {
  const subjects: SubjectResult[] = [];
  for (const subject of ALL_SUBJECTS) {
    const mine = items.filter((i) => i.subject === subject);
    if (mine.length === 0) continue;
    const t = tally(mine);
    subjects.push({...t, subject, belowFloor: t.percent < rule.minSubject});
  }
  const keys = new Map<string, {subject: SubjectId; topic: string}>();
  for (const i of items) keys.set(`${i.subject}\u0000${i.topic}`, {subject: i.subject, topic: i.topic});
  const topics: TopicResult[] = [...keys.values()]
    .sort((a, b) => a.subject - b.subject || topicOrder(a.subject, a.topic) - topicOrder(b.subject, b.topic))
    .map(({subject, topic}) => ({
      ...tally(items.filter((i) => i.subject === subject && i.topic === topic)),
      subject,
      topic,
      doc: TOPICS.find((t) => t.subject === subject && t.label === topic)?.doc ?? null,
      anchor: TOPICS.find((t) => t.subject === subject && t.label === topic)?.anchor ?? null,
    }));
  const percents: Partial<Record<SubjectId, number>> = {};
  for (const s of subjects) percents[s.subject] = s.percent;
  return {
    total: tally(items),
    answered: items.filter((i) => i.response !== null).length,
    subjects,
    topics,
    verdict: applyPassRule(percents, rule),
  };
}

/**
 * Topics to study: those under the passing average, weakest first (ties keep
 * subject order). A topic with every item right is never weak.
 */
export function weakTopics(result: AttemptResult, rule: PassRule = CBLE_PASS_RULE): TopicResult[] {
  return result.topics
    .filter((t) => t.count > 0 && t.percent < rule.minAverage)
    .sort((a, b) => a.percent - b.percent);
}

/** The ids of the items answered wrongly or left blank, in the attempt's order. */
export function missedQuestionIds(items: readonly AttemptItem[]): string[] {
  return items.filter((i) => !i.correct).map((i) => i.questionId);
}
