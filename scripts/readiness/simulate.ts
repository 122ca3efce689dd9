/**
 * Simulated candidates for `npm run bench:readiness` (issue 27).
 *
 * The simulation deliberately does NOT use the estimator's model, so the
 * benchmark measures how the estimator copes with candidates it was not
 * built around:
 * - knowledge, not logits: a candidate knows each topic to a degree k in
 *   [0, 1], and knows an item with probability k ^ h, h the item's hidden
 *   hardness (its label's hardness times an item-specific random factor, so the
 *   authored difficulty is only a noisy guide, as in real banks);
 * - answers: a known item is answered right unless the candidate slips (5-10%,
 *   per candidate); an unknown four-choice item is guessed after eliminating
 *   some choices (25-40% right, per candidate), a "select all" item 5%, a typed
 *   amount or code 1%;
 * - memory: an item met before, whose explanation was seen, is recalled with a
 *   chance that fades over weeks: repeats inflate raw scores;
 * - learning and forgetting: each session on a topic raises its k, and every
 *   topic fades a little between sessions;
 * - topic-level strengths: topics spread around their subject and the subject
 *   around the candidate, and candidates practise some topics more than others;
 * - sessions mix tutor-mode topic quizzes, retakes of missed items, exam-mode
 *   mini boards and subject sets, one every one to three days.
 * The truth at a checkpoint is the candidate's expected rating on a fresh board
 * (no memory, knowledge as of that day) and one such board sat for real.
 */
import {createRng, type Rng} from '@site/src/lib/random';
import type {AnswerEvent, BoardBlueprint, ItemInfo, Subject} from '@site/src/domain/readiness';

const DAY = 86_400_000;
const HARDNESS = {easy: 0.55, medium: 1, hard: 1.7} as const;
const LEVEL_HARDNESS = {recall: 0.85, application: 1, analysis: 1.2} as const;
const SUBJECTS: readonly Subject[] = [1, 2, 3, 4];

export interface SimItem extends ItemInfo {
  /** The hidden exponent: P(know) = k ^ hardness. */
  readonly hardness: number;
  /** Single four-choice, select-all, or typed. */
  readonly format: 'choice' | 'multiple' | 'typed';
}

export interface Checkpoint {
  readonly perSubject: number;
  readonly at: number;
  readonly answers: readonly AnswerEvent[];
  /** Expected rating on a fresh board, per subject (0-100). */
  readonly trueExpected: Readonly<Record<Subject, number>>;
  /** The rating of one fresh board sat that day, per subject. */
  readonly boardRating: Readonly<Record<Subject, number>>;
  readonly passed: boolean;
}

function uniform(rng: Rng): number {
  return (rng.next() + 0.5) / 4_294_967_296;
}

function normal(rng: Rng): number {
  return Math.sqrt(-2 * Math.log(uniform(rng))) * Math.cos(2 * Math.PI * uniform(rng));
}

const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

/** Gives the bank's items their hidden hardness (fixed per item, the same for every candidate). */
export function simItems(items: readonly Omit<SimItem, 'hardness'>[], seed = 'items'): SimItem[] {
  const rng = createRng(seed);
  return items.map((i) => ({
    ...i,
    hardness: HARDNESS[i.difficulty] * LEVEL_HARDNESS[i.level] * Math.exp(0.3 * normal(rng)),
  }));
}

interface Candidate {
  readonly knowledge: Map<string, number>;
  readonly floor: Map<string, number>;
  readonly slip: number;
  readonly guessMc: number;
  readonly learn: number;
  readonly forgetDays: number;
  /** How much the candidate favours each topic when choosing what to practise. */
  readonly taste: Map<string, number>;
}

function pKnow(c: Candidate, item: SimItem): number {
  return (c.knowledge.get(item.topic) ?? 0) ** item.hardness;
}

/** P(right) on an item met for the first time. */
function pFresh(c: Candidate, item: SimItem): number {
  const know = pKnow(c, item);
  const guess = item.format === 'choice' ? c.guessMc : item.format === 'multiple' ? 0.05 : 0.01;
  return know * (1 - c.slip) + (1 - know) * guess;
}

