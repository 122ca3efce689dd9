#!/usr/bin/env node
// @ts-check
// Premium content is protected, not hidden (DESIGN.md §7): nothing premium may
// sit in a build made for the Firebase backend, where build/ is public. This
// script builds the site for Firebase (against the emulators' demo project,
// both locales, so scripts/check-csp.mjs sees the Filipino pages too) into build-firebase/ and asserts that no canary string planted
// in premium content appears in any file there. So that the check can fail, it
// also asserts that the same canaries DO appear in the local-backend build in
// build/ (run `npm run build` first), where premium data ships by design.
//
//   node scripts/check-premium-leak.mjs            build build-firebase/, then check
//   node scripts/check-premium-leak.mjs --no-build check the existing build-firebase/
//
// Every premium quiz bank, reviewer body, video and caption file carries a
// canary; new kinds of premium content add a source to CANARY_SOURCES below.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseCli} from './lib/cli.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIREBASE_OUT = 'build-firebase';
const LOCAL_OUT = 'build';

/** Each source returns the canaries planted in one kind of premium content; it throws if one is missing. */
export const CANARY_SOURCES = [
  {
    name: 'premium quiz banks (premium/quizzes/*.json, field "canary")',
    canaries() {
      const dir = path.join(root, 'premium/quizzes');
      return fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => {
          /** @type {{canary?: unknown}} a premium bank file: only its canary field is read here */
          const bank = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
          if (typeof bank.canary !== 'string' || !bank.canary.startsWith('PREMIUM-CANARY-')) {
            throw new Error(`premium/quizzes/${f} has no "canary" field starting with PREMIUM-CANARY-`);
          }
          return {where: `premium/quizzes/${f}`, canary: bank.canary};
        });
    },
  },
  {
    name: 'premium reviewer bodies and the premium video (premium/content/, premium/video/)',
    canaries() {
      return ['premium/content', 'premium/video'].flatMap((folder) =>
        fs.readdirSync(path.join(root, folder)).map((f) => {
          // The video carries its canary in its metadata, the captions in a NOTE line.
          const text = fs.readFileSync(path.join(root, folder, f)).toString('latin1');
          const canary = /PREMIUM-CANARY-[A-Z]+-[0-9a-f]+/.exec(text)?.[0];
          if (!canary) throw new Error(`${folder}/${f} has no PREMIUM-CANARY-... string`);
          return {where: `${folder}/${f}`, canary};
        }),
      );
    },
  },
  {
    // Not premium, but no more public: the Firebase build's /login must not carry the local
    // backend's demo password (issue 25). Only src/backend/local imports the list, and the
    // bundler leaves the local chunk out of a Firebase build (src/backend/BackendProvider.tsx).
    name: "the local demo accounts' password (src/backend/local/demoAccounts.ts)",
    canaries() {
      const where = 'src/backend/local/demoAccounts.ts';
      const text = fs.readFileSync(path.join(root, where), 'utf8');
      const canary = /DEMO_PASSWORD = '([^']+)'/.exec(text)?.[1];
      if (!canary) throw new Error(`${where} has no DEMO_PASSWORD = '...' line`);
      return [{where, canary}];
    },
  },
];

/** @param {string} dir @returns {Generator<string>} */
function* filesUnder(dir) {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * For each canary, the files under `dir` that contain it.
 * @param {string} dir
 * @param {readonly string[]} canaries
 */
export function findCanaries(dir, canaries) {
  /** @type {Map<string, string[]>} */
  const hits = new Map(canaries.map((c) => [c, []]));
  for (const file of filesUnder(dir)) {
    const text = fs.readFileSync(file).toString('latin1');
    for (const c of canaries) if (text.includes(c)) hits.get(c)?.push(path.relative(root, file));
  }
  return hits;
}

function buildForFirebase() {
  console.log(`Building the site (English and Filipino) for the Firebase backend into ${FIREBASE_OUT}/ ...`);
  // The emulators' demo config only: any real FIREBASE_* settings are left out.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('FIREBASE_')));
  env.USE_FIREBASE_EMULATORS = '1';
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', FIREBASE_OUT], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`the Firebase build failed (exit ${result.status})`);
}

function main() {
  const planted = CANARY_SOURCES.flatMap((source) =>
    source.canaries().map((c) => ({...c, source: source.name})),
  );
  if (planted.length === 0) throw new Error('no canaries found: the check would prove nothing');
  const {values: flags} = parseCli({
    usage: [
      'Usage: node scripts/check-premium-leak.mjs [--no-build]',
      '  --no-build  check the existing build-firebase/ instead of building it first',
    ].join('\n'),
    options: {'no-build': {type: 'boolean'}},
  });
  if (!flags['no-build']) buildForFirebase();
  for (const dir of [FIREBASE_OUT, LOCAL_OUT]) {
    if (!fs.existsSync(path.join(root, dir))) throw new Error(`${dir}/ does not exist (build it first)`);
  }
  const canaries = planted.map((p) => p.canary);
  const leaks = findCanaries(path.join(root, FIREBASE_OUT), canaries);
  const local = findCanaries(path.join(root, LOCAL_OUT), canaries);
  let failed = false;
  for (const p of planted) {
    const leaked = leaks.get(p.canary) ?? [];
    if (leaked.length > 0) {
      failed = true;
      console.error(`LEAK: ${p.canary} (${p.where}) is in the Firebase build: ${leaked.join(', ')}`);
    }
    if ((local.get(p.canary) ?? []).length === 0) {
      failed = true;
      console.error(
        `CHECK BROKEN: ${p.canary} (${p.where}) is not in the local build ${LOCAL_OUT}/ either, so its absence proves nothing. ` +
          'Was build/ made with the local backend (no FIREBASE_* variables)?',
      );
    }
  }
  if (failed) process.exit(1);
  console.log(
    `No premium canary (${planted.length}: ${[...new Set(planted.map((p) => p.source))].join('; ')}) is in ${FIREBASE_OUT}/; ` +
      `each is in the local build ${LOCAL_OUT}/.`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
