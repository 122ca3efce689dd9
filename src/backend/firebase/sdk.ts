/**
 * Firestore and Storage, each imported with a dynamic import() on first need
 * and opened once per app (connecting an emulator twice would throw).
 */
import type {FirebaseApp} from 'firebase/app';
/** Where the emulators are, when the site uses them. */
export interface EmulatorOptions {
  readonly useEmulators: boolean;
  readonly emulatorHost?: string;
}

async function loadFirestore(app: FirebaseApp, options: EmulatorOptions) {
  const sdk = await import('firebase/firestore');
  const db = sdk.getFirestore(app);
  if (options.useEmulators) sdk.connectFirestoreEmulator(db, options.emulatorHost ?? '127.0.0.1', 8080);
  return {...sdk, db};
}

async function loadStorage(app: FirebaseApp, options: EmulatorOptions) {
  const sdk = await import('firebase/storage');
  const storage = sdk.getStorage(app);
  if (options.useEmulators) sdk.connectStorageEmulator(storage, options.emulatorHost ?? '127.0.0.1', 9199);
  return {...sdk, storage};
}

export type FirestoreSdk = Awaited<ReturnType<typeof loadFirestore>>;
export type StorageSdk = Awaited<ReturnType<typeof loadStorage>>;

const firestores = new WeakMap<FirebaseApp, Promise<FirestoreSdk>>();
const storages = new WeakMap<FirebaseApp, Promise<StorageSdk>>();

/** The Firestore SDK and this app's database; a failed chunk download can be retried. */
export function openFirestore(app: FirebaseApp, options: EmulatorOptions): Promise<FirestoreSdk> {
  let opening = firestores.get(app);
  if (!opening) {
    opening = loadFirestore(app, options);
    firestores.set(app, opening);
    opening.catch(() => firestores.delete(app));
  }
  return opening;
}

/** The Storage SDK and this app's bucket. */
export function openStorage(app: FirebaseApp, options: EmulatorOptions): Promise<StorageSdk> {
  let opening = storages.get(app);
  if (!opening) {
    opening = loadStorage(app, options);
    storages.set(app, opening);
    opening.catch(() => storages.delete(app));
  }
  return opening;
}

/** The SDK's error code ('permission-denied', 'storage/unauthorized', ...), if any. */
export function errorCode(error: unknown): string {
  const code = (error as {code?: unknown} | null)?.code;
  return typeof code === 'string' ? code : '';
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
