/**
 * The readiness estimate: ability per subject and per topic, with its
 * uncertainty, from a candidate's answer history (issue 27, DESIGN.md §9a).
 *
 * Method, and why. A Rasch (one-parameter IRT) model with a fixed guessing
 * floor: P(right) = g + (1 - g) · logistic(θ_topic − b_item). With a few
 * hundred answers per candidate and no calibration sample of our own, item
 * parameters cannot be fitted, so each item's difficulty b is a prior taken
 * from its authored `difficulty` and `level` (the "difficulty priors" route of
 * IRT practice for small data), and the guessing floor g is fixed by the item
 * format: 1/4 for four choices, 0 for a typed amount or HS code (the 3PL
 * model with c known, as in Birnbaum's model for multiple-choice items).
 * Abilities are hierarchical: θ_topic = θ_subject + δ_topic, δ ~ N(0, τ²), so a
 * topic with few answers borrows strength from its subject (partial pooling,
 * as in Bayesian knowledge-tracing's and Elo-based adaptive practice systems'
 * per-skill estimates). The posterior is computed exactly on a grid (no
 * sampling, no convergence to check; 81 × 41 points per topic is cheap), and
 * the answers enter through a weighted likelihood (./evidence.ts): repeats,
 * answers after the explanation, tutor mode and old answers count less.
 *
 * Pure: no React, no I/O.
 */
import {weighAnswers} from './evidence';
import type {AnswerEvent, ItemInfo, Subject} from './types';

export const MODEL = {
  /**
   * Prior of a subject's ability on the logit scale: N(0.5, 1.3²), centred on
   * a candidate who gets about 70% of medium items right (between 44% and 73%
   * of those who sat the CBLE passed in 2022-2025, domain/facts.md §1.3a) and
   * wide enough for any candidate.
   */
  priorMean: 0.5,
  priorSd: 1.3,
  /** Spread of a topic around its subject. */
  topicSd: 0.45,
  /** Item difficulty by its authored label, and the shift by cognitive level. */
  difficulty: {easy: -1, medium: 0, hard: 1},
  level: {recall: -0.3, application: 0, analysis: 0.3},
} as const;

/** The grids: θ_subject in [-4, 4], δ_topic in [-2, 2], both in steps of 0.1. */
const STEP = 0.1;
const THETA = Array.from({length: 81}, (_, i) => -4 + i * STEP);
const DELTA = Array.from({length: 41}, (_, i) => -2 + i * STEP);
/** θ_subject + δ lands on this wider grid (index = θ index + δ index). */
const SUM = Array.from({length: THETA.length + DELTA.length - 1}, (_, i) => -6 + i * STEP);

const logistic = (x: number): number => 1 / (1 + Math.exp(-x));
const at = (list: ArrayLike<number>, i: number): number => list[i] ?? 0;

export const itemDifficulty = (item: Pick<ItemInfo, 'difficulty' | 'level'>): number =>
  MODEL.difficulty[item.difficulty] + MODEL.level[item.level];

/** The model's chance of a right answer on an item of difficulty b and guessing floor g. */
export const pRight = (theta: number, b: number, g: number): number => g + (1 - g) * logistic(theta - b);

function normalise(logw: readonly number[]): number[] {
  const top = Math.max(...logw);
  const w = logw.map((x) => Math.exp(x - top));
  const sum = w.reduce((s, x) => s + x, 0);
  return w.map((x) => x / sum);
}

const normalLog = (x: number, sd: number): number => -0.5 * (x / sd) ** 2;

export type MasteryLevel = 'not-started' | 'attempted' | 'familiar' | 'proficient' | 'mastered';

export interface TopicEstimate {
  readonly subject: Subject;
  readonly topic: string;
  /** Answers given on the topic (all, before weighting). */
  readonly answers: number;
  /** Weighted answers: what the estimate rests on. */
  readonly evidence: number;
  /** Posterior mean and sd of θ_topic. */
  readonly ability: number;
  readonly sd: number;
  /** A cautious chance of knowing a medium item of the topic (at one sd below the mean). */
  readonly pKnow: number;
  readonly mastery: MasteryLevel;
  readonly lastAnsweredAt: number | null;
}

