// @ts-check
/**
 * The one way scripts load the site's TypeScript modules: jiti, the loader
 * Docusaurus itself uses for its config, with `@site/` resolved to the
 * repository root as the site build resolves it.
 */
import path from 'node:path';
import {createRequire} from 'node:module';

/** The repository root. */
export const ROOT = path.resolve(import.meta.dirname, '../..');

const require = createRequire(import.meta.url);
const createJiti = /** @type {typeof import('jiti').default} */ (require('jiti'));
const jiti = createJiti(import.meta.filename, {interopDefault: true, alias: {'@site': ROOT}});

/**
 * The module at `file` (relative to the repository root), compiled on the fly.
 * It comes back `unknown`: the caller casts it to `typeof import('<the same
 * module>')` in a JSDoc type, so the compiler checks the script against the
 * module's real exports.
 * @param {string} file
 * @returns {unknown}
 */
export function loadTs(file) {
  return jiti(path.join(ROOT, file));
}
