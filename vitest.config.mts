import path from 'node:path';
import {defineConfig} from 'vitest/config';

const here = import.meta.dirname;

export default defineConfig({
  // @docusaurus/tsconfig sets "jsx": "preserve"; tell Vite's transformer to
  // compile JSX itself with the automatic runtime.
  oxc: {jsx: {runtime: 'automatic'}},
  resolve: {
    alias: [
      {find: /^@generated\/data-files\/default\/files\.json$/, replacement: path.join(here, 'test/docusaurus/dataFiles.ts')},
      {find: /^@site\/(.*)$/, replacement: path.join(here, '$1')},
      {find: /^@docusaurus\/theme-common$/, replacement: path.join(here, 'test/docusaurus/theme-common.ts')},
      {find: /^@theme\/(.*)$/, replacement: path.join(here, 'test/theme/$1')},
      {find: /^@docusaurus\/(Link|Translate|useDocusaurusContext|useIsBrowser|BrowserOnly|router|Head|useBaseUrl|ExecutionEnvironment)$/, replacement: path.join(here, 'test/docusaurus/$1')},
    ],
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}', 'plugins/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
    // Rules tests need the Firestore/Storage emulators: npm run test:rules.
    exclude: ['test/rules/**', 'node_modules/**'],
    css: {modules: {classNameStrategy: 'non-scoped'}},
  },
});
