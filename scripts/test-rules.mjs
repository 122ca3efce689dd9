#!/usr/bin/env node
// @ts-check
/**
 * Runs the Firestore and Storage security rules tests (test/rules/) under the
 * Firebase emulators of the demo project. Those emulators need Java 21 or later
 * and download their jars on first use; where Java 21 is missing, this says so
 * plainly and exits 0 without pretending the tests ran.
 */
import {spawnSync} from 'node:child_process';
import {javaMajorVersion, notRunMessage, REQUIRED_JAVA} from './emulatorNotice.mjs';

export {javaMajorVersion};

const COMMAND = 'npx firebase emulators:exec --only firestore,storage --project demo-ph-customs-scholar "npx vitest run --config vitest.rules.config.mts"';

const java = javaMajorVersion();
if (java === null || java < REQUIRED_JAVA) {
  console.log(notRunMessage('Security rules tests', 'npm run test:rules', COMMAND, java));
  process.exit(0);
}

const run = spawnSync(COMMAND, {stdio: 'inherit', shell: true});
process.exit(run.status ?? 1);
