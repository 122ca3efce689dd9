import {createRequire} from 'node:module';
import {defineConfig} from 'knip/config';

/**
 * Unused files and dependencies, and packages used but not declared (`npm run lint`).
 * Docusaurus's module aliases are resolved through the same map the boundary
 * check uses (scripts/lib/docusaurusAliases.cjs); knip's Docusaurus plugin is off
 * because it cannot load this site's config (it needs the build context), so the
 * entry points are listed here instead.
 */
const require = createRequire(import.meta.url);
const {resolve} = require('./scripts/lib/docusaurusAliases.cjs') as {
  resolve: {alias: Record<string, string | string[]>};
};

const paths: Record<string, string[]> = {};
for (const [name, target] of Object.entries(resolve.alias)) {
  const targets = Array.isArray(target) ? target : [target];
  if (name.endsWith('$')) paths[name.slice(0, -1)] = targets;
  else paths[`${name}/*`] = targets.map((t) => `${t}/*`);
}

export default defineConfig({
  entry: [
    'docusaurus.config.ts',
    'sidebars.ts',
    'src/pages/**/*.{ts,tsx,mdx}',
    'src/theme/**/*.{ts,tsx}',
    'src/features/offline/sw.js',
    'plugins/*/index.ts',
    'plugins/lazy-highlighter/noClientModule.js',
    'scripts/*.{mjs,sh}',
    'scripts/lib/docusaurusAliases.cjs',
    'docs/**/*.mdx',
    'e2e/**/*.ts',
    'test/**/*.{ts,tsx}',
    'vitest.*.mts',
    // What scripts load at run time through loadTs('@site/...') (scripts/lib), which knip cannot follow:
    // their exports are the scripts' API.
    'plugins/quiz-banks/index.ts',
    'scripts/content/index.ts',
    'scripts/readiness/simulate.ts',
    'src/domain/{computation,quiz,readiness,search}/index.ts',
    'test/computation.ts',
  ],
  project: [
    'src/**/*.{ts,tsx,mjs,js}',
    'plugins/**/*.{ts,tsx,js}',
    'scripts/**/*.{mjs,ts,cjs}',
    'e2e/**/*.ts',
    'test/**/*.{ts,tsx}',
    'docs/**/*.mdx',
    '*.ts',
  ],
  paths,
  docusaurus: false,
  ignoreDependencies: [
    // Written by Docusaurus at build time (.docusaurus/), so absent before a build.
    /^@generated\//,
    // Named as a string in docusaurus.config.ts `plugins`, which knip's Docusaurus plugin would read.
    '@docusaurus/plugin-pwa',
  ],
  rules: {
    // An export nothing imports is dead API (issue 26). The scripts' loadTs() targets are entries above.
    exports: 'error',
    types: 'error',
    nsExports: 'off',
    nsTypes: 'off',
    enumMembers: 'off',
    duplicates: 'off',
  },
});
