import type {FirebaseApp} from 'firebase/app';
import type {Firestore} from 'firebase/firestore';

export interface FirestoreOptions {
  readonly useEmulators: boolean;
  readonly emulatorHost?: string;
}

async function open(app: FirebaseApp, options: FirestoreOptions) {
  const sdk = await import('firebase/firestore');
  const db: Firestore = sdk.getFirestore(app);
  if (options.useEmulators) sdk.connectFirestoreEmulator(db, options.emulatorHost ?? '127.0.0.1', 8080);
  return {...sdk, db};
}

export type FirestoreHandle = Awaited<ReturnType<typeof open>>;

/** Firestore, imported and connected once, on first use. */
export function lazyFirestore(app: FirebaseApp, options: FirestoreOptions): () => Promise<FirestoreHandle> {
  let opening: Promise<FirestoreHandle> | null = null;
  return () => {
    opening ??= open(app, options).catch((error: unknown) => {
      opening = null; // a failed chunk download can be retried
      throw error;
    });
    return opening;
  };
}
