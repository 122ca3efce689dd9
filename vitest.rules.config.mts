import {defineConfig} from 'vitest/config';

// Security rules tests (test/rules/): run only under the Firestore and Storage
// emulators, by `npm run test:rules` (scripts/test-rules.mjs).
export default defineConfig({
  test: {
    environment: 'node',
    globals: true,
    include: ['test/rules/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 20_000,
  },
});
