/**
 * Today's queue (issue 28): one list mixing the reviews FSRS says are due and
 * new items from the candidate's weakest topics, sized to the minutes a day
 * they said they have. Pure: no React, no I/O.
 */

/** What one item takes on average: read, answer, read the explanation. */
export const MINUTES_PER_ITEM = 1.5;
/** A queue is never shorter than this, so a busy day still keeps the habit. */
const MIN_QUEUE = 5;
/** New items come from this many of the weakest topics at once. */
const WEAKEST_TOPICS = 3;

/** The minutes a day from hours a week, spread over seven days. */
export function minutesPerDay(hoursPerWeek: number): number {
  return Math.max(0, Math.round((hoursPerWeek * 60) / 7));
}

/** How many items fit in `minutes`. */
export function itemsFor(minutes: number): number {
  return Math.max(MIN_QUEUE, Math.floor(minutes / MINUTES_PER_ITEM));
}

export interface TodayInput {
  /** Item ids due for review, most overdue first. */
  readonly due: readonly string[];
  /** Items never answered, each with its topic, in a stable order. */
  readonly unseen: readonly {readonly id: string; readonly topic: string}[];
  /** How well each topic is known, 0-1; a topic not listed is unknown (0.5). */
  readonly strength: ReadonlyMap<string, number>;
  readonly minutes: number;
}

export interface TodayQueue {
  readonly reviews: readonly string[];
  readonly fresh: readonly string[];
  /** Every review due now, also those that did not fit today. */
  readonly dueCount: number;
  /** The weakest topics the new items come from. */
  readonly topics: readonly string[];
}

const UNKNOWN = 0.5;

/** The topics weakest first (ties: the order they came in). */
export function weakestFirst(topics: readonly string[], strength: ReadonlyMap<string, number>): string[] {
  return topics
    .map((topic, i) => ({topic, i, s: strength.get(topic) ?? UNKNOWN}))
    .sort((a, b) => a.s - b.s || a.i - b.i)
    .map((t) => t.topic);
}

/**
 * Reviews first (what is due is forgotten soonest), then new items taken in
 * turn from the weakest topics that still have new items.
 */
export function todayQueue({due, unseen, strength, minutes}: TodayInput): TodayQueue {
  const size = itemsFor(minutes);
  const reviews = due.slice(0, size);
  const byTopic = new Map<string, string[]>();
  for (const item of unseen) {
    const list = byTopic.get(item.topic) ?? [];
    list.push(item.id);
    byTopic.set(item.topic, list);
  }
  const topics = weakestFirst([...byTopic.keys()], strength).slice(0, WEAKEST_TOPICS);
  const fresh: string[] = [];
  const cursors = topics.map(() => 0);
  let added = true;
  while (fresh.length + reviews.length < size && added) {
    added = false;
    topics.forEach((topic, t) => {
      const list = byTopic.get(topic) ?? [];
      const at = cursors[t] ?? 0;
      if (fresh.length + reviews.length < size && at < list.length) {
        fresh.push(list[at] as string);
        cursors[t] = at + 1;
        added = true;
      }
    });
  }
  return {reviews, fresh, dueCount: due.length, topics: fresh.length > 0 ? topics : []};
}
