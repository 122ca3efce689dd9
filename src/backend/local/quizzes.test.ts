import {QuizAccessError} from '../types';
import {DEMO_PASSWORD} from './demoAccounts';
import {createLocalBackend} from './index';

describe('local backend: premium quiz banks', () => {
  it('lists the four premium banks with their sizes', async () => {
    const list = await createLocalBackend(localStorage).quizzes.list();
    expect(list.map((b) => [b.id, b.tier])).toEqual([
      ['subject-1-premium', 'premium'],
      ['subject-2-premium', 'premium'],
      ['subject-3-premium', 'premium'],
      ['subject-4-premium', 'premium'],
    ]);
    expect(list.every((b) => b.questionCount >= 15)).toBe(true);
    expect(await createLocalBackend(localStorage).quizzes.list({tier: 'free'})).toEqual([]);
  });

  it('refuses a premium bank to a guest and to a free user, and serves it to a premium user', async () => {
    const backend = createLocalBackend(localStorage);
    await expect(backend.quizzes.get('subject-1-premium')).rejects.toEqual(
      new QuizAccessError('premium-required'),
    );
    await backend.auth.signIn('free@demo.phcustoms.test', DEMO_PASSWORD);
    await expect(backend.quizzes.get('subject-1-premium')).rejects.toMatchObject({code: 'premium-required'});
    await backend.auth.signIn('premium@demo.phcustoms.test', DEMO_PASSWORD);
    const bank = await backend.quizzes.get('subject-1-premium');
    expect(bank.questions.length).toBeGreaterThanOrEqual(15);
    await expect(backend.quizzes.get('nope')).rejects.toMatchObject({code: 'not-found'});
  });

  it("keeps a signed-in user's attempts under their uid", async () => {
    const backend = createLocalBackend(localStorage);
    const progress = backend.progress.forUser('demo-free');
    expect(await progress.listAttempts()).toEqual([]);
    expect(localStorage.getItem('pcs.quizProgress.v1.demo-free')).toBeNull();
  });
});
