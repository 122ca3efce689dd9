/**
 * The cue model (issue 24, DESIGN.md §9): how well a candidate who knows no
 * law could find the key from the look of the choices alone.
 *
 * Why a model and not more per-cue limits: a limit on one cue moves the cue
 * (the "key is the longest in at most 30%" rule turned the key into the
 * second-longest choice in 46% of items). A conditional logit over many
 * surface features at once sees a cue wherever it goes, and combinations of
 * weak cues too. It is the multinomial model of discrete choice (McFadden):
 * each choice gets a score w·x from its features, P(choice) = softmax of the
 * scores within the item, w fitted by maximum likelihood with an L2 penalty.
 * It is scored by k-fold cross-validation: trained on k-1 folds of items, it
 * picks the highest-scoring choice of each held-out item. Chance is 1/n for an
 * item of n choices; the bank check fails when the hit rate is above chance +
 * 5 points.
 *
 * A cue found later is one more entry in CUE_FEATURES: the model, the
 * cross-validation and the report pick it up unchanged.
 *
 * Pure: no React, no I/O. The bank check (scripts/check-bank.mjs) and the
 * tests call it on parsed questions.
 */
import {seededShuffle} from '../../lib/random';
import {
  type SingleQuestion,
  type MultipleQuestion,
  CUE_FEATURES,
  choiceViews,
  type CueItem,
  cueItem,
} from './cueFeatures';

// ---------------------------------------------------------------------------
// The conditional logit, fitted by Newton's method.

/** A value of a list, 0 where there is none (indices here are always in range). */
const at = (list: ArrayLike<number>, i: number): number => list[i] ?? 0;

/**
 * Solves A x = b for a small symmetric positive definite A (the penalised
 * Hessian), by Gaussian elimination with partial pivoting. A is n×n, row-major.
 */
function solve(a: Float64Array, b: Float64Array): Float64Array {
  const n = b.length;
  const m = Float64Array.from(a);
  const x = Float64Array.from(b);
  const swap = (list: Float64Array, i: number, j: number): void => {
    const t = at(list, i);
    list[i] = at(list, j);
    list[j] = t;
  };
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let r = col + 1; r < n; r += 1) {
      if (Math.abs(at(m, r * n + col)) > Math.abs(at(m, pivot * n + col))) pivot = r;
    }
    if (pivot !== col) {
      for (let c = 0; c < n; c += 1) swap(m, col * n + c, pivot * n + c);
      swap(x, col, pivot);
    }
    const p = at(m, col * n + col);
    if (Math.abs(p) < 1e-12) continue;
    for (let r = 0; r < n; r += 1) {
      const f = r === col ? 0 : at(m, r * n + col) / p;
      if (f === 0) continue;
      for (let c = col; c < n; c += 1) m[r * n + c] = at(m, r * n + c) - f * at(m, col * n + c);
      x[r] = at(x, r) - f * at(x, col);
    }
  }
  return x.map((xi, i) => {
    const p = at(m, i * n + i);
    return Math.abs(p) < 1e-12 ? 0 : xi / p;
  });
}

function softmax(scores: readonly number[]): number[] {
  const top = Math.max(...scores);
  const e = scores.map((s) => Math.exp(s - top));
  const sum = e.reduce((s, x) => s + x, 0);
  return e.map((x) => x / sum);
}

const dot = (w: ArrayLike<number>, x: readonly number[]): number =>
  x.reduce((s, xi, i) => s + xi * at(w, i), 0);

/** Choice probabilities of an item under weights w. */
export function choiceProbabilities(w: ArrayLike<number>, item: CueItem): number[] {
  return softmax(item.rows.map((x) => dot(w, x)));
}

/**
 * Maximum-likelihood weights of the conditional logit with an L2 penalty
 * (`ridge` per item, so the pull towards zero does not fade as the bank grows
 * relative to the data). Newton's method: the log-likelihood is concave, and a
 * handful of steps converge on banks of this size.
 */
export function fitCueModel(items: readonly CueItem[], ridge = 0.01): number[] {
  const k = items[0]?.rows[0]?.length ?? 0;
  let w = new Float64Array(k);
  const lambda = ridge * items.length;
  for (let iter = 0; iter < 25; iter += 1) {
    // Gradient and negative Hessian of the penalised log-likelihood.
    const grad = w.map((wi) => -lambda * wi);
    const hess = new Float64Array(k * k);
    for (let i = 0; i < k; i += 1) hess[i * k + i] = lambda;
    for (const item of items) {
      const p = choiceProbabilities(w, item);
      const mean = new Float64Array(k);
      item.rows.forEach((x, j) => x.forEach((xi, f) => (mean[f] = at(mean, f) + at(p, j) * xi)));
      const key = item.rows[item.key];
      if (!key) continue;
      key.forEach((xi, f) => (grad[f] = at(grad, f) + xi - at(mean, f)));
      item.rows.forEach((x, j) => {
        const d = x.map((xi, f) => xi - at(mean, f));
        const pj = at(p, j);
        for (let a = 0; a < k; a += 1) {
          const da = at(d, a);
          if (da === 0) continue;
          for (let b = 0; b < k; b += 1) hess[a * k + b] = at(hess, a * k + b) + pj * da * at(d, b);
        }
      });
    }
    const step = solve(hess, grad);
    w = w.map((wi, i) => wi + at(step, i));
    if (Math.max(...Array.from(step, Math.abs)) < 1e-6) break;
  }
  return Array.from(w);
}

/**
 * The share of a pick that lands on the key: 1 when the top choice is the
 * key, 1/t when the key ties with t - 1 others for the top (a guesser breaks
 * the tie at random), else 0.
 */
