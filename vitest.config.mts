import os from 'node:os';
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
    // Rules tests need the Firestore/Storage emulators: npm run test:rules.
    exclude: ['test/rules/**', 'node_modules/**'],
    css: {modules: {classNameStrategy: 'non-scoped'}},
    // Vitest's default is one worker fewer than the cores: on a 2-core machine that is ONE worker, and
    // the suite ran serially. Use every core (the main process mostly waits while workers run).
    maxWorkers: os.availableParallelism(),
    // A worker reuses its module graph from one test file to the next instead of importing React,
    // the domain and the jsdom setup again per file (most of the suite's time was set-up, not tests).
    // A test that needs fresh module state (a module-level cache) calls vi.resetModules() itself.
    isolate: false,
    // Two workers share two cores with the main process: a heavy component test (the hub working out
    // "Where I stand") can take more than vitest's default 5 s on a busy machine.
    testTimeout: 15_000,
    // Two projects, so only the tests that render or touch browser APIs pay for jsdom:
    // component tests (.test.tsx) run in jsdom; plain .test.ts/.mjs in Node, unless the
    // file asks for the DOM with a `// @vitest-environment jsdom` comment at its top.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'plugins/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}'],
          setupFiles: ['./test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'test/**/*.test.tsx', 'plugins/**/*.test.tsx'],
          setupFiles: ['./test/setup.ts', './test/setup.dom.ts'],
        },
      },
    ],
  },
});
