#!/usr/bin/env node
// @ts-check
/**
 * The calibration benchmark of the readiness model (issue 27, DESIGN.md §9a).
 * Simulates candidates who answer by a model the estimator does not assume
 * (scripts/readiness/simulate.ts says how and why), checkpoints the
 * prediction after 50, 150 and 400 answers per subject, sits each candidate a
 * fresh simulated board, and prints: Brier score and expected calibration
 * error of P(pass), the reliability table, mean absolute error of the
 * predicted subject ratings against the candidate's true expected rating, the
 * share of board ratings inside the stated interval, and the board's own
 * sampling noise beside them. Exits 1 when a target at 150 answers per subject
 * is missed: calibration error <= 0.05, rating error <= 5 points, interval
 * coverage >= its stated level (less 1 point of simulation noise).
 *
 *   npm run bench:readiness [-- --candidates 2000 --draws 400 --seed bench]
 */
import {parseArgs} from 'node:util';
import {loadTs, ROOT} from './lib/loadTs.mjs';

const {values: args} = parseArgs({
  strict: true,
  options: {
    candidates: {type: 'string', default: '2000'},
    draws: {type: 'string', default: '400'},
    seed: {type: 'string', default: 'bench'},
    help: {type: 'boolean', short: 'h', default: false},
  },
});
if (args.help) {
  console.log(
    'Usage: npm run bench:readiness [-- --candidates N (default 2000) --draws N (board simulations per prediction, default 400) --seed S]',
  );
  process.exit(0);
}
const CANDIDATES = Number(args.candidates);
const DRAWS = Number(args.draws);
if (!Number.isInteger(CANDIDATES) || CANDIDATES < 10 || !Number.isInteger(DRAWS) || DRAWS < 50) {
  console.error('--candidates must be an integer of at least 10 and --draws at least 50');
  process.exit(2);
}
const CHECKPOINTS = [50, 150, 400];
const TARGETS = {at: 150, ece: 0.05, mae: 5, coverageSlack: 0.01};

const readiness = /** @type {typeof import('../src/domain/readiness')} */ (
  loadTs('@site/src/domain/readiness/index.ts')
);
const sim = /** @type {typeof import('./readiness/simulate')} */ (loadTs('@site/scripts/readiness/simulate.ts'));
const {checkBanks} = /** @type {typeof import('../plugins/quiz-banks/index')} */ (
  loadTs('@site/plugins/quiz-banks/index.ts')
);
const {TOS} = /** @type {typeof import('../src/domain/quiz')} */ (loadTs('@site/src/domain/quiz/index.ts'));

const questions = checkBanks(ROOT).flatMap((b) => b.bank.questions);
const items = sim.simItems(
  questions.map((q) => ({
    id: q.id,
    subject: q.subject,
    topic: q.topic,
    difficulty: q.difficulty,
    level: q.level,
    format: q.type === 'single' ? 'choice' : q.type === 'multiple' ? 'multiple' : 'typed',
    guess:
      q.type === 'single'
        ? 1 / q.choices.length
        : q.type === 'multiple'
          ? 1 / (2 ** q.choices.length - 1)
          : 0,
  })),
);
const byId = new Map(items.map((i) => [i.id, i]));
const blueprint = readiness.blueprintFromTable(TOS, 100);
const topicsBySubject = new Map(blueprint.subjects.map((s) => [s.subject, s.topics.map((t) => t.label)]));

/** @type {Map<number, {p: number[], passed: boolean[], errors: number[], signed: number[], covered: number, total: number, noise: number[], withheld: number}>} */
const results = new Map(
  CHECKPOINTS.map((c) => [
    c,
    {
      p: [],
      passed: [],
      errors: [],
      signed: [],
      covered: 0,
      total: 0,
      noise: [],
      withheld: 0,
    },
  ]),
);
let level = 0.8;
const started = Date.now();
for (let n = 0; n < CANDIDATES; n += 1) {
  const checkpoints = sim.simulateCandidate(items, blueprint, {
    checkpoints: CHECKPOINTS,
    seed: `${args.seed}:${n}`,
  });
  for (const cp of checkpoints) {
    const r = results.get(cp.perSubject);
    if (!r) continue;
    const estimate = readiness.estimateReadiness(cp.answers, byId, cp.at, topicsBySubject);
    const prediction = readiness.predictBoard(estimate, items, blueprint, {
      draws: DRAWS,
      seed: `${args.seed}:${n}:p`,
    });
    level = prediction.intervalLevel;
    for (const s of prediction.subjects) {
      const board = cp.boardRating[s.subject];
      const trueExpected = cp.trueExpected[s.subject];
      r.noise.push(board - trueExpected);
      if (s.expected === null || s.low === null || s.high === null) continue;
      r.errors.push(Math.abs(s.expected - trueExpected));
      r.signed.push(s.expected - trueExpected);
      r.total += 1;
      if (board >= s.low && board <= s.high) r.covered += 1;
    }
    if (prediction.passProbability === null) {
      r.withheld += 1;
      continue;
    }
    r.p.push(prediction.passProbability);
    r.passed.push(cp.passed);
  }
}
const seconds = (Date.now() - started) / 1000;

const mean = (/** @type {number[]} */ xs) =>
  xs.length === 0 ? NaN : xs.reduce((s, x) => s + x, 0) / xs.length;
const sd = (/** @type {number[]} */ xs) => Math.sqrt(mean(xs.map((x) => x * x)) - mean(xs) ** 2);

