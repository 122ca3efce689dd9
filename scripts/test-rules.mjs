#!/usr/bin/env node
/**
 * Runs the Firestore and Storage security rules tests (test/rules/) under the
 * Firebase emulators of the demo project. Those emulators need Java 21 or later
 * and download their jars on first use; where Java 21 is missing, this says so
 * plainly and exits 0 without pretending the tests ran.
 */
import {spawnSync} from 'node:child_process';

const REQUIRED_JAVA = 21;
const COMMAND = 'npx firebase emulators:exec --only firestore,storage --project demo-ph-customs-scholar "npx vitest run --config vitest.rules.config.mts"';

/** The major version `java -version` reports, or null when there is no Java. */
export function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], {encoding: 'utf8'});
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major; // "1.8" is Java 8
}

const java = javaMajorVersion();
if (java === null || java < REQUIRED_JAVA) {
  console.log(
    [
      `Security rules tests NOT RUN: the Firestore and Storage emulators need Java ${REQUIRED_JAVA}+,`,
      `and this machine has ${java === null ? 'no Java' : `Java ${java}`}.`,
      'On a machine with Java 21 and internet access (the emulators download their jars on first use), run:',
      '  npm run test:rules',
      `which runs: ${COMMAND}`,
    ].join('\n'),
  );
  process.exit(0);
}

const run = spawnSync(COMMAND, {stdio: 'inherit', shell: true});
process.exit(run.status ?? 1);
