/**
 * The study plan (issue 28): from the exam date, the hours a week and how
 * well the candidate knows each topic of the table of specifications (the
 * diagnostic or the readiness estimate), a week-by-week plan, weakest topics
 * first, saying what to read and how much to practise.
 *
 * It is rebuilt from the candidate's state every time it is shown, so it
 * re-plans by itself: a candidate who falls behind gets the same topics in
 * fewer weeks (the strongest ones dropped when they no longer fit), one who
 * gets ahead sees the topics they have learnt move down or out. `pace` says
 * which happened, against what the hours a week promised since the plan began.
 *
 * Pure: no React, no I/O, no clock read here.
 */
import {MINUTES_PER_ITEM, minutesPerDay, weakestFirst} from './today';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** Share of each week kept for the reviews FSRS schedules. */
const REVIEW_SHARE = 0.25;
/** Minutes to read a topic's section of the reviewer. */
const READ_MINUTES = 30;
/** A topic known at least this well is practised, not re-read. */
const READ_BELOW = 0.7;
/** The fewest items a topic gets when it is in the plan. */
const MIN_ITEMS = 5;
/** Below this share of the items the hours promised, the candidate is behind; above the next, ahead. */
const BEHIND_BELOW = 0.7;
const AHEAD_ABOVE = 1.3;
const UNKNOWN = 0.5;

export interface PlanTopic {
  readonly subject: 1 | 2 | 3 | 4;
  /** The topic's label in the table of specifications. */
  readonly label: string;
  /** Doc id under /docs, and the heading id the topic is taught under. */
  readonly doc: string;
  readonly anchor: string;
  /** Items the table wants on this topic: its weight. */
  readonly target: number;
}

export interface PlanInput {
  readonly now: number;
  readonly examAt: number;
  readonly hoursPerWeek: number;
  /** The table's topics, in board order. */
  readonly topics: readonly PlanTopic[];
  /** How well each topic is known, 0-1; a topic not listed is unknown. */
  readonly strength: ReadonlyMap<string, number>;
  /** When the candidate set the exam date and hours (the plan began). */
  readonly planFrom: number;
  /** Items answered since the plan began. */
  readonly answeredSince: number;
}

export interface PlanTask {
  readonly topic: PlanTopic;
  /** null: no evidence yet. */
  readonly strength: number | null;
  /** Read the topic's section this week. */
  readonly read: boolean;
  /** Items to practise this week. */
  readonly items: number;
  readonly minutes: number;
}

interface PlanWeek {
  /** 1-based. */
  readonly index: number;
  readonly start: number;
  /** The week's last moment: the exam for the last week. */
  readonly end: number;
  readonly tasks: readonly PlanTask[];
  readonly reviewMinutes: number;
  /** The week before the exam: a mock board and reviews, no new topics. */
  readonly mock: boolean;
}

export type Pace = 'new' | 'on-track' | 'behind' | 'ahead';

export interface StudyPlan {
  readonly weeks: readonly PlanWeek[];
  readonly daysLeft: number;
  readonly pace: Pace;
  /** Items the hours a week promised since the plan began, and what was answered. */
  readonly expectedSoFar: number;
  readonly answeredSince: number;
  /** Topics that did not fit before the exam: the strongest ones. */
  readonly leftOut: readonly PlanTopic[];
}

interface Demand {
  topic: PlanTopic;
  strength: number | null;
  read: boolean;
  items: number;
}

function demandOf(topic: PlanTopic, known: number | undefined): Demand {
  const s = known ?? UNKNOWN;
  return {
    topic,
    strength: known ?? null,
    read: s < READ_BELOW,
    // Half the table's target for a topic not known at all, fewer as it is learnt.
    items: Math.max(MIN_ITEMS, Math.round(topic.target * (1 - s) * 0.5)),
  };
}

const minutesOf = (d: {read: boolean; items: number}): number =>
  (d.read ? READ_MINUTES : 0) + d.items * MINUTES_PER_ITEM;

function paceOf(input: Pick<PlanInput, 'now' | 'planFrom' | 'hoursPerWeek' | 'answeredSince'>): {
  pace: Pace;
  expectedSoFar: number;
} {
  const days = Math.floor((input.now - input.planFrom) / DAY_MS);
  const expectedSoFar = Math.floor((days * minutesPerDay(input.hoursPerWeek)) / MINUTES_PER_ITEM);
  if (days < 3 || expectedSoFar === 0) return {pace: 'new', expectedSoFar};
  const ratio = input.answeredSince / expectedSoFar;
  return {
    pace: ratio < BEHIND_BELOW ? 'behind' : ratio > AHEAD_ABOVE ? 'ahead' : 'on-track',
    expectedSoFar,
  };
}

