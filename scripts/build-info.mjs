// @ts-check
// What a built site says about itself: plugins/backend-choice writes
// build-info.json (backend, emulators, project id, locale) into each locale's
// output folder. Read by scripts/check-csp.mjs and scripts/check-deploy.mjs.
import fs from 'node:fs';
import path from 'node:path';

/** The site's locales (docusaurus.config.ts i18n.locales); the default one builds at the root. */
export const LOCALES = ['en', 'fil'];
export const DEFAULT_LOCALE = 'en';
export const BUILD_INFO_FILE = 'build-info.json';

/** The folder of `locale` inside a build. @param {string} buildDir @param {string} locale */
export function localeDir(buildDir, locale) {
  return locale === DEFAULT_LOCALE ? buildDir : path.join(buildDir, locale);
}

/**
 * The build-info.json of one locale folder, or null when it is missing or unreadable.
 * @param {string} dir
 * @returns {Partial<import('../plugins/backend-choice/index').BuildInfo> | null}
 */
export function readBuildInfo(dir) {
  try {
    /** @type {Partial<import('../plugins/backend-choice/index').BuildInfo> | null} a file on disk: any field may be missing */
    const info = JSON.parse(fs.readFileSync(path.join(dir, BUILD_INFO_FILE), 'utf8'));
    return info && typeof info === 'object' ? info : null;
  } catch {
    return null;
  }
}

/**
 * Problems with `buildDir` as a Firebase-mode build of every locale (empty when it is one).
 * @param {string} buildDir
 * @param {{allowEmulators?: boolean}} [options]
 */
export function firebaseBuildProblems(buildDir, {allowEmulators = false} = {}) {
  /** @type {string[]} */
  const problems = [];
  for (const locale of LOCALES) {
    const dir = localeDir(buildDir, locale);
    const where = path.join(dir, BUILD_INFO_FILE);
    if (!fs.existsSync(path.join(dir, 'index.html'))) {
      problems.push(`the ${locale} site is missing (${path.join(dir, 'index.html')})`);
      continue;
    }
    const info = readBuildInfo(dir);
    if (!info) problems.push(`${where} is missing: build with this project's npm run build`);
    else if (info.backend !== 'firebase') problems.push(`${where} says the ${locale} site was built for the ${info.backend} backend`);
    else if (info.locale !== locale) problems.push(`${where} says locale ${info.locale}, expected ${locale}`);
    else if (info.useEmulators && !allowEmulators) problems.push(`${where} says the ${locale} site points at the local emulators`);
  }
  return problems;
}
