import {createContext, useContext, useMemo, type ReactNode} from 'react';
import {useSiteEnv, type SiteEnv} from '@site/src/config/siteEnv';
import type {Backend} from './types';

/**
 * Hands out the backend chosen at build time. The adapter is imported on first
 * `load()`, so neither Firebase nor the local adapter is in the first-load
 * bundle; `whenLoaded()` lets a reader wait for someone else to need it.
 */
export interface BackendLoader {
  readonly kind: SiteEnv['backend'];
  load(): Promise<Backend>;
  whenLoaded(): Promise<Backend>;
}

/** A loader over a backend factory; tests pass one that returns a fake backend. */
export function createBackendLoader(kind: SiteEnv['backend'], create: () => Promise<Backend>): BackendLoader {
  let loading: Promise<Backend> | null = null;
  let announce: (backend: Backend) => void = () => undefined;
  const loaded = new Promise<Backend>((resolve) => {
    announce = resolve;
  });
  return {
    kind,
    load() {
      loading ??= create().then(
        (backend) => {
          announce(backend);
          return backend;
        },
        (error: unknown) => {
          loading = null; // a failed chunk download can be retried
          throw error;
        },
      );
      return loading;
    },
    whenLoaded: () => loaded,
  };
}

function loaderFor(env: SiteEnv): BackendLoader {
  // PHCS_BACKEND is replaced at build time (plugins/backend-choice) and the
  // bundler skips the branch not taken, with its import(): a Firebase build
  // holds no local adapter and no premium data file (DESIGN.md §7). Keep both
  // import() calls lexically inside this if/else, or both chunks are emitted.
  if (process.env.PHCS_BACKEND === 'firebase') {
    if (env.backend !== 'firebase') throw new Error('This build was made for the Firebase backend but has no Firebase config.');
    return createBackendLoader('firebase', () =>
      import('./firebase').then((m) => m.createFirebaseBackend({config: env.firebase, useEmulators: env.useEmulators})),
    );
  } else {
    return createBackendLoader('local', () => import('./local').then((m) => m.createLocalBackend()));
  }
}

const BackendContext = createContext<BackendLoader | null>(null);

interface Props {
  readonly children: ReactNode;
  /** Replaces the configured backend (component tests). */
  readonly loader?: BackendLoader;
}

export function BackendProvider({children, loader}: Props): ReactNode {
  const env = useSiteEnv();
  const value = useMemo(() => loader ?? loaderFor(env), [loader, env]);
  return <BackendContext.Provider value={value}>{children}</BackendContext.Provider>;
}

/** The backend loader; throws outside `BackendProvider`. */
export function useBackendLoader(): BackendLoader {
  const loader = useContext(BackendContext);
  if (!loader) throw new Error('useBackendLoader() must be used inside <BackendProvider> (src/theme/Root.tsx)');
  return loader;
}
