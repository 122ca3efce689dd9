#!/usr/bin/env node
// Prints how many questions the banks hold per subject and per topic, after
// validating them exactly as the build does (plugins/quiz-banks), and exits 1
// if the free banks miss the bar (300 questions, 75 per subject) or a bank is
// malformed.
//
//   npm run quiz:stats
//
// The TypeScript modules are loaded with jiti, the loader Docusaurus itself
// uses for docusaurus.config.ts (installed with @docusaurus/core).
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const jiti = require('jiti')(fileURLToPath(import.meta.url), {interopDefault: true});

const {checkBanks} = jiti(path.join(root, 'plugins/quiz-banks/index.ts'));
const {bankStats, statsShortfalls} = jiti(path.join(root, 'src/features/quiz/validateBanks.ts'));
const {SUBJECTS} = jiti(path.join(root, 'src/features/quiz/schema.ts'));
const {TOPICS} = jiti(path.join(root, 'src/features/quiz/topics.ts'));

let banks;
try {
  banks = checkBanks(root);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

function table(title, list) {
  const stats = bankStats(list.map((b) => b.bank));
  console.log(`\n${title}: ${stats.total} questions`);
  for (const s of [1, 2, 3, 4]) {
    console.log(`  Subject ${s}  ${String(stats.bySubject.get(s) ?? 0).padStart(4)}  ${SUBJECTS[s]}`);
    for (const t of TOPICS.filter((t) => t.subject === s)) {
      console.log(`      ${String(stats.byTopic.get(`${s}|${t.label}`) ?? 0).padStart(4)}  ${t.label}`);
    }
  }
  return stats;
}

const freeStats = table(
  'Free banks (quizzes/)',
  banks.filter((b) => b.bank.tier === 'free'),
);
table(
  'Premium banks (premium/quizzes/)',
  banks.filter((b) => b.bank.tier === 'premium'),
);

const shortfalls = statsShortfalls(freeStats);
if (shortfalls.length > 0) {
  console.error(`\nThe free banks miss the bar:\n${shortfalls.map((s) => `  - ${s}`).join('\n')}`);
  process.exit(1);
}
console.log('\nThe free banks meet the bar: at least 300 questions and at least 75 per subject.');
