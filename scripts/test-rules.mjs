#!/usr/bin/env node
// @ts-check
/**
 * Runs the security rules tests (test/rules/) on the Firestore emulator:
 * finds the emulator's launcher and a Java of at least 21, starts the emulator
 * on a free port, waits until it answers, runs
 * `vitest run --config vitest.rules.config.mts` with FIRESTORE_EMULATOR_HOST
 * set, and stops the emulator (its whole process group) however the run ends.
 *
 * `firebase emulators:exec` is not used: it does not start the image's
 * emulator. Where the emulator or a Java 21+ is missing this says plainly that
 * the tests did NOT run and exits 0, so `npm test` goes on. The Storage
 * emulator cannot run on these machines (its rules runtime is a download):
 * the Storage rules tests are skipped, and this says so too.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {findFirestoreEmulator, findJava, notRunMessage, REQUIRED_JAVA} from './emulatorNotice.mjs';

const root = path.resolve(import.meta.dirname, '..');
const VITEST = ['run', '--config', 'vitest.rules.config.mts'];
const START_TIMEOUT_MS = 90_000;

const HELP = `Usage: node scripts/test-rules.mjs [options] [vitest file filters...]

Runs the Firestore security rules tests (test/rules/) on the Firestore emulator
of the Google Cloud CLI, started on a free port for this run and stopped after.

Options:
  --keep-log   print the emulator's output after the run, even when it passed
  -h, --help   show this help

Environment:
  FIRESTORE_EMULATOR_BINARY_PATH  the emulator's launcher, when not in the Cloud SDK folder
  JAVA_HOME                       a Java ${REQUIRED_JAVA}+ to try first

Where the emulator or a Java ${REQUIRED_JAVA}+ is missing, it prints that the tests did NOT run and exits 0.`;

/** @returns {{keepLog: boolean, filters: string[]}} */
function parseOptions() {
  try {
    const {values, positionals} = parseArgs({
      options: {
        'keep-log': {type: 'boolean', default: false},
        help: {type: 'boolean', short: 'h', default: false},
      },
      allowPositionals: true,
      strict: true,
    });
    if (values.help) {
      console.log(HELP);
      process.exit(0);
    }
    return {keepLog: values['keep-log'], filters: positionals};
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${HELP}`);
    process.exit(2);
  }
}

/** A port nobody listens on right now (the OS picks it). */
function freePort() {
  return /** @type {Promise<number>} */ (
    new Promise((resolve, reject) => {
      const server = net.createServer();
      server.unref();
      server.on('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
      });
    })
  );
}

/**
 * Resolves once the emulator answers on `url`; rejects when it exits first or
 * takes longer than START_TIMEOUT_MS.
 * @param {string} url
 * @param {import('node:child_process').ChildProcess} emulator
 */
async function waitUntilAnswering(url, emulator) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (emulator.exitCode !== null || emulator.signalCode !== null) {
      throw new Error(`the emulator exited (${emulator.exitCode ?? emulator.signalCode}) before answering`);
    }
    try {
      const response = await fetch(url, {signal: AbortSignal.timeout(2000)});
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the emulator did not answer on ${url} within ${START_TIMEOUT_MS / 1000} s`);
}

/**
 * Stops the emulator: the launcher is a shell script that runs java as its
 * child, so the signal goes to the whole process group (it was started
 * detached, as the group's leader). SIGKILL follows if SIGTERM is ignored.
 * @param {import('node:child_process').ChildProcess} emulator
 */
async function stop(emulator) {
  const group = emulator.pid;
  if (group === undefined) return;
  const alive = () => {
    try {
      process.kill(-group, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!alive()) return;
  process.kill(-group, 'SIGTERM');
  for (let waited = 0; waited < 5000 && alive(); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (alive()) process.kill(-group, 'SIGKILL');
}

/**
 * Runs vitest on the rules tests against the emulator at `host`; resolves to its exit code.
 * @param {string} host
 * @param {string[]} filters
 * @returns {Promise<number>}
 */
function runVitest(host, filters) {
  const local = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
  const [command, args] = fs.existsSync(local)
    ? [process.execPath, [local, ...VITEST, ...filters]]
    : ['npx', ['vitest', ...VITEST, ...filters]];
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: {...process.env, FIRESTORE_EMULATOR_HOST: host},
    });
    child.on('error', (error) => {
      console.error(`Could not start vitest: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const STORAGE_NOTICE = [
  'Storage rules tests NOT RUN: the Storage emulator cannot run on this machine (its rules runtime is a',
  'download). storage.rules is reviewed by hand; test/rules/storage.test.ts runs where',
  'FIREBASE_STORAGE_EMULATOR_HOST names a running Storage emulator.',
].join('\n');

async function main() {
  const {keepLog, filters} = parseOptions();
  const launcher = findFirestoreEmulator();
  const {java, best} = findJava();
  const elsewhere = 'node scripts/test-rules.mjs (the Firestore emulator on a free port, then vitest)';
  if (!launcher) {
    console.log(
      notRunMessage(
        'Firestore rules tests',
        'npm run test:rules',
        elsewhere,
        'the Firestore emulator (google-cloud-cli-firestore-emulator) is not installed here.',
      ),
    );
    return 0;
  }
  if (!java) {
    console.log(
      notRunMessage(
        'Firestore rules tests',
        'npm run test:rules',
        elsewhere,
        `the Firestore emulator needs Java ${REQUIRED_JAVA}+, and this machine has ${
          best === null ? 'no Java' : `at most Java ${best}`
        }.`,
      ),
    );
    return 0;
  }

  const port = await freePort();
  const host = `127.0.0.1:${port}`;
  const javaBin = path.dirname(java.command);
  console.log(`Starting the Firestore emulator on ${host} (Java ${java.major}: ${java.command})`);
  /** @type {Buffer[]} */
  const log = [];
  const emulator = spawn(launcher, ['start', '--host=127.0.0.1', `--port=${port}`], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      // The launcher runs $JAVA, else the first java on PATH.
      JAVA: java.command,
      ...(java.home ? {JAVA_HOME: java.home, PATH: `${javaBin}${path.delimiter}${process.env.PATH ?? ''}`} : {}),
    },
  });
  emulator.stdout?.on('data', (chunk) => log.push(chunk));
  emulator.stderr?.on('data', (chunk) => log.push(chunk));
  const printLog = () => process.stderr.write(`--- Firestore emulator output ---\n${Buffer.concat(log).toString('utf8')}\n`);

  // Ctrl+C or a CI timeout must not leave the emulator running.
  const onSignal = (/** @type {NodeJS.Signals} */ signal) => {
    void stop(emulator).finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  let code = 1;
  try {
    await waitUntilAnswering(`http://${host}/`, emulator);
    console.log(`${STORAGE_NOTICE}\n`);
    code = await runVitest(host, filters);
    if (code !== 0 || keepLog) printLog();
    console.log(`\n${STORAGE_NOTICE}`);
  } catch (error) {
    console.error(`Firestore rules tests FAILED TO START: ${error instanceof Error ? error.message : String(error)}`);
    printLog();
    code = 1;
  } finally {
    await stop(emulator);
  }
  return code;
}

process.exitCode = await main();