export interface SimulationOptions {
  readonly checkpoints: readonly number[];
  readonly seed: string;
}

/**
 * One candidate's history, stopped at each checkpoint (answers per subject),
 * with the truth the prediction is judged against.
 */
export function simulateCandidate(
  bank: readonly SimItem[],
  blueprint: BoardBlueprint,
  {checkpoints, seed}: SimulationOptions,
): Checkpoint[] {
  const rng = createRng(seed);
  const topics = [...new Set(bank.map((i) => i.topic))];
  const topicSubject = new Map(bank.map((i) => [i.topic, i.subject]));
  const base = clamp(0.45 + 0.45 * uniform(rng) + 0.08 * normal(rng), 0.05, 0.97);
  const subjectShift = new Map(SUBJECTS.map((s) => [s, 0.1 * normal(rng)]));
  const knowledge = new Map<string, number>();
  for (const t of topics) {
    const k = clamp(
      base + (subjectShift.get(topicSubject.get(t) ?? 1) ?? 0) + 0.12 * normal(rng),
      0.02,
      0.98,
    );
    knowledge.set(t, k);
  }
  const c: Candidate = {
    knowledge,
    floor: new Map([...knowledge].map(([t, k]) => [t, 0.85 * k])),
    slip: 0.05 + 0.05 * uniform(rng),
    guessMc: 0.25 + 0.15 * uniform(rng),
    learn: 0.02 + 0.06 * uniform(rng),
    forgetDays: 120 + 300 * uniform(rng),
    taste: new Map(topics.map((t) => [t, Math.exp(0.8 * normal(rng))])),
  };
  const bySubject = new Map(SUBJECTS.map((s) => [s, bank.filter((i) => i.subject === s)]));
  const byTopic = new Map(topics.map((t) => [t, bank.filter((i) => i.topic === t)]));
  const met = new Map<string, {at: number; explained: boolean; correct: boolean}>();
  const answers: AnswerEvent[] = [];
  const counts = new Map<Subject, number>(SUBJECTS.map((s) => [s, 0]));
  const out: Checkpoint[] = [];
  let now = Date.UTC(2027, 0, 4);
  let next = 0;

  const answer = (item: SimItem, mode: 'exam' | 'tutor', shown: boolean): void => {
    const before = met.get(item.id);
    let correct: boolean;
    const recall = before?.explained ? 0.6 * Math.exp(-(now - before.at) / DAY / 20) : 0;
    if (uniform(rng) < recall) correct = true;
    else correct = uniform(rng) < pFresh(c, item);
    answers.push({itemId: item.id, correct, at: now, mode, afterExplanation: before?.explained === true});
    met.set(item.id, {at: now, explained: shown || before?.explained === true, correct});
    counts.set(item.subject, (counts.get(item.subject) ?? 0) + 1);
  };
  const pickUnseenFirst = (pool: readonly SimItem[], n: number): SimItem[] => {
    const fresh = pool.filter((i) => !met.has(i.id));
    const old = pool.filter((i) => met.has(i.id));
    const order = [...shuffle(fresh), ...shuffle(old)];
    return order.slice(0, n);
  };
  const shuffle = <T>(list: readonly T[]): T[] => {
    const a = [...list];
    for (let i = a.length - 1; i > 0; i -= 1) {
      const j = rng.int(0, i);
      [a[i], a[j]] = [a[j] as T, a[i] as T];
    }
    return a;
  };
  const practise = (topic: string): void => {
    const k = c.knowledge.get(topic) ?? 0;
    c.knowledge.set(topic, k + c.learn * (1 - k));
  };

  let session = 0;
  while (next < checkpoints.length) {
    // Days pass: every topic fades towards its floor.
    const gap = rng.int(1, 3);
    now += gap * DAY;
    for (const t of topics) {
      const k = c.knowledge.get(t) ?? 0;
      const floor = Math.min(c.floor.get(t) ?? 0, k);
      c.knowledge.set(t, floor + (k - floor) * Math.exp(-gap / c.forgetDays));
    }
    const subject = SUBJECTS[session % 4] ?? 1;
    session += 1;
    const roll = uniform(rng);
    const subjectTopics = topics.filter((t) => topicSubject.get(t) === subject);
    if (roll < 0.55) {
      // A tutor-mode topic quiz of 10, on a topic the candidate leans to.
      const total = subjectTopics.reduce((s, t) => s + (c.taste.get(t) ?? 1), 0);
      let u = uniform(rng) * total;
      const topic = subjectTopics.find((t) => (u -= c.taste.get(t) ?? 1) <= 0) ?? subjectTopics[0] ?? '';
      for (const item of pickUnseenFirst(byTopic.get(topic) ?? [], 10)) answer(item, 'tutor', true);
      practise(topic);
    } else if (roll < 0.7) {
      // A retake of missed items of the subject.
      const missed = (bySubject.get(subject) ?? []).filter((i) => met.get(i.id)?.correct === false);
      for (const item of shuffle(missed).slice(0, 10)) answer(item, 'tutor', true);
    } else if (roll < 0.9) {
      // A mini board: 5 items of every subject, exam mode, results reviewed afterwards most of the time.
      const reviewed = uniform(rng) < 0.7;
      for (const s of SUBJECTS)
        for (const item of pickUnseenFirst(bySubject.get(s) ?? [], 5)) answer(item, 'exam', reviewed);
    } else {
      // A subject set of 20 in exam mode.
      for (const item of pickUnseenFirst(bySubject.get(subject) ?? [], 20)) answer(item, 'exam', true);
      for (const t of subjectTopics) practise(t);
    }
    const target = checkpoints[next] ?? Infinity;
    if (Math.min(...SUBJECTS.map((s) => counts.get(s) ?? 0)) >= target) {
      out.push({perSubject: target, at: now, answers: [...answers], ...truth(c, bank, blueprint, rng)});
      next += 1;
    }
  }
  return out;
}

