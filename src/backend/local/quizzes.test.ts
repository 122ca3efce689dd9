// @vitest-environment jsdom
import {BackendError} from '../types';
import {DEMO_PASSWORD} from './demoAccounts';
import {createLocalBackend} from './index';
import {ONLINE_BANKS_KEY} from './onlineBanks';
import {single} from '@site/test/quizQuestions';

describe('local backend: premium quiz banks', () => {
  it('lists the four premium banks with their sizes to a premium user, and none to a guest', async () => {
    expect(await createLocalBackend(localStorage).quizzes.list()).toEqual([]);
    const backend = createLocalBackend(localStorage);
    await backend.auth.signIn('premium@demo.phcustoms.test', DEMO_PASSWORD);
    const list = await backend.quizzes.list();
    expect(list.map((b) => [b.id, b.tier])).toEqual([
      ['subject-1-premium', 'premium'],
      ['subject-2-premium', 'premium'],
      ['subject-3-premium', 'premium'],
      ['subject-4-premium', 'premium'],
    ]);
    expect(list.every((b) => b.questionCount >= 15)).toBe(true);
    expect(await backend.quizzes.list({tier: 'free'})).toEqual([]);
  });

  it('refuses a premium bank to a guest and to a free user, and serves it to a premium user', async () => {
    const backend = createLocalBackend(localStorage);
    await expect(backend.quizzes.get('subject-1-premium')).rejects.toEqual(
      new BackendError('quizAccess', 'premium-required'),
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

describe('local backend: editor banks', () => {
  const input = {
    id: 'online-one',
    title: 'Online one',
    description: 'A bank written in the editor.',
    tier: 'free' as const,
    subject: 1 as const,
    published: false,
    archived: false,
    questions: [single('q-1')],
  };

  it('lets only an admin save, and shows candidates published, unarchived banks of their tier', async () => {
    const backend = createLocalBackend(localStorage);
    await expect(backend.quizzes.save(input, null)).rejects.toMatchObject({code: 'permission-denied'});
    await backend.auth.signIn('admin@demo.phcustoms.test', DEMO_PASSWORD);
    const draft = await backend.quizzes.save(input, null);
    expect(await backend.quizzes.list({tier: 'free'})).toEqual([]);
    await expect(backend.quizzes.get('online-one')).rejects.toMatchObject({code: 'not-found'});
    const live = await backend.quizzes.save({...input, published: true}, draft.updatedAt);
    const premium = await backend.quizzes.save({...input, id: 'online-two', tier: 'premium', published: true}, null);
    expect(premium.updatedBy).toBe('demo-admin');
    expect((await backend.quizzes.listAll()).map((b) => b.id)).toEqual(['online-one', 'online-two']);

    await backend.auth.signIn('free@demo.phcustoms.test', DEMO_PASSWORD);
    expect(await backend.quizzes.list()).toEqual([
      {id: 'online-one', title: 'Online one', description: input.description, tier: 'free', questionCount: 1, subject: 1},
    ]);
    expect((await backend.quizzes.get('online-one')).questions).toEqual([single('q-1')]);
    await expect(backend.quizzes.get('online-two')).rejects.toMatchObject({code: 'premium-required'});
    await expect(backend.quizzes.listAll()).rejects.toMatchObject({code: 'permission-denied'});

    await backend.auth.signIn('admin@demo.phcustoms.test', DEMO_PASSWORD);
    await backend.quizzes.setArchived('online-one', true);
    expect(live.published).toBe(true);
    await backend.auth.signIn('free@demo.phcustoms.test', DEMO_PASSWORD);
    expect(await backend.quizzes.list()).toEqual([]);
  });

  it('refuses a save over a bank changed since it was opened, and a new bank whose id is taken', async () => {
    const backend = createLocalBackend(localStorage);
    await backend.auth.signIn('admin@demo.phcustoms.test', DEMO_PASSWORD);
    const first = await backend.quizzes.save(input, null);
    await backend.quizzes.save({...input, title: 'Changed elsewhere'}, first.updatedAt);
    await expect(backend.quizzes.save({...input, title: 'Mine'}, first.updatedAt)).rejects.toMatchObject({
      code: 'conflict',
    });
    await expect(backend.quizzes.save(input, null)).rejects.toMatchObject({code: 'already-exists'});
    expect((await backend.quizzes.listAll())[0]?.title).toBe('Changed elsewhere');
  });

  it('skips a damaged stored bank, keeps it in storage, and still saves and lists the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const damaged = {title: 42, tier: 'gold', published: true, archived: false, questions: 'none'};
    localStorage.setItem(ONLINE_BANKS_KEY, JSON.stringify({damaged}));
    const backend = createLocalBackend(localStorage);
    await backend.auth.signIn('admin@demo.phcustoms.test', DEMO_PASSWORD);
    expect(await backend.quizzes.listAll()).toEqual([]);
    await backend.quizzes.save({...input, published: true}, null);
    expect((await backend.quizzes.listAll()).map((b) => b.id)).toEqual(['online-one']);
    expect(JSON.parse(localStorage.getItem(ONLINE_BANKS_KEY) ?? '{}').damaged).toEqual(damaged);

    await backend.auth.signIn('free@demo.phcustoms.test', DEMO_PASSWORD);
    expect((await backend.quizzes.list()).map((b) => b.id)).toEqual(['online-one']);
    await expect(backend.quizzes.get('damaged')).rejects.toMatchObject({code: 'not-found'});
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('editor quiz bank'), expect.any(String));
  });

  it('reads a stored bank without the questions that do not fit the question schema', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stored = {
      ...input,
      published: true,
      updatedAt: null,
      updatedBy: 'demo-admin',
      questions: [single('q-1'), {id: 'q-2', type: 'single'}, single('q-3')],
    };
    localStorage.setItem(ONLINE_BANKS_KEY, JSON.stringify({'online-one': stored}));
    const backend = createLocalBackend(localStorage);
    await backend.auth.signIn('free@demo.phcustoms.test', DEMO_PASSWORD);
    expect((await backend.quizzes.get('online-one')).questions).toEqual([single('q-1'), single('q-3')]);
    expect((await backend.quizzes.list())[0]?.questionCount).toBe(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('quiz question'), expect.any(String));
  });
});
