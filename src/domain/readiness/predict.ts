/**
 * The board prediction: the rating a candidate would get on each subject of a
 * board drawn by the table of specifications, with an interval, and the
 * chance of passing under the 75/60 rule (a general average of at least 75,
 * no subject below 60: domain/facts.md §1.2), by simulation over the
 * estimate's uncertainty and the board's own draw.
 *
 * Each simulated board: abilities are drawn from the posterior (subject, then
 * each topic given the subject), each topic's share of the board is answered
 * with the model's mean chance over the bank's items of that topic, and the
 * board's sampling noise (which items, right or wrong) is added as the
 * binomial spread of 100 such items. Pure: no React, no I/O.
 */
import {createRng} from '../../lib/random';
import {deltaGivenTheta, itemDifficulty, pRight, SUM, type ReadinessEstimate} from './estimate';
import type {BoardBlueprint, ItemInfo, SpecificationTable, Subject} from './types';

export const PASS_RULE = {minAverage: 75, minSubject: 60} as const;

/** Each topic's expected share of a subject's items, as the board draw apportions them (part weight, then target). */
export function blueprintFromTable(
  tables: readonly SpecificationTable[],
  itemsPerSubject = 100,
): BoardBlueprint {
  return {
    itemsPerSubject,
    subjects: tables.map((t) => ({
      subject: t.subject,
      topics: t.parts.flatMap((part) => {
        const total = part.topics.reduce((s, x) => s + x.target, 0);
        return part.topics.map((x) => ({
          label: x.label,
          share: total === 0 ? 0 : (part.weight * x.target) / total,
        }));
      }),
    })),
  };
}

export interface SubjectPrediction {
  readonly subject: Subject;
  /** False below the minimum of evidence: no rating is given, only what is missing. */
  readonly enough: boolean;
  readonly missing: number;
  /** Expected rating on the board, 0-100 (null when not enough evidence). */
  readonly expected: number | null;
  /** The interval holding the board rating with probability `intervalLevel`. */
  readonly low: number | null;
  readonly high: number | null;
}

export interface BoardPrediction {
  readonly subjects: readonly SubjectPrediction[];
  /** P(pass under 75/60), or null while a subject lacks evidence. */
  readonly passProbability: number | null;
  /** P(general average >= 75) and P(every subject >= 60), for the explanation. */
  readonly averageProbability: number | null;
  readonly floorProbability: number | null;
  readonly intervalLevel: number;
  readonly draws: number;
}

export interface PredictOptions {
  readonly draws?: number;
  readonly seed?: string;
  /** The central share of simulated boards the interval holds. */
  readonly intervalLevel?: number;
}

/** A list of probabilities as a cumulative table, for inverse-CDF draws. */
function cumulative(p: readonly number[]): Float64Array {
  const out = new Float64Array(p.length);
  let sum = 0;
  p.forEach((x, i) => {
    sum += x;
    out[i] = sum;
  });
  return out;
}

