// @ts-check
/**
 * The plain notice printed where the Firestore and Storage emulators cannot
 * run (they need Java 21+ and download their jars on first use). Shared by
 * `npm run test:rules` and the Firebase contract tests, so both say the same.
 */
import {spawnSync} from 'node:child_process';

export const REQUIRED_JAVA = 21;

/**
 * The major version `java -version` reports, or null when there is no Java.
 * @returns {number | null}
 */
export function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], {encoding: 'utf8'});
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major; // "1.8" is Java 8
}

/**
 * "<what> NOT RUN: ..." with the machine's Java and the command to run them
 * elsewhere (`npmScript`, which runs `command`).
 * @param {string} what
 * @param {string} npmScript
 * @param {string} command
 * @param {number | null} [java]
 */
export function notRunMessage(what, npmScript, command, java = javaMajorVersion()) {
  return [
    `${what} NOT RUN: the Firestore and Storage emulators need Java ${REQUIRED_JAVA}+,`,
    `and this machine has ${java === null ? 'no Java' : `Java ${java}`}.`,
    'On a machine with Java 21 and internet access (the emulators download their jars on first use), run:',
    `  ${npmScript}`,
    `which runs: ${command}`,
  ].join('\n');
}
