import {z} from '../lib/zod';
import type {SiteEnv} from './siteEnv';

/** The project id the emulators use: a `demo-` id never reaches a real project. */
const EMULATOR_PROJECT_ID = 'demo-ph-customs-scholar';

const firebaseEnvSchema = z.object({
  FIREBASE_API_KEY: z.string().min(1),
  FIREBASE_AUTH_DOMAIN: z.string().min(1),
  FIREBASE_PROJECT_ID: z.string().min(1),
  FIREBASE_STORAGE_BUCKET: z.string().min(1),
  FIREBASE_APP_ID: z.string().min(1),
  FIREBASE_MESSAGING_SENDER_ID: z.string().min(1).optional(),
});

/**
 * Reads the environment once, at config time. With no Firebase variables set
 * the site uses the local backend; with some but not all, the build stops and
 * names the missing ones rather than shipping a half-configured site.
 */
export function readSiteEnv(env: NodeJS.ProcessEnv): SiteEnv {
  const useEmulators = env.USE_FIREBASE_EMULATORS === '1';
  const given = Object.keys(env).filter((k) => k.startsWith('FIREBASE_') && env[k]);
  if (given.length === 0 && !useEmulators) {
    return {backend: 'local'};
  }
  if (useEmulators && given.length === 0) {
    return {
      backend: 'firebase',
      useEmulators,
      firebase: {
        apiKey: 'demo-api-key',
        authDomain: `${EMULATOR_PROJECT_ID}.firebaseapp.com`,
        projectId: EMULATOR_PROJECT_ID,
        storageBucket: `${EMULATOR_PROJECT_ID}.appspot.com`,
        appId: 'demo-app-id',
      },
    };
  }
  const parsed = firebaseEnvSchema.safeParse(env);
  if (!parsed.success) {
    const missing = parsed.error.issues.map((i) => i.path.join('.')).join(', ');
    throw new Error(`Firebase configuration is incomplete; set: ${missing} (see .env.example)`);
  }
  const e = parsed.data;
  if (useEmulators && !e.FIREBASE_PROJECT_ID.startsWith('demo-')) {
    throw new Error('USE_FIREBASE_EMULATORS=1 needs a demo- project id (FIREBASE_PROJECT_ID=demo-...)');
  }
  return {
    backend: 'firebase',
    useEmulators,
    firebase: {
      apiKey: e.FIREBASE_API_KEY,
      authDomain: e.FIREBASE_AUTH_DOMAIN,
      projectId: e.FIREBASE_PROJECT_ID,
      storageBucket: e.FIREBASE_STORAGE_BUCKET,
      appId: e.FIREBASE_APP_ID,
      ...(e.FIREBASE_MESSAGING_SENDER_ID ? {messagingSenderId: e.FIREBASE_MESSAGING_SENDER_ID} : {}),
    },
  };
}
