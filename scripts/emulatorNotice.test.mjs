// @vitest-environment node
// @ts-check
// What `npm run test:rules` relies on to find the Firestore emulator and a
// Java it can run on, and the notice it prints where it cannot.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {findFirestoreEmulator, javaCandidates, notRunMessage, parseJavaVersion} from './emulatorNotice.mjs';

describe('parseJavaVersion', () => {
  it('reads the major version of modern and old version strings', () => {
    expect(parseJavaVersion('openjdk version "17.0.15" 2025-04-15')).toBe(17);
    expect(parseJavaVersion('openjdk version "25" 2025-09-16')).toBe(25);
    expect(parseJavaVersion('java version "1.8.0_401"')).toBe(8);
    expect(parseJavaVersion('bash: java: command not found')).toBeNull();
  });
});

describe('javaCandidates', () => {
  it("tries JAVA_HOME's java first and the one on PATH last", () => {
    const candidates = javaCandidates({JAVA_HOME: '/opt/jdk-99'});
    expect(candidates[0]).toBe('/opt/jdk-99/bin/java');
    expect(candidates.at(-1)).toBe('java');
  });
});

describe('findFirestoreEmulator', () => {
  it('takes FIRESTORE_EMULATOR_BINARY_PATH when that file exists, and skips it when it does not', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emulator-'));
    const launcher = path.join(dir, 'cloud_firestore_emulator');
    fs.writeFileSync(launcher, '#!/bin/sh\n');
    try {
      expect(findFirestoreEmulator({FIRESTORE_EMULATOR_BINARY_PATH: launcher})).toBe(launcher);
      expect(findFirestoreEmulator({FIRESTORE_EMULATOR_BINARY_PATH: path.join(dir, 'missing')})).not.toBe(
        path.join(dir, 'missing'),
      );
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('notRunMessage', () => {
  it('says plainly that the tests did NOT run, why, and how to run them elsewhere', () => {
    const message = notRunMessage('Firestore rules tests', 'npm run test:rules', 'node x.mjs', 'no emulator here.');
    expect(message.split('\n')[0]).toBe('Firestore rules tests NOT RUN: no emulator here.');
    expect(message).toContain('  npm run test:rules');
    expect(message).toContain('which runs: node x.mjs');
  });
});
