/**
 * Makes the backend a build-time constant: `process.env.PHCS_BACKEND` is
 * replaced by 'local' or 'firebase' in the bundle, so the bundler drops the
 * `import()` of the adapter a build does not use. Without it, a Firebase build
 * would still emit the local adapter's chunks (and the premium banks it reads)
 * into build/, readable by anyone (DESIGN.md §7; checked by
 * scripts/check-premium-leak.mjs).
 *
 * After each locale's build it also writes `build-info.json` (backend, whether
 * the build points at the emulators, project id, locale) into that locale's
 * output folder, which the deploy guard (scripts/check-deploy.mjs) reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {validateWith} from '../validateOptions';

export interface BackendChoiceOptions {
  readonly backend: 'local' | 'firebase';
  /** Firebase builds only: the build talks to the local emulators. */
  readonly useEmulators?: boolean;
  readonly projectId?: string;
}

/** The marker file the deploy guard reads, one per locale folder. */
export const BUILD_INFO_FILE = 'build-info.json';

/** What build-info.json holds (read by scripts/build-info.mjs). */
export interface BuildInfo {
  readonly backend: 'local' | 'firebase';
  readonly useEmulators: boolean;
  readonly projectId: string | null;
  readonly locale: string;
}

const OPTIONS_SCHEMA = Joi.object<BackendChoiceOptions>({
  backend: Joi.string().valid('local', 'firebase').required(),
  useEmulators: Joi.boolean(),
  projectId: Joi.string(),
});

export default function backendChoicePlugin(context: LoadContext, rawOptions: unknown): Plugin {
  // Checked by backendChoicePlugin.validateOptions before Docusaurus calls the plugin.
  const options = rawOptions as BackendChoiceOptions;
  const {backend} = options;
  return {
    name: 'backend-choice',
    configureWebpack(_config, _isServer, utils) {
      const {DefinePlugin} = utils.currentBundler.instance;
      return {plugins: [new DefinePlugin({'process.env.PHCS_BACKEND': JSON.stringify(backend)})]};
    },
    async postBuild({outDir}) {
      const info: BuildInfo = {
        backend,
        useEmulators: backend === 'firebase' ? Boolean(options.useEmulators) : false,
        projectId: backend === 'firebase' ? (options.projectId ?? null) : null,
        locale: context.i18n.currentLocale,
      };
      await fs.promises.writeFile(path.join(outDir, BUILD_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
    },
  };
}

/** Docusaurus checks the options before the plugin runs: `backend` is 'local' or 'firebase'. */
backendChoicePlugin.validateOptions = validateWith(OPTIONS_SCHEMA);
