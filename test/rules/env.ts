/**
 * The rules test environment: the Firestore and Storage emulators of the
 * demo project, started by `npm run test:rules` (scripts/test-rules.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import {initializeTestEnvironment, type RulesTestEnvironment} from '@firebase/rules-unit-testing';

export const PROJECT_ID = 'demo-ph-customs-scholar';
const root = path.resolve(import.meta.dirname, '../..');

export async function startRulesEnvironment(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: {rules: fs.readFileSync(path.join(root, 'firestore.rules'), 'utf8'), host: '127.0.0.1', port: 8080},
    storage: {rules: fs.readFileSync(path.join(root, 'storage.rules'), 'utf8'), host: '127.0.0.1', port: 9199},
  });
}

/** Token claims for a signed-in user; verified unless said otherwise. */
export function token(email: string, emailVerified = true): {email: string; email_verified: boolean} {
  return {email, email_verified: emailVerified};
}