function drawIndex(cdf: Float64Array, u: number): number {
  const target = u * (cdf[cdf.length - 1] ?? 1);
  let lo = 0;
  let hi = cdf.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((cdf[mid] ?? 0) < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return (sorted[lo] ?? 0) + ((sorted[hi] ?? 0) - (sorted[lo] ?? 0)) * (pos - lo);
}

/** Item difficulty groups of a topic: (b, g) with the share of the topic's items. */
function itemGroups(items: readonly ItemInfo[]): {b: number; g: number; w: number}[] {
  const groups = new Map<string, {b: number; g: number; w: number}>();
  for (const item of items) {
    const b = itemDifficulty(item);
    const key = `${b}|${item.guess}`;
    const group = groups.get(key) ?? {b, g: item.guess, w: 0};
    group.w += 1 / items.length;
    groups.set(key, group);
  }
  return [...groups.values()];
}

export function predictBoard(
  estimate: ReadinessEstimate,
  bank: readonly ItemInfo[],
  blueprint: BoardBlueprint,
  {draws = 2000, seed = 'readiness', intervalLevel = 0.8}: PredictOptions = {},
): BoardPrediction {
  const rng = createRng(seed);
  const uniform = (): number => (rng.next() + 0.5) / 4_294_967_296;
  const normal = (): number => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
  const n = blueprint.itemsPerSubject;
  const ratings = new Map<Subject, number[]>();
  const expected = new Map<Subject, number>();

  for (const plan of blueprint.subjects) {
    const posterior = estimate.posteriors.find((p) => p.subject === plan.subject);
    const status = estimate.subjects.find((s) => s.subject === plan.subject);
    if (!posterior || !status || status.missing > 0) continue;
    const topics = plan.topics
      .map((t) => {
        const groups = itemGroups(bank.filter((i) => i.subject === plan.subject && i.topic === t.label));
        return {
          ...t,
          groups,
          // The topic's mean chance of a right answer at each ability of the θ + δ grid.
          pAt: SUM.map((ability) => groups.reduce((s, g) => s + g.w * pRight(ability, g.b, g.g), 0)),
          grid: posterior.topics.find((g) => g.topic === t.label) ?? {topic: t.label, logLik: []},
        };
      })
      .filter((t) => t.groups.length > 0 && t.share > 0);
    const totalShare = topics.reduce((s, t) => s + t.share, 0);
    const thetaCdf = cumulative(posterior.theta);
    const deltaCdfs = topics.map(() => new Map<number, Float64Array>());
    const out: number[] = [];
    let sumExpected = 0;
    for (let d = 0; d < draws; d += 1) {
      const i = drawIndex(thetaCdf, uniform());
      let mean = 0;
      let variance = 0;
      topics.forEach((t, k) => {
        const cache = deltaCdfs[k];
        let cdf = cache?.get(i);
        if (!cdf) {
          cdf = cumulative(deltaGivenTheta(t.grid, i));
          cache?.set(i, cdf);
        }
        const p = t.pAt[i + drawIndex(cdf, uniform())] ?? 0;
        const share = t.share / totalShare;
        mean += share * p;
        variance += (share * p * (1 - p)) / n;
      });
      sumExpected += 100 * mean;
      out.push(Math.min(100, Math.max(0, 100 * (mean + Math.sqrt(variance) * normal()))));
    }
    ratings.set(plan.subject, out);
    expected.set(plan.subject, sumExpected / draws);
  }

  const tail = (1 - intervalLevel) / 2;
  const subjects = estimate.subjects.map((s): SubjectPrediction => {
    const list = [...(ratings.get(s.subject) ?? [])].sort((a, b) => a - b);
    const enough = list.length > 0;
    return {
      subject: s.subject,
      enough,
      missing: s.missing,
      expected: enough ? (expected.get(s.subject) ?? null) : null,
      low: enough ? quantile(list, tail) : null,
      high: enough ? quantile(list, 1 - tail) : null,
    };
  });

  const all = blueprint.subjects.map((p) => ratings.get(p.subject));
  let passProbability: number | null = null;
  let averageProbability: number | null = null;
  let floorProbability: number | null = null;
  if (all.length > 0 && all.every((r) => r !== undefined)) {
    let pass = 0;
    let average = 0;
    let floor = 0;
    for (let d = 0; d < draws; d += 1) {
      const board = all.map((r) => r?.[d] ?? 0);
      const avgOk = board.reduce((s, x) => s + x, 0) / board.length >= PASS_RULE.minAverage;
      const floorOk = board.every((x) => x >= PASS_RULE.minSubject);
      if (avgOk) average += 1;
      if (floorOk) floor += 1;
      if (avgOk && floorOk) pass += 1;
    }
    passProbability = pass / draws;
    averageProbability = average / draws;
    floorProbability = floor / draws;
  }
  return {subjects, passProbability, averageProbability, floorProbability, intervalLevel, draws};
}
