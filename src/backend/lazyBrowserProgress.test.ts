// @vitest-environment jsdom
import type * as BrowserProgress from './browserProgress';
import type {QuizAttempt} from './types';

const loaded = vi.hoisted(() => ({count: 0}));
vi.mock('./browserProgress', async (importOriginal) => {
  loaded.count += 1;
  return importOriginal();
});

const {clearBrowserAttemptsLater, isStorageFull, lazyBrowserProgress} = await import('./lazyBrowserProgress');

const attempt: QuizAttempt = {
  id: 'a1',
  kind: 'quiz',
  subject: 1,
  topic: 'Customs Brokers Act',
  startedAt: new Date('2026-11-01T00:00:00Z'),
  finishedAt: new Date('2026-11-01T00:10:00Z'),
  durationMs: 1000,
  scorePercent: 50,
  passed: null,
  items: [],
};

describe('lazyBrowserProgress', () => {
  beforeEach(() => localStorage.clear());

  it("tells the store's storage-full error from any other, and loads nothing to do it", async () => {
    const before = loaded.count;
    const {StorageFullError} = await vi.importActual<typeof BrowserProgress>('./browserProgress');
    expect(isStorageFull(new StorageFullError())).toBe(true);
    expect(isStorageFull(new Error('offline'))).toBe(false);
    expect(isStorageFull('StorageFullError')).toBe(false);
    expect(loaded.count).toBe(before);
  });

  it('reads an owner with nothing stored as empty without loading the store and its decoder', async () => {
    const progress = lazyBrowserProgress('guest');
    expect(await progress.listAttempts()).toEqual([]);
    expect(await progress.loadInProgress('mock-mini')).toBeNull();
    expect(await progress.loadStudySettings()).toBeNull();
    await clearBrowserAttemptsLater('guest');
    expect(loaded.count).toBe(0);
  });

  it('loads the store for a write, and reads what was written, also in a new front', async () => {
    const progress = lazyBrowserProgress('guest');
    const write = progress.saveAttempt(attempt);
    // Asked before the write has finished loading: it waits for it.
    const read = progress.listAttempts();
    await write;
    expect((await read).map((a) => a.id)).toEqual(['a1']);
    expect(loaded.count).toBe(1);
    const again = await lazyBrowserProgress('guest').listAttempts();
    expect(again).toHaveLength(1);
    expect(again[0]?.finishedAt).toEqual(attempt.finishedAt);
    await clearBrowserAttemptsLater('guest');
    expect(await lazyBrowserProgress('guest').listAttempts()).toEqual([]);
  });
});
