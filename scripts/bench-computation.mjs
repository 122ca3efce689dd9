#!/usr/bin/env node
// @ts-check
/**
 * Benchmark for the duty-and-tax engine: computes 10,000 assessments and
 * prints the time. Fails (exit code 1) if it takes one second or more.
 *
 *   node scripts/bench-computation.mjs [count]
 *
 * The engine is TypeScript, loaded by scripts/lib/loadTs.mjs (no build step).
 * Only the loops are timed.
 */
import {performance} from 'node:perf_hooks';
import {intFlag, parseCli} from './lib/cli.mjs';
import {loadTs} from './lib/loadTs.mjs';

const {positionals} = parseCli({
  usage: 'Usage: node scripts/bench-computation.mjs [count]   (assessments to time, default 10000)',
  positionals: true,
});
const COUNT = intFlag(positionals[0], 'count', 10_000);
const BUDGET_MS = 1000;

const engine = /** @type {typeof import('../src/features/computation/engine')} */ (
  loadTs('src/features/computation/engine.ts')
);
const testing = /** @type {typeof import('../src/features/computation/testing')} */ (
  loadTs('src/features/computation/testing.ts')
);

// Realistic mixed shipments (sea/air, formal/informal, both rate sets), seeded so runs repeat.
const shipments = testing.randomShipments('bench-computation', COUNT);

function pass() {
  let checksum = 0n;
  const start = performance.now();
  for (const shipment of shipments) {
    const total = engine.computeAssessment(shipment).lines[13]; // totalPayable, the last line
    if (!total) throw new Error('computeAssessment gave no totalPayable line');
    checksum += BigInt(total.amount.replace('.', ''));
  }
  return {ms: performance.now() - start, checksum};
}

// The first pass is timed cold (no warm-up), which is the figure the budget applies to.
const cold = pass();
const warm = pass();
const each = (/** @type {number} */ ms) => ((ms * 1000) / COUNT).toFixed(1);
console.log(
  `computeAssessment: ${COUNT.toLocaleString('en-US')} assessments in ${cold.ms.toFixed(1)} ms ` +
    `(${each(cold.ms)} µs each, cold; a second, warmed-up pass took ${warm.ms.toFixed(1)} ms; ` +
    `checksum of totals ${cold.checksum} centavos)`,
);
if (cold.checksum !== warm.checksum) {
  console.error('The two passes disagree: the engine is not deterministic.');
  process.exit(1);
}
if (COUNT === 10_000 && cold.ms >= BUDGET_MS) {
  console.error(`Too slow: the budget is ${BUDGET_MS} ms for 10,000 assessments.`);
  process.exit(1);
}
