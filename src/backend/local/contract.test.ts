// @vitest-environment jsdom
/** The backend contract (test/backendContract.ts) against the local adapter, in this browser's storage. */
import {describeBackendContract} from '@site/test/backendContract';
import {memoryBlobStore} from './blobStore';
import {DEMO_ACCOUNTS, DEMO_PASSWORD} from './demoAccounts';
import {createLocalBackend} from '.';

let count = 0;

describeBackendContract('local adapter', async () => {
  const backend = createLocalBackend(localStorage, memoryBlobStore());
  const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin');
  return {
    backend,
    startsVerified: true,
    newEmail: () => `candidate-${(count += 1)}@example.com`,
    // Local accounts are verified when they are made: nothing to do.
    markVerified: () => Promise.resolve(),
    dataSkipped: null,
    signInAsAdmin: () => backend.auth.signIn(admin?.email ?? '', DEMO_PASSWORD),
  };
});