/** The expected fresh-board rating per subject, and one board sat for real. */
function truth(
  c: Candidate,
  bank: readonly SimItem[],
  blueprint: BoardBlueprint,
  rng: Rng,
): Pick<Checkpoint, 'trueExpected' | 'boardRating' | 'passed'> {
  const trueExpected = {} as Record<Subject, number>;
  const boardRating = {} as Record<Subject, number>;
  for (const plan of blueprint.subjects) {
    const topics = plan.topics
      .map((t) => ({...t, items: bank.filter((i) => i.subject === plan.subject && i.topic === t.label)}))
      .filter((t) => t.items.length > 0 && t.share > 0);
    const total = topics.reduce((s, t) => s + t.share, 0);
    let expected = 0;
    let right = 0;
    let drawn = 0;
    // Largest-remainder counts per topic, as the board draw does.
    const exact = topics.map((t) => (blueprint.itemsPerSubject * t.share) / total);
    const counts = exact.map(Math.floor);
    let left = blueprint.itemsPerSubject - counts.reduce((s, x) => s + x, 0);
    exact
      .map((e, i) => ({i, r: e - Math.floor(e)}))
      .sort((a, b) => b.r - a.r)
      .forEach(({i}) => {
        if (left > 0) {
          counts[i] = (counts[i] ?? 0) + 1;
          left -= 1;
        }
      });
    topics.forEach((t, k) => {
      const mean = t.items.reduce((s, i) => s + pFresh(c, i), 0) / t.items.length;
      expected += (t.share / total) * mean;
      for (let n = 0; n < (counts[k] ?? 0); n += 1) {
        const item = t.items[rng.int(0, t.items.length - 1)];
        if (item && uniform(rng) < pFresh(c, item)) right += 1;
        drawn += 1;
      }
    });
    trueExpected[plan.subject] = 100 * expected;
    boardRating[plan.subject] = drawn === 0 ? 0 : (100 * right) / drawn;
  }
  const ratings = SUBJECTS.map((s) => boardRating[s]);
  const passed = ratings.reduce((s, x) => s + x, 0) / ratings.length >= 75 && ratings.every((x) => x >= 60);
  return {trueExpected, boardRating, passed};
}