/** The plan from now to the exam. */
export function buildPlan(input: PlanInput): StudyPlan {
  const {now, examAt, hoursPerWeek} = input;
  const {pace, expectedSoFar} = paceOf(input);
  const base = {pace, expectedSoFar, answeredSince: input.answeredSince};
  if (examAt <= now) return {...base, weeks: [], daysLeft: 0, leftOut: []};
  const daysLeft = Math.ceil((examAt - now) / DAY_MS);
  const weekCount = Math.ceil((examAt - now) / WEEK_MS);
  const studyWeeks = weekCount >= 2 ? weekCount - 1 : 1;
  const weekMinutes = hoursPerWeek * 60;
  const capacity = weekMinutes * (1 - REVIEW_SHARE);

  const order = weakestFirst(
    input.topics.map((t) => t.label),
    input.strength,
  );
  const byLabel = new Map(input.topics.map((t) => [t.label, t]));
  const demands = order.map((label) => demandOf(byLabel.get(label) as PlanTopic, input.strength.get(label)));

  // What fits before the exam, weakest first; the strongest are left out when time is short.
  let room = capacity * studyWeeks;
  const planned: Demand[] = [];
  const leftOut: PlanTopic[] = [];
  for (const d of demands) {
    if (leftOut.length > 0) leftOut.push(d.topic);
    else if (minutesOf(d) <= room) {
      planned.push(d);
      room -= minutesOf(d);
    } else if (room >= MIN_ITEMS * MINUTES_PER_ITEM + (d.read ? READ_MINUTES : 0)) {
      // Part of it fits: as many items as the time left allows.
      const items = Math.floor((room - (d.read ? READ_MINUTES : 0)) / MINUTES_PER_ITEM);
      planned.push({...d, items});
      room -= minutesOf({read: d.read, items});
    } else leftOut.push(d.topic);
  }
  // Time to spare: the weakest topics get more practice, in the same order.
  if (planned.length > 0 && room >= MINUTES_PER_ITEM) {
    const extra = Math.floor(room / MINUTES_PER_ITEM);
    const weak = planned.slice(0, Math.max(1, Math.ceil(planned.length / 2)));
    weak.forEach((d, i) => {
      d.items += Math.floor(extra / weak.length) + (i < extra % weak.length ? 1 : 0);
    });
  }

  // Fill the weeks in order; a topic that does not fit the rest of a week carries on the next.
  const weeks: {tasks: PlanTask[]; left: number}[] = Array.from({length: studyWeeks}, () => ({
    tasks: [],
    left: capacity,
  }));
  let w = 0;
  for (const d of planned) {
    let items = d.items;
    let read = d.read;
    while ((items > 0 || read) && w < studyWeeks) {
      const week = weeks[w] as {tasks: PlanTask[]; left: number};
      const readHere = read && week.left >= READ_MINUTES;
      if (read && !readHere) {
        // Read before practising: the reading goes to the next week with room for it.
        w += 1;
        continue;
      }
      const fit = Math.min(items, Math.floor((week.left - (readHere ? READ_MINUTES : 0)) / MINUTES_PER_ITEM));
      if (readHere || fit > 0) {
        const task = {read: readHere, items: Math.max(0, fit)};
        week.tasks.push({topic: d.topic, strength: d.strength, ...task, minutes: minutesOf(task)});
        week.left -= minutesOf(task);
        items -= task.items;
        if (readHere) read = false;
      }
      if (items > 0 || read) w += 1;
    }
  }

  const result: PlanWeek[] = [];
  for (let i = 0; i < weekCount; i += 1) {
    const start = now + i * WEEK_MS;
    const mock = weekCount >= 2 && i === weekCount - 1;
    result.push({
      index: i + 1,
      start,
      end: Math.min(examAt, start + WEEK_MS),
      tasks: mock ? [] : (weeks[i]?.tasks ?? []),
      reviewMinutes: mock ? weekMinutes : Math.round(weekMinutes * REVIEW_SHARE),
      mock,
    });
  }
  return {...base, weeks: result, daysLeft, leftOut};
}
