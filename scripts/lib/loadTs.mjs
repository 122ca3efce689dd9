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
 * The module `@site/<path>` (a path from the repository root, written the way the
 * site's code imports it, so the boundary check sees the import: loadTs is one of
 * its `exoticRequireStrings`), compiled on the fly.
 * It comes back `unknown`: the caller casts it to `typeof import('<the same
 * module>')` in a JSDoc type, so the compiler checks the script against the
 * module's real exports.
 * @param {string} specifier `@site/...`
 * @returns {unknown}
 */
export function loadTs(specifier) {
  if (!specifier.startsWith('@site/')) throw new Error(`loadTs takes an @site/ path, not "${specifier}".`);
  return jiti(path.join(ROOT, specifier.slice('@site/'.length)));
}