/** Reliability table: 10 bins of P(pass). @param {number[]} p @param {boolean[]} y */
function reliability(p, y) {
  const bins = Array.from({length: 10}, (_, b) => ({lo: b / 10, hi: (b + 1) / 10, n: 0, sumP: 0, passed: 0}));
  p.forEach((pi, i) => {
    const bin = bins[Math.min(9, Math.floor(pi * 10))];
    if (!bin) return;
    bin.n += 1;
    bin.sumP += pi;
    if (y[i]) bin.passed += 1;
  });
  const ece = bins.reduce(
    (s, b) => s + (b.n === 0 ? 0 : (b.n / p.length) * Math.abs(b.sumP / b.n - b.passed / b.n)),
    0,
  );
  return {bins, ece};
}

console.log(
  `Readiness benchmark: ${CANDIDATES} simulated candidates, ${DRAWS} simulated boards per prediction, ${items.length} bank items (${seconds.toFixed(0)} s)`,
);
console.log(
  "The candidates answer by a knowledge-and-guessing model with memory of seen items, learning and forgetting (scripts/readiness/simulate.ts), not by the estimator's Rasch model.\n",
);
const failures = [];
for (const cp of CHECKPOINTS) {
  const r = results.get(cp);
  if (!r) continue;
  const brier = mean(r.p.map((p, i) => (p - (r.passed[i] ? 1 : 0)) ** 2));
  const {bins, ece} = reliability(r.p, r.passed);
  const mae = mean(r.errors);
  const coverage = r.total === 0 ? NaN : r.covered / r.total;
  const passRate = mean(r.passed.map((x) => (x ? 1 : 0)));
  console.log(
    `After ${cp} answers per subject (${r.p.length} predictions, ${r.withheld} withheld for too little evidence):`,
  );
  console.log(
    `  P(pass): Brier ${brier.toFixed(3)} (always guessing the pass rate ${passRate.toFixed(2)}: ${(passRate * (1 - passRate)).toFixed(3)}), calibration error (ECE) ${ece.toFixed(3)}`,
  );
  console.log(
    `  subject rating: mean absolute error ${mae.toFixed(2)} points against the true expected rating (mean signed error ${mean(r.signed).toFixed(2)})`,
  );
  console.log(
    `  ${Math.round(level * 100)}% interval holds the board rating in ${(coverage * 100).toFixed(1)}% of ${r.total} subject ratings; the board's own sampling noise is ${sd(r.noise).toFixed(2)} points (sd of board minus expected)`,
  );
  console.log('  reliability:  P(pass) bin   predictions   mean P   passed');
  for (const b of bins) {
    if (b.n === 0) continue;
    console.log(
      `               ${b.lo.toFixed(1)}-${b.hi.toFixed(1)}      ${String(b.n).padStart(6)}      ${(b.sumP / b.n).toFixed(3)}    ${(b.passed / b.n).toFixed(3)}`,
    );
  }
  console.log('');
  if (cp === TARGETS.at) {
    if (!(ece <= TARGETS.ece)) failures.push(`calibration error ${ece.toFixed(3)} > ${TARGETS.ece}`);
    if (!(mae <= TARGETS.mae)) failures.push(`rating error ${mae.toFixed(2)} > ${TARGETS.mae} points`);
    if (!(coverage >= level - TARGETS.coverageSlack))
      failures.push(`interval coverage ${(coverage * 100).toFixed(1)}% < ${Math.round(level * 100)}%`);
  }
}

// DESIGN.md §11: the estimate for 5,000 answers in under 50 ms, the prediction off the main thread or under 100 ms.
const history = Array.from({length: 5000}, (_, i) => {
  const item = items[(i * 7919) % items.length];
  return {
    itemId: item?.id ?? '',
    correct: i % 3 !== 0,
    at: Date.UTC(2027, 0, 1) + i * 3_600_000,
    mode: /** @type {const} */ ('tutor'),
  };
});
const now = Date.UTC(2027, 8, 1);
/** Median time of five runs of `run`, after one warm-up run. @param {() => unknown} run */
function medianMs(run) {
  run();
  const times = Array.from({length: 5}, () => {
    const t0 = performance.now();
    run();
    return performance.now() - t0;
  }).sort((a, b) => a - b);
  return times[2] ?? NaN;
}
const big = readiness.estimateReadiness(history, byId, now, topicsBySubject);
const estimateMs = medianMs(() => readiness.estimateReadiness(history, byId, now, topicsBySubject));
const predictMs = medianMs(() => readiness.predictBoard(big, items, blueprint, {draws: 2000}));
console.log(
  `Speed (median of 5): estimate and mastery for 5,000 answers ${estimateMs.toFixed(1)} ms (budget 50); P(pass) over 2,000 boards ${predictMs.toFixed(1)} ms (budget 100)`,
);
if (estimateMs > 50)
  failures.push(`the estimate took ${estimateMs.toFixed(1)} ms for 5,000 answers (budget 50)`);
if (predictMs > 100) failures.push(`the prediction took ${predictMs.toFixed(1)} ms (budget 100)`);

if (failures.length > 0) {
  console.error(
    `\nThe readiness benchmark missed its targets at ${TARGETS.at} answers per subject:\n${failures.map((f) => `  - ${f}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `\nTargets at ${TARGETS.at} answers per subject met: ECE <= ${TARGETS.ece}, rating error <= ${TARGETS.mae} points, intervals cover at least ${Math.round(level * 100)}%.`,
);
