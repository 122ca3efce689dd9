/**
 * Makes the backend a build-time constant: `process.env.PHCS_BACKEND` is
 * replaced by 'local' or 'firebase' in the bundle, so the bundler drops the
 * `import()` of the adapter a build does not use. Without it, a Firebase build
 * would still emit the local adapter's chunks (and the premium banks it reads)
 * into build/, readable by anyone (DESIGN.md §7; checked by
 * scripts/check-premium-leak.mjs).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

export interface BackendChoiceOptions {
  readonly backend: 'local' | 'firebase';
}

export default function backendChoicePlugin(_context: LoadContext, rawOptions: unknown): Plugin {
  const backend = (rawOptions as Partial<BackendChoiceOptions> | null)?.backend;
  if (backend !== 'local' && backend !== 'firebase') {
    throw new Error(
      `backend-choice: option "backend" must be 'local' or 'firebase', got ${JSON.stringify(backend)}`,
    );
  }
  const options: BackendChoiceOptions = {backend};
  return {
    name: 'backend-choice',
    configureWebpack(_config, _isServer, utils) {
      const {DefinePlugin} = utils.currentBundler.instance;
      return {plugins: [new DefinePlugin({'process.env.PHCS_BACKEND': JSON.stringify(options.backend)})]};
    },
  };
}
