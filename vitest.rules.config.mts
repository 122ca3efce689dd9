import path from 'node:path';
import {defineConfig} from 'vitest/config';

const here = import.meta.dirname;

// Security rules tests (test/rules/): run only on the Firestore emulator, by
// `npm run test:rules` (scripts/test-rules.mjs), which sets FIRESTORE_EMULATOR_HOST.
// They build documents with the site's own code (@site/src/...), so the
// rules are tested against what the app really writes.
export default defineConfig({
  resolve: {
    alias: [{find: /^@site\/(.*)$/, replacement: path.join(here, '$1')}],
  },
  test: {
    environment: 'node',
    globals: true,
    include: ['test/rules/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 180_000, // 300-document attacks take over a minute on a loaded 2-core machine
    hookTimeout: 60_000,
  },
});
