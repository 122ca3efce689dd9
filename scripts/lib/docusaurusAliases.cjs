// @ts-check
/**
 * Docusaurus's module aliases as a webpack `resolve.alias`, for the boundary
 * check (.dependency-cruiser.cjs): `@docusaurus/Link` and the other client
 * exports of @docusaurus/core, and `@theme/...` (this site's shadows in
 * src/theme first, then theme-classic's components), the way the site's
 * bundler resolves them. `@generated/...` only exists after a build and is
 * exempted by the config instead.
 */
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const CORE_EXPORTS = path.join(ROOT, 'node_modules/@docusaurus/core/lib/client/exports');
const THEME_CLASSIC = path.join(ROOT, 'node_modules/@docusaurus/theme-classic/lib/theme');

/** @type {Record<string, string | string[]>} */
const alias = {
  '@theme-original': THEME_CLASSIC,
  '@theme-init': THEME_CLASSIC,
  '@theme': [path.join(ROOT, 'src/theme'), THEME_CLASSIC],
};
for (const file of fs.readdirSync(CORE_EXPORTS)) {
  if (file.endsWith('.js'))
    alias[`@docusaurus/${file.slice(0, -'.js'.length)}$`] = path.join(CORE_EXPORTS, file);
}

module.exports = {resolve: {alias}};
