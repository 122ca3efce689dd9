/**
 * The rules test environment: the Firestore emulator (and the Storage
 * emulator, where one runs) of the demo project. `npm run test:rules`
 * (scripts/test-rules.mjs) starts the Firestore emulator on a free port and
 * passes its address in FIRESTORE_EMULATOR_HOST; the Storage emulator cannot
 * run on these machines, so storage is configured only when
 * FIREBASE_STORAGE_EMULATOR_HOST names one.
 */
import fs from 'node:fs';
import path from 'node:path';
import {initializeTestEnvironment, type RulesTestEnvironment, type TokenOptions} from '@firebase/rules-unit-testing';

export const PROJECT_ID = 'demo-ph-customs-scholar';
const root = path.resolve(import.meta.dirname, '../..');

/** `host:port` as the emulators' variables give it; undefined when unset or malformed. */
export function hostAndPort(value: string | undefined): {host: string; port: number} | undefined {
  const match = /^(.+):(\d+)$/.exec(value?.trim() ?? '');
  if (!match?.[1] || !match[2]) return undefined;
  return {host: match[1].replace(/^\[(.*)\]$/, '$1'), port: Number(match[2])};
}

/** Where the emulators listen, from the environment the runner sets. */
export const FIRESTORE_EMULATOR = hostAndPort(process.env.FIRESTORE_EMULATOR_HOST);
export const STORAGE_EMULATOR = hostAndPort(process.env.FIREBASE_STORAGE_EMULATOR_HOST);

const rules = (file: string): string => fs.readFileSync(path.join(root, file), 'utf8');

export async function startRulesEnvironment(): Promise<RulesTestEnvironment> {
  if (!FIRESTORE_EMULATOR) {
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: run the rules tests with npm run test:rules');
  }
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: {rules: rules('firestore.rules'), ...FIRESTORE_EMULATOR},
    ...(STORAGE_EMULATOR ? {storage: {rules: rules('storage.rules'), ...STORAGE_EMULATOR}} : {}),
  });
}

/** Token claims for a signed-in user; verified unless said otherwise. */
export function token(email: string, emailVerified = true): {email: string; email_verified: boolean} {
  return {email, email_verified: emailVerified};
}

/** Token claims of an anonymous sign-in (Firebase's `firebase.sign_in_provider` claim). */
export function anonymousToken(): TokenOptions {
  return {firebase: {sign_in_provider: 'anonymous', identities: {}}};
}
