// @vitest-environment node
/**
 * The backend contract (test/backendContract.ts) against the Firebase adapter
 * on the emulators. `npm run test:emulator` starts the Auth emulator around
 * this folder, so the auth part runs here; the payments, progress and premium
 * parts need the Firestore and Storage emulators (Java 21+) and are skipped,
 * with the same notice as `npm run test:rules`, where those are not running.
 * A plain `vitest run` skips the whole file (no emulator is listening).
 */
import {notRunMessage} from '@site/scripts/emulatorNotice.mjs';
import {describeBackendContract} from '@site/test/backendContract';
import type {User} from '../types';
import {createFirebaseBackend} from '.';

const PROJECT = 'demo-ph-customs-scholar';
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
const FULL_COMMAND = `npx firebase emulators:exec --only auth,firestore,storage --project ${PROJECT} "vitest run src/backend/firebase"`;

const dataSkipped =
  firestoreHost && storageHost
    ? null
    : notRunMessage(
        'Firebase contract tests for payments, progress and premium',
        FULL_COMMAND,
        `vitest run src/backend/firebase/contract.integration.test.ts under the auth, firestore and storage emulators`,
      );

/** Calls the Auth emulator's REST API as the project owner (no rules). */
async function authAdmin(path: string, body: unknown): Promise<void> {
  const res = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/${path}`, {
    method: 'POST',
    headers: {Authorization: 'Bearer owner', 'Content-Type': 'application/json'},
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} failed: ${res.status} ${await res.text()}`);
}

/** Writes `admins/{uid}` as the Firestore emulator's owner. */
async function makeAdmin(uid: string): Promise<void> {
  const url = `http://${firestoreHost}/v1/projects/${PROJECT}/databases/(default)/documents/admins/${uid}`;
  const res = await fetch(url, {
    method: 'PATCH',
    headers: {Authorization: 'Bearer owner', 'Content-Type': 'application/json'},
    body: JSON.stringify({fields: {}}),
  });
  if (!res.ok) throw new Error(`seeding admins/${uid} failed: ${res.status}`);
}

if (authHost && dataSkipped) console.log(dataSkipped);

let count = 0;
const newEmail = (): string => `contract-${Date.now()}-${(count += 1)}@example.com`;
const markVerified = (user: User): Promise<void> =>
  authAdmin('accounts:update', {localId: user.uid, emailVerified: true});

describe.skipIf(!authHost)('on the emulators', () => {
  const backend = createFirebaseBackend({
    config: {
      apiKey: 'demo-api-key',
      authDomain: `${PROJECT}.firebaseapp.com`,
      projectId: PROJECT,
      storageBucket: `${PROJECT}.appspot.com`,
      appId: 'demo-app-id',
    },
    useEmulators: true,
  });
  describeBackendContract('Firebase adapter', () =>
    Promise.resolve({
      backend,
      startsVerified: false,
      newEmail,
      markVerified,
      dataSkipped,
      async signInAsAdmin() {
        const admin = await backend.auth.signUp(newEmail(), 'an-admin-password');
        await markVerified(admin);
        await makeAdmin(admin.uid);
        await backend.auth.refreshEmailVerification();
        return admin;
      },
    }),
  );
});
