#!/usr/bin/env node
// @ts-check
/**
 * Benchmark for the documentation search (issue 4): loads the real index that
 * the build wrote (build/search-index.json, and build/fil/search-index.json
 * when the Filipino locale was built), prints its size raw and gzip, then
 * times the matcher on single letters, common words, section numbers and
 * strings that match nothing, and prints p50/p95 per query.
 *
 * Fails (exit 1) when an index is 150 KB gzip or more, or more than 2 bytes
 * gzip per indexed word (a word: a run of letters or digits, as the matcher
 * cuts text, over every title, description, heading and text in the index),
 * or a query's p95 is 5 ms or more. Run `npm run build` first.
 *
 *   node scripts/bench-search.mjs [runs-per-query]
 *
 * The matcher is TypeScript, loaded by scripts/lib/loadTs.mjs (no build step).
 */
import fs from 'node:fs';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {gzipSync} from 'node:zlib';
import {intFlag, parseCli} from './lib/cli.mjs';
import {loadTs, ROOT as root} from './lib/loadTs.mjs';

const {positionals} = parseCli({
  usage: 'Usage: node scripts/bench-search.mjs [runs-per-query]   (default 300; run `npm run build` first)',
  positionals: true,
});
const RUNS = intFlag(positionals[0], 'runs-per-query', 300);
const WARMUP = 30;
const GZIP_LIMIT_KB = 150;
const P95_LIMIT_MS = 5;
const BYTES_PER_WORD_LIMIT = 2;

const QUERIES = [
  // single letters: nearly every entry matches
  'a', 'e', 's', 'x',
  // common words and phrases
  'the', 'customs', 'duty', 'value', 'de minimis', 'abandonment', 'informal entry', 'brokerage fee',
  // section numbers, and how candidates write them (issue 17)
  'Sec. 1129', '1129', 'Sec. 423', '423', 'RA 9280', 'Sec 1129', 'section 1129', 'CMTA 1129', 'sec.1129',
  'seksiyon 1129',
  // words in any order, synonyms, hyphens and spacing (issue 17)
  'VAT rate', 'broker license', 'informal entry threshold', 'de-minimis', 'deminimis', 'bureau of customs',
  // no match
  'zzqxj', 'no such phrase anywhere in the reviewer', 'qwertyuiopasdfghjkl',
];

const {search, prepareIndex} = /** @type {typeof import('../src/features/search/search')} */ (
  loadTs('src/features/search/search.ts')
);
const {parseSearchIndex} = /** @type {typeof import('../src/features/search/types')} */ (
  loadTs('src/features/search/types.ts')
);
const {wordsOf} = /** @type {typeof import('../src/features/search/normalize')} */ (
  loadTs('src/features/search/normalize.ts')
);

/**
 * How many words the index holds: runs of letters or digits in all its text.
 * @param {import('../src/features/search/types').SearchIndex} index
 */
function countWords(index) {
  let n = 0;
  const count = (/** @type {string} */ text) => (n += wordsOf(text).length);
  for (const p of index.pages) {
    [p.title, p.description, p.text].forEach(count);
    for (const s of p.sections) [s.heading, s.text].forEach(count);
  }
  return n;
}

const indexFiles = ['build/search-index.json', 'build/fil/search-index.json']
  .map((f) => path.join(root, f))
  .filter((f) => fs.existsSync(f));
if (indexFiles.length === 0) {
  console.error('No search index found under build/. Run `npm run build` first.');
  process.exit(1);
}

/** The p-th percentile of `sorted` (ascending, not empty). @param {number[]} sorted @param {number} p */
function percentile(sorted, p) {
  const value = sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  if (value === undefined) throw new Error('no timings to take a percentile of');
  return value;
}
let failed = false;

for (const file of indexFiles) {
  const raw = fs.readFileSync(file);
  const gzBytes = gzipSync(raw).length;
  const gzKb = gzBytes / 1024;
  const t0 = performance.now();
  const parsed = parseSearchIndex(JSON.parse(raw.toString('utf8')));
  const index = prepareIndex(parsed);
  const loadMs = performance.now() - t0;
  const words = countWords(parsed);
  const perWord = gzBytes / words;
  const tooBig = gzKb >= GZIP_LIMIT_KB;
  const tooDense = perWord > BYTES_PER_WORD_LIMIT;
  failed ||= tooBig || tooDense;
  console.log(`\n${path.relative(root, file)}`);
  console.log(
    `  size ${(raw.length / 1024).toFixed(1)} KB raw, ${gzKb.toFixed(1)} KB gzip ` +
      `(limit ${GZIP_LIMIT_KB} KB gzip${tooBig ? ': OVER LIMIT' : ''}); ` +
      `${index.entries.length} entries; parse + prepare ${loadMs.toFixed(1)} ms`,
  );
  console.log(
    `  ${words} indexed words: ${perWord.toFixed(2)} B gzip per word (limit ${BYTES_PER_WORD_LIMIT} B` +
      `${tooDense ? ': OVER LIMIT' : ''})`,
  );
  console.log(`  ${'query'.padEnd(44)}${'matches'.padStart(8)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}`);
  for (const query of QUERIES) {
    for (let i = 0; i < WARMUP; i += 1) search(index, query);
    const times = [];
    let outcome;
    for (let i = 0; i < RUNS; i += 1) {
      const start = performance.now();
      outcome = search(index, query);
      times.push(performance.now() - start);
    }
    if (!outcome) throw new Error('no run was timed');
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    const slow = p95 >= P95_LIMIT_MS;
    failed ||= slow;
    console.log(
      `  ${JSON.stringify(query).padEnd(44)}${String(outcome.total).padStart(8)}` +
        `${percentile(times, 50).toFixed(3).padStart(9)}${p95.toFixed(3).padStart(9)}${slow ? '  OVER LIMIT' : ''}`,
    );
  }
}

console.log(
  `\nLimits: p95 under ${P95_LIMIT_MS} ms per query; index under ${GZIP_LIMIT_KB} KB gzip and at most ` +
    `${BYTES_PER_WORD_LIMIT} B gzip per indexed word, per locale.`,
);
if (failed) {
  console.error('Search benchmark over its limits.');
  process.exit(1);
}
