import type {FirebaseWebConfig} from '@site/src/config/siteEnv';

export interface FirebaseBackendOptions {
  readonly config: FirebaseWebConfig;
  readonly useEmulators: boolean;
  /** Emulator host; the ports are those of firebase.json. */
  readonly emulatorHost?: string;
}
