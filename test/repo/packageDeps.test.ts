import fs from 'node:fs';
import path from 'node:path';
import {builtinModules} from 'node:module';

/**
 * package.json names what the code uses, and uses what it names (issue 13):
 * every package imported, required or resolved anywhere in the repository's
 * code is declared, and every declared package is imported somewhere or is a
 * tool the scripts and configs run by name.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  scripts: Record<string, string>;
};
const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);

/** Module names that are aliases the bundler or Docusaurus provides, with the package behind them. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  if (/^(@site|@theme|@theme-original|@theme-init|@generated)(\/|$)/.test(specifier)) return null;
  if (builtinModules.includes(specifier.split('/')[0] ?? '')) return null;
  // @docusaurus/Link, @docusaurus/router ...: the core's client API.
  if (/^@docusaurus\/([A-Z]|router$|use|renderRoutes$|constants$|isInternalUrl$|ComponentCreator$|Interpolate$|Noop$|BrowserOnly$|ExecutionEnvironment$)/.test(specifier)) {
    return '@docusaurus/core';
  }
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
  // Type-only packages (JSDoc `import('estree')`, `from 'mdast'`).
  return name === 'mdast' || name === 'estree' ? `@types/${name}` : name;
}

const CODE = /\.(ts|tsx|mts|mjs|js|cjs)$/;
function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.') || ['build', 'build-firebase', 'test-results'].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (CODE.test(entry.name)) yield full;
  }
}

const SPECIFIER = /(?:from\s+|import\s*\(\s*|require(?:\.resolve)?\s*\(\s*|^import\s+)['"]([^'"\s]+)['"]/gm;
const used = new Map<string, string>();
for (const dir of ['src', 'test', 'e2e', 'scripts', 'plugins', 'eslint-rules']) {
  for (const file of files(path.join(ROOT, dir))) {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const name = packageOf(m[1] ?? '');
      if (name && !used.has(name)) used.set(name, path.relative(ROOT, file));
    }
  }
}
for (const file of fs.readdirSync(ROOT).filter((f) => CODE.test(f))) {
  for (const m of fs.readFileSync(path.join(ROOT, file), 'utf8').matchAll(SPECIFIER)) {
    const name = packageOf(m[1] ?? '');
    if (name && !used.has(name)) used.set(name, file);
  }
}

/** Declared packages used by name rather than imported: CLIs, presets, types and peer pieces. */
const USED_BY_NAME: Record<string, string> = {
  '@docusaurus/faster': 'docusaurus.config.ts future.faster',
  '@docusaurus/plugin-pwa': 'docusaurus.config.ts plugins',
  '@docusaurus/module-type-aliases': 'tsconfig types',
  '@docusaurus/tsconfig': 'tsconfig extends',
  '@mdx-js/react': 'the MDX runtime Docusaurus resolves',
  '@testing-library/dom': 'peer of @testing-library/react',
  '@types/react': 'types of react',
  '@types/react-dom': 'types of react-dom',
  'firebase-tools': 'npm scripts (emulators)',
  jsdom: 'vitest environment',
  prettier: 'npm run format',
  typescript: 'npm run typecheck',
};

describe('package.json dependencies', () => {
  it('declares every package the code imports', () => {
    const undeclared = [...used].filter(([name]) => !declared.has(name)).map(([name, file]) => `${name} (${file})`);
    expect(undeclared).toEqual([]);
  });

  it('uses every package it declares', () => {
    const unused = [...declared].filter((name) => !used.has(name) && !(name in USED_BY_NAME));
    expect(unused).toEqual([]);
  });
});
