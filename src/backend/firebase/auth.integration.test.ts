// @vitest-environment node
/**
 * The Firebase auth adapter against the Auth emulator (pure Node, runs
 * offline). `npm run test:emulator` starts the emulator around this file;
 * a plain `vitest run` skips it, since no emulator is listening then.
 */
import {AuthError} from '../types';
import {createFirebaseBackend} from '.';

const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;

describe.skipIf(!emulator)('Firebase auth adapter on the Auth emulator', () => {
  const backend = createFirebaseBackend({
    config: {
      apiKey: 'demo-api-key',
      authDomain: 'demo-ph-customs-scholar.firebaseapp.com',
      projectId: 'demo-ph-customs-scholar',
      storageBucket: 'demo-ph-customs-scholar.appspot.com',
      appId: 'demo-app-id',
    },
    useEmulators: true,
  });
  const email = `candidate-${Date.now()}@example.com`;
  const password = 'a-good-password';

  it('signs up, and reports the user through onUserChanged', async () => {
    const seen: (string | null)[] = [];
    const stop = backend.auth.onUserChanged((u) => seen.push(u?.email ?? null));
    const user = await backend.auth.signUp(email, password, 'Ana Cruz');
    expect(user.email).toBe(email);
    await vi.waitFor(() => expect(seen).toContain(email));
    stop();
  });

  it('signs out, then signs in again', async () => {
    await backend.auth.signOut();
    const user = await backend.auth.signIn(email, password);
    expect(user.email).toBe(email);
    expect(user.displayName).toBe('Ana Cruz');
  });

  it('turns a wrong password into the mapped error', async () => {
    await backend.auth.signOut();
    const failure = await backend.auth.signIn(email, 'not-the-password').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AuthError);
    expect(['auth/invalid-credential', 'auth/wrong-password']).toContain((failure as AuthError).code);
  });

  it('refuses a second account with the same email', async () => {
    const failure = await backend.auth.signUp(email, password).catch((e: unknown) => e);
    expect((failure as AuthError).code).toBe('auth/email-already-in-use');
  });

  it('reports the default password policy when the project states none', async () => {
    expect((await backend.auth.passwordPolicy()).minLength).toBeGreaterThanOrEqual(6);
  });
});