export interface SubjectEstimate {
  readonly subject: Subject;
  readonly answers: number;
  readonly evidence: number;
  readonly ability: number;
  readonly sd: number;
  /** Fresh answers still needed before a rating is predicted (0 when there are enough). */
  readonly missing: number;
}

/** Per topic of a subject: its log-likelihood on the SUM grid. */
interface TopicGrid {
  readonly topic: string;
  readonly logLik: readonly number[];
}

/** The posterior of one subject, kept for drawing abilities in the board prediction. */
interface SubjectPosterior {
  readonly subject: Subject;
  /** P(θ_subject = THETA[i]). */
  readonly theta: readonly number[];
  readonly topics: readonly TopicGrid[];
}

export interface ReadinessEstimate {
  readonly asOf: number;
  readonly subjects: readonly SubjectEstimate[];
  readonly topics: readonly TopicEstimate[];
  readonly posteriors: readonly SubjectPosterior[];
}

/** Weighted answers below this per subject say too little for a rating. */
export const MIN_EVIDENCE = 30;

export const MASTERY_THRESHOLDS = {
  /** Weighted answers on a topic before it is more than "attempted". */
  minEvidence: 3,
  familiar: 0.5,
  proficient: 0.7,
  mastered: 0.85,
} as const;

function masteryOf(answers: number, evidence: number, pKnow: number): MasteryLevel {
  if (answers === 0) return 'not-started';
  if (evidence < MASTERY_THRESHOLDS.minEvidence) return 'attempted';
  if (pKnow >= MASTERY_THRESHOLDS.mastered) return 'mastered';
  if (pKnow >= MASTERY_THRESHOLDS.proficient) return 'proficient';
  if (pKnow >= MASTERY_THRESHOLDS.familiar) return 'familiar';
  return 'attempted';
}

/** log N(δ; 0, τ²) over the δ grid, normalised. */
const DELTA_PRIOR_LOG = (() => {
  const raw = DELTA.map((d) => normalLog(d, MODEL.topicSd));
  const top = Math.max(...raw);
  const log = Math.log(raw.reduce((s, x) => s + Math.exp(x - top), 0)) + top;
  return raw.map((x) => x - log);
})();

/** p(δ | θ index) ∝ N(δ; 0, τ²) · L_topic(θ + δ), as normalised weights over DELTA. */
export function deltaGivenTheta(grid: TopicGrid, thetaIndex: number): number[] {
  return normalise(DELTA_PRIOR_LOG.map((prior, j) => prior + at(grid.logLik, thetaIndex + j)));
}

/**
 * For every θ of the grid: log ∫ N(δ; 0, τ²) L_topic(θ + δ) dδ (the topic's
 * marginal likelihood), and E[θ + δ], E[(θ + δ)²] given θ.
 */
function topicTables(grid: TopicGrid): {logMarginal: Float64Array; m1: Float64Array; m2: Float64Array} {
  const logMarginal = new Float64Array(THETA.length);
  const m1 = new Float64Array(THETA.length);
  const m2 = new Float64Array(THETA.length);
  const terms = new Float64Array(DELTA.length);
  for (let i = 0; i < THETA.length; i += 1) {
    let top = -Infinity;
    for (let j = 0; j < DELTA.length; j += 1) {
      const v = at(DELTA_PRIOR_LOG, j) + at(grid.logLik, i + j);
      terms[j] = v;
      if (v > top) top = v;
    }
    let sum = 0;
    let s1 = 0;
    let s2 = 0;
    for (let j = 0; j < DELTA.length; j += 1) {
      const w = Math.exp(at(terms, j) - top);
      const x = at(SUM, i + j);
      sum += w;
      s1 += w * x;
      s2 += w * x * x;
    }
    logMarginal[i] = top + Math.log(sum);
    m1[i] = s1 / sum;
    m2[i] = s2 / sum;
  }
  return {logMarginal, m1, m2};
}

export {SUM};

/**
 * Estimates ability per subject and topic from the answers, as of `now`.
 * Answers to items not in `items` are skipped (an item removed from the bank).
 */
