#!/usr/bin/env node
// @ts-check
/**
 * The deploy guard: firebase.json runs it before `firebase deploy` publishes
 * hosting (hosting.predeploy). It refuses unless the folder to publish is a
 * Firebase-mode build of every locale, made for a real project (not the
 * emulators), with no premium canary in it. A local-mode build holds every
 * premium body, answer key and the video (DESIGN.md §7), so publishing one
 * would give them away.
 *
 *   node scripts/check-deploy.mjs            checks build/
 *   node scripts/check-deploy.mjs some/dir   checks another folder
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {firebaseBuildProblems} from './build-info.mjs';
import {parseCli} from './lib/cli.mjs';
import {CANARY_SOURCES, findCanaries} from './check-premium-leak.mjs';

/** Text the local-mode build shows on every page (its announcement bar), whatever build-info.json says. */
export const LOCAL_MODE_TEXT = 'Local demo mode: accounts and payments are stored in this browser only.';

/** @param {string} dir @returns {Generator<string>} */
function* htmlFiles(dir) {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

/**
 * Every reason not to publish `buildDir`; empty when it may be deployed.
 * @param {string} buildDir
 * @param {string[]} [canaries] the premium canaries to look for (default: every one planted)
 */
export function deployProblems(buildDir, canaries = CANARY_SOURCES.flatMap((s) => s.canaries()).map((c) => c.canary)) {
  if (!fs.existsSync(buildDir)) return [`${buildDir}/ does not exist: run a Firebase-mode npm run build first`];
  const problems = firebaseBuildProblems(buildDir);
  for (const file of htmlFiles(buildDir)) {
    if (fs.readFileSync(file, 'utf8').includes(LOCAL_MODE_TEXT)) {
      problems.push(`${file} is a local demo mode page`);
      break;
    }
  }
  if (canaries.length === 0) problems.push('no premium canaries were found, so the leak check would prove nothing');
  for (const [canary, files] of findCanaries(buildDir, [...new Set(canaries)])) {
    if (files.length > 0) problems.push(`premium canary ${canary} is in ${files.join(', ')}`);
  }
  return problems;
}

function main() {
  const {positionals} = parseCli({
    usage: 'Usage: node scripts/check-deploy.mjs [dir]   (the build to check, default build)',
    positionals: true,
  });
  if (positionals.length > 1) {
    console.error('Give one build folder at most.');
    process.exit(2);
  }
  const dir = positionals[0] ?? 'build';
  const problems = deployProblems(dir);
  if (problems.length > 0) {
    console.error(`Deploy refused: ${dir}/ is not a Firebase-mode build of every locale without premium material.`);
    for (const p of problems) console.error(`  - ${p}`);
    console.error('Build it with your project\'s FIREBASE_* settings (see README, "Deploying"), then deploy again.');
    process.exit(1);
  }
  console.log(`Deploy check passed: ${dir}/ is a Firebase-mode build of every locale with no premium canary.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
