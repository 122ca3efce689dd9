// @vitest-environment node
/**
 * The Firebase quizzes and progress adapters against the Firestore and Auth
 * emulators, with firestore.rules loaded. Skipped unless FIRESTORE_EMULATOR_HOST
 * is set. The adapter connects to the Firestore emulator on 127.0.0.1:8080;
 * where `firebase emulators:exec` cannot start the image's Firestore emulator,
 * start it there yourself (`cloud_firestore_emulator start --port=8080` with a
 * Java 21+), load firestore.rules for the project through its REST API
 * (PUT /emulator/v1/projects/demo-ph-customs-scholar:securityRules), then
 *   npx firebase emulators:exec --only auth --project demo-ph-customs-scholar \
 *     "FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 vitest run src/backend/firebase/quizProgress.integration.test.ts"
 */
import type {InProgressAttempt, QuizAttempt} from '../types';
import {createFirebaseBackend} from '.';

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
const PROJECT = 'demo-ph-customs-scholar';

/** Writes a document as the emulator's owner (bypasses rules), through its REST API. */
async function seed(path: string, fields: Record<string, unknown>): Promise<void> {
  const url = `http://${firestoreHost}/v1/projects/${PROJECT}/databases/(default)/documents/${path}`;
  const res = await fetch(url, {
    method: 'PATCH',
    headers: {Authorization: 'Bearer owner', 'Content-Type': 'application/json'},
    body: JSON.stringify({fields}),
  });
  if (!res.ok) throw new Error(`seeding ${path} failed: ${res.status}`);
}

describe.skipIf(!firestoreHost)('Firebase quizzes and progress adapters on the emulators', () => {
  const backend = createFirebaseBackend({
    config: {
      apiKey: 'demo-api-key',
      authDomain: `${PROJECT}.firebaseapp.com`,
      projectId: PROJECT,
      storageBucket: `${PROJECT}.appspot.com`,
      appId: 'demo-app-id',
    },
    useEmulators: true,
  });

  it('serves a free bank to anyone and refuses a premium bank to a non-premium user', async () => {
    await seed('quizzes/free-x', {
      title: {stringValue: 'Free'},
      description: {stringValue: 'A free bank'},
      tier: {stringValue: 'free'},
      subject: {integerValue: '1'},
      published: {booleanValue: true},
      archived: {booleanValue: false},
      questions: {arrayValue: {values: []}},
    });
    await seed('quizzes/premium-x', {
      title: {stringValue: 'Premium'},
      description: {stringValue: 'A premium bank'},
      tier: {stringValue: 'premium'},
      subject: {integerValue: '1'},
      published: {booleanValue: true},
      archived: {booleanValue: false},
      questions: {arrayValue: {values: []}},
    });
    await expect(backend.quizzes.get('free-x')).resolves.toMatchObject({id: 'free-x', tier: 'free'});
    await expect(backend.quizzes.get('premium-x')).rejects.toMatchObject({code: 'premium-required'});
    expect((await backend.quizzes.list({tier: 'free'})).map((b) => b.id)).toContain('free-x');
  });

  it("saves and lists a user's attempts, and saves, loads and clears an exam in progress", async () => {
    const user = await backend.auth.signUp(`quiz-${Date.now()}@example.com`, 'a-good-password');
    const progress = backend.progress.forUser(user.uid);
    const attempt: QuizAttempt = {
      id: 'a1',
      kind: 'mock-mini',
      subject: null,
      topic: null,
      startedAt: new Date('2026-11-22T01:00:00Z'),
      finishedAt: new Date('2026-11-22T01:30:00Z'),
      durationMs: 1_800_000,
      scorePercent: 50,
      passed: false,
      items: [
        {
          questionId: 's1-x',
          subject: 1,
          topic: 'CMTA general provisions',
          response: {kind: 'choices', ids: ['a']},
          correct: true,
          flagged: false,
        },
      ],
    };
    await progress.saveAttempt(attempt);
    expect(await progress.listAttempts()).toEqual([attempt]);
    // Slots a000, a001 ... (the rules allow no other ids); saving an attempt the account has is a no-op.
    const later: QuizAttempt = {...attempt, id: 'a3', finishedAt: new Date('2026-11-22T02:30:00Z')};
    await progress.saveAttempt(later);
    await progress.saveAttempt(attempt);
    expect(await progress.listAttempts()).toEqual([later, attempt]);

    const exam: InProgressAttempt = {
      key: 'mock-mini',
      attemptId: 'a2',
      kind: 'mock-mini',
      seed: 'a2',
      questionIds: ['s1-x', 's2-y'],
      choiceOrder: {'s1-x': ['b', 'a'], 's2-y': []},
      responses: {'s2-y': {kind: 'numeric', value: '12.50'}},
      flagged: ['s1-x'],
      position: 1,
      startedAt: new Date('2026-11-22T02:00:00Z'),
      timeLimitMs: 1_800_000,
      remainingMs: 1_000_000,
      updatedAt: new Date('2026-11-22T02:10:00Z'),
    };
    await progress.saveInProgress(exam);
    expect(await progress.loadInProgress('mock-mini')).toEqual(exam);
    await progress.clearInProgress('mock-mini');
    expect(await progress.loadInProgress('mock-mini')).toBeNull();
    await backend.auth.signOut();
  });
});