export function estimateReadiness(
  answers: readonly AnswerEvent[],
  items: ReadonlyMap<string, ItemInfo>,
  now: number,
  topicsBySubject?: ReadonlyMap<Subject, readonly string[]>,
): ReadinessEstimate {
  const weighted = weighAnswers(
    answers.filter((a) => items.has(a.itemId)),
    now,
  );
  // One pass over the answers: per subject and topic, the counts and the
  // likelihood groups (answers sharing difficulty, guessing floor and outcome
  // enter the likelihood together, one pass over the grid per group).
  interface TopicData {
    answers: number;
    evidence: number;
    last: number | null;
    groups: Map<string, {b: number; g: number; correct: boolean; weight: number}>;
  }
  const bySubject = new Map<Subject, Map<string, TopicData>>();
  const topicData = (subject: Subject, topic: string): TopicData => {
    let topicsOf = bySubject.get(subject);
    if (!topicsOf) {
      topicsOf = new Map();
      bySubject.set(subject, topicsOf);
    }
    let data = topicsOf.get(topic);
    if (!data) {
      data = {answers: 0, evidence: 0, last: null, groups: new Map()};
      topicsOf.set(topic, data);
    }
    return data;
  };
  for (const [subject, labels] of topicsBySubject ?? [])
    for (const label of labels) topicData(subject, label);
  for (const a of weighted) {
    const item = items.get(a.itemId);
    if (!item) continue;
    const data = topicData(item.subject, item.topic);
    data.answers += 1;
    data.evidence += a.weight;
    data.last = Math.max(data.last ?? a.at, a.at);
    const b = itemDifficulty(item);
    const key = `${b}|${item.guess}|${a.correct}`;
    const group = data.groups.get(key) ?? {b, g: item.guess, correct: a.correct, weight: 0};
    group.weight += a.weight;
    data.groups.set(key, group);
  }

  const subjects: SubjectEstimate[] = [];
  const topics: TopicEstimate[] = [];
  const posteriors: SubjectPosterior[] = [];
  for (const subject of [1, 2, 3, 4] as const) {
    const entries = [...(bySubject.get(subject) ?? new Map<string, TopicData>())];
    const grids: TopicGrid[] = entries.map(([topic, data]) => {
      const logLik = new Float64Array(SUM.length);
      for (const group of data.groups.values()) {
        for (let k = 0; k < SUM.length; k += 1) {
          const p = Math.min(1 - 1e-9, Math.max(1e-9, pRight(at(SUM, k), group.b, group.g)));
          logLik[k] = at(logLik, k) + group.weight * Math.log(group.correct ? p : 1 - p);
        }
      }
      return {topic, logLik: Array.from(logLik)};
    });
    const tables = grids.map(topicTables);
    const thetaPost = normalise(
      THETA.map(
        (t, i) =>
          normalLog(t - MODEL.priorMean, MODEL.priorSd) +
          tables.reduce((s, m) => s + at(m.logMarginal, i), 0),
      ),
    );
    const mean = THETA.reduce((s, t, i) => s + t * at(thetaPost, i), 0);
    const sd = Math.sqrt(THETA.reduce((s, t, i) => s + (t - mean) ** 2 * at(thetaPost, i), 0));
    const answered = entries.reduce((s, [, d]) => s + d.answers, 0);
    const evidence = entries.reduce((s, [, d]) => s + d.evidence, 0);
    subjects.push({
      subject,
      answers: answered,
      evidence,
      ability: mean,
      sd,
      // A hair of slack: answers given minutes ago have faded by a rounding error, not by an answer.
      missing: evidence >= MIN_EVIDENCE - 0.01 ? 0 : Math.ceil(MIN_EVIDENCE - evidence - 0.01),
    });
    posteriors.push({subject, theta: thetaPost, topics: grids});
    entries.forEach(([topic, data], g) => {
      // E[θ + δ] and its variance over the joint posterior.
      const table = tables[g];
      let m1 = 0;
      let m2 = 0;
      for (let i = 0; i < THETA.length; i += 1) {
        const pt = at(thetaPost, i);
        m1 += pt * at(table?.m1 ?? [], i);
        m2 += pt * at(table?.m2 ?? [], i);
      }
      const topicSd = Math.sqrt(Math.max(0, m2 - m1 * m1));
      const pKnow = logistic(m1 - topicSd);
      topics.push({
        subject,
        topic,
        answers: data.answers,
        evidence: data.evidence,
        ability: m1,
        sd: topicSd,
        pKnow,
        mastery: masteryOf(data.answers, data.evidence, pKnow),
        lastAnsweredAt: data.last,
      });
    });
  }
  return {asOf: now, subjects, topics, posteriors};
}