export function pickCredit(scores: readonly number[], key: number): number {
  const top = Math.max(...scores);
  const tied = scores.filter((s) => Math.abs(s - top) < 1e-9).length;
  return Math.abs((scores[key] ?? -Infinity) - top) < 1e-9 ? 1 / tied : 0;
}

export interface CueModelReport {
  readonly items: number;
  /** Share of held-out items whose key the model picks. */
  readonly hitRate: number;
  /** The expected hit rate of a blind guess (mean of 1/choices). */
  readonly chance: number;
  /** Per subject, over the same held-out picks. */
  readonly bySubject: ReadonlyMap<
    number,
    {readonly items: number; readonly hitRate: number; readonly chance: number}
  >;
  /** Weights of the model fitted on every item (for the report: which cues pull towards the key). */
  readonly weights: readonly {readonly name: string; readonly weight: number}[];
  /** Held-out probability the model gave each item's key, by id (to list the most cued items). */
  readonly keyProbability: ReadonlyMap<string, number>;
}

/**
 * K-fold cross-validated hit rate of the cue model over single-answer items.
 * Folds come from a seeded shuffle, so a run is repeatable.
 */
export function crossValidateCueModel(
  questions: readonly SingleQuestion[],
  {folds = 5, seed = 'cue-model', features = CUE_FEATURES} = {},
): CueModelReport {
  const items = seededShuffle(
    questions.map((q) => cueItem(q, features)),
    seed,
  );
  const credit = new Map<string, number>();
  const keyProbability = new Map<string, number>();
  for (let f = 0; f < folds; f += 1) {
    const train = items.filter((_, i) => i % folds !== f);
    const test = items.filter((_, i) => i % folds === f);
    const w = fitCueModel(train);
    for (const item of test) {
      const scores = item.rows.map((x) => dot(w, x));
      credit.set(item.id, pickCredit(scores, item.key));
      keyProbability.set(item.id, choiceProbabilities(w, item)[item.key] ?? 0);
    }
  }
  const rate = (list: readonly CueItem[]): {items: number; hitRate: number; chance: number} => ({
    items: list.length,
    hitRate: list.length === 0 ? 0 : list.reduce((s, it) => s + (credit.get(it.id) ?? 0), 0) / list.length,
    chance: list.length === 0 ? 0 : list.reduce((s, it) => s + 1 / it.rows.length, 0) / list.length,
  });
  const overall = rate(items);
  const subjects = [...new Set(items.map((it) => it.subject))].sort((a, b) => a - b);
  const full = fitCueModel(items);
  return {
    items: overall.items,
    hitRate: overall.hitRate,
    chance: overall.chance,
    bySubject: new Map(subjects.map((s) => [s, rate(items.filter((it) => it.subject === s))])),
    weights: features.map((f, i) => ({name: f.name, weight: full[i] ?? 0})),
    keyProbability,
  };
}

// ---------------------------------------------------------------------------
// Single-cue rules: each a guesser who always picks the choice a cue points to.

/**
 * Share of items whose key sits at each length rank (index 0 = longest). A key
 * tied in length with others shares their ranks equally, as a guesser who
 * picks "the longest" or "the shortest" breaks a tie at random: so rank 1 is
 * what always picking the longest choice scores, and the last rank what
 * always picking the shortest scores.
 */
export function lengthRankShares(questions: readonly SingleQuestion[]): number[] {
  const width = Math.max(0, ...questions.map((q) => q.choices.length));
  const counts = new Array<number>(width).fill(0);
  for (const q of questions) {
    const lengths = q.choices.map((c) => c.text.trim().length);
    const key = lengths[q.choices.findIndex((c) => c.id === q.answer)];
    if (key === undefined) continue;
    const longer = lengths.filter((l) => l > key).length;
    const tied = lengths.filter((l) => l === key).length;
    for (let r = longer; r < longer + tied; r += 1) counts[r] = at(counts, r) + 1 / tied;
  }
  return counts.map((c) => (questions.length === 0 ? 0 : c / questions.length));
}

/** How often a guesser who picks the choice most tied to the stem, or most like the others, finds the key. */
export function singleCueRates(questions: readonly SingleQuestion[]): {
  stemOverlap: number;
  likeOthers: number;
} {
  let stem = 0;
  let like = 0;
  for (const q of questions) {
    const views = choiceViews(
      q.prompt,
      q.choices.map((c) => c.text),
    );
    const key = q.choices.findIndex((c) => c.id === q.answer);
    stem += pickCredit(
      views.map((v) => v.stemOverlap),
      key,
    );
    like += pickCredit(
      views.map((v) => v.likeOthers),
      key,
    );
  }
  const n = Math.max(1, questions.length);
  return {stemOverlap: stem / n, likeOthers: like / n};
}

/**
 * Multiple-answer items: a guesser who ticks every choice longer than the
 * item's median length. Returns the share of such long choices that are keys,
 * beside the share of all choices that are keys (what ticking at random gets).
 */
export function longChoicePrecision(questions: readonly MultipleQuestion[]): {long: number; base: number} {
  let longKeys = 0;
  let longAll = 0;
  let keys = 0;
  let all = 0;
  for (const q of questions) {
    const lengths = q.choices.map((c) => c.text.trim().length).sort((a, b) => a - b);
    const mid = Math.floor(lengths.length / 2);
    const median =
      lengths.length % 2 === 1 ? at(lengths, mid) : (at(lengths, mid - 1) + at(lengths, mid)) / 2;
    const right = new Set(q.answer);
    for (const c of q.choices) {
      all += 1;
      if (right.has(c.id)) keys += 1;
      if (c.text.trim().length > median) {
        longAll += 1;
        if (right.has(c.id)) longKeys += 1;
      }
    }
  }
  return {long: longAll === 0 ? 0 : longKeys / longAll, base: all === 0 ? 0 : keys / all};
}
