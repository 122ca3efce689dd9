// @ts-check
/**
 * Finding what the Firestore emulator needs on this machine, and the plain
 * notice printed where it cannot run. Shared by `npm run test:rules`
 * (scripts/test-rules.mjs) and the Firebase contract tests, so both say the same.
 *
 * The machine image ships the emulator with the Google Cloud CLI (Debian's
 * google-cloud-cli-firestore-emulator: a jar and its launcher
 * `cloud_firestore_emulator`) and a Temurin JDK 25 beside Debian's Java 17;
 * the emulator needs Java 21 or later, so the `java` on PATH is not enough.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const REQUIRED_JAVA = 21;

/** Where Debian's and Google's packages install the Cloud SDK. */
const SDK_ROOTS = ['/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', '/opt/google-cloud-sdk'];
const LAUNCHER = path.join('platform', 'cloud-firestore-emulator', 'cloud_firestore_emulator');
const JVM_DIR = '/usr/lib/jvm';

/**
 * The major version in `java -version` output ("17.0.15" -> 17, "1.8.0" -> 8), or null.
 * @param {string} output
 * @returns {number | null}
 */
export function parseJavaVersion(output) {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(output);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major; // "1.8" is Java 8
}

/**
 * The major version of the Java at `command` (default: the one on PATH), or null when there is none.
 * @param {string} [command]
 * @returns {number | null}
 */
export function javaMajorVersion(command = 'java') {
  const result = spawnSync(command, ['-version'], {encoding: 'utf8'});
  if (result.error || result.status !== 0) return null;
  return parseJavaVersion(`${result.stderr}${result.stdout}`);
}

/**
 * Java executables worth trying, best first: JAVA_HOME's, then each JDK in
 * the system JVM folder (newest-looking name first), then the one on PATH.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string[]}
 */
export function javaCandidates(env = process.env) {
  /** @type {string[]} */
  const candidates = [];
  if (env.JAVA_HOME) candidates.push(path.join(env.JAVA_HOME, 'bin', 'java'));
  /** @type {string[]} */
  let jvms = [];
  try {
    jvms = fs.readdirSync(JVM_DIR);
  } catch {
    // No system JVM folder: only JAVA_HOME and PATH are left.
  }
  const versionOf = (/** @type {string} */ name) => Number(/(\d+)/.exec(name)?.[1] ?? 0);
  for (const name of jvms.sort((a, b) => versionOf(b) - versionOf(a))) {
    candidates.push(path.join(JVM_DIR, name, 'bin', 'java'));
  }
  candidates.push('java');
  return [...new Set(candidates)];
}

/**
 * The first Java of at least REQUIRED_JAVA among `javaCandidates()`, with its
 * home (for JAVA_HOME and PATH), or null. `best` is the newest one found at
 * all, for the notice.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{java: {command: string, major: number, home: string | null} | null, best: number | null}}
 */
export function findJava(env = process.env) {
  let best = null;
  for (const command of javaCandidates(env)) {
    if (command !== 'java' && !fs.existsSync(command)) continue;
    const major = javaMajorVersion(command);
    if (major === null) continue;
    best = Math.max(best ?? 0, major);
    if (major >= REQUIRED_JAVA) {
      return {java: {command, major, home: command === 'java' ? null : path.dirname(path.dirname(command))}, best};
    }
  }
  return {java: null, best};
}

/**
 * The Firestore emulator's launcher: FIRESTORE_EMULATOR_BINARY_PATH when set,
 * else the Cloud SDK's (beside `gcloud` on PATH, or in a usual install folder); null when absent.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string | null}
 */
export function findFirestoreEmulator(env = process.env) {
  const roots = [...SDK_ROOTS];
  if (env.CLOUDSDK_ROOT_DIR) roots.unshift(env.CLOUDSDK_ROOT_DIR);
  const gcloud = spawnSync('sh', ['-c', 'command -v gcloud'], {encoding: 'utf8'});
  if (gcloud.status === 0 && gcloud.stdout.trim()) {
    try {
      roots.unshift(path.dirname(path.dirname(fs.realpathSync(gcloud.stdout.trim()))));
    } catch {
      // A dangling gcloud link: the usual folders are still tried.
    }
  }
  const candidates = [env.FIRESTORE_EMULATOR_BINARY_PATH, ...roots.map((root) => path.join(root, LAUNCHER))];
  return candidates.find((file) => file && fs.existsSync(file)) ?? null;
}

/**
 * "<what> NOT RUN: ..." with the reason and the command to run them elsewhere
 * (`npmScript`, which runs `command`). Without a `reason`, the reason is this
 * machine's Java.
 * @param {string} what
 * @param {string} npmScript
 * @param {string} command
 * @param {string} [reason]
 */
export function notRunMessage(what, npmScript, command, reason) {
  const {best} = reason === undefined ? findJava() : {best: null};
  return [
    `${what} NOT RUN: ${
      reason ??
      `the Firestore and Storage emulators need Java ${REQUIRED_JAVA}+, and this machine has ${
        best === null ? 'no Java' : `at most Java ${best}`
      }.`
    }`,
    `On a machine with the emulators and Java ${REQUIRED_JAVA}+, run:`,
    `  ${npmScript}`,
    `which runs: ${command}`,
  ].join('\n');
}
