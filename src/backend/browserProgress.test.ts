// @vitest-environment jsdom
import {
  clearBrowserAttempts,
  createBrowserProgress,
  GUEST_OWNER,
  hasSavedExam,
  MAX_STORED_ATTEMPTS,
  MAX_STORED_CHARS,
  StorageFullError,
  attemptsThatFit,
} from './browserProgress';
import {droppedToFit, type InProgressAttempt, type QuizAttempt} from './types';

function attempt(id: string, finishedAt: string, score = 50): QuizAttempt {
  return {
    id,
    kind: 'quiz',
    subject: 1,
    topic: 'Customs Brokers Act',
    startedAt: new Date('2026-11-01T00:00:00Z'),
    finishedAt: new Date(finishedAt),
    durationMs: 1000,
    scorePercent: score,
    passed: null,
    items: [
      {
        questionId: 'q1',
        subject: 1,
        topic: 'Customs Brokers Act',
        response: {kind: 'choices', ids: ['a']},
        correct: false,
        flagged: true,
      },
    ],
  };
}

const exam: InProgressAttempt = {
  key: 'mock-mini',
  attemptId: 'a1',
  kind: 'mock-mini',
  seed: 's',
  questionIds: ['q1', 'q2'],
  choiceOrder: {q1: ['b', 'a'], q2: []},
  responses: {q2: {kind: 'numeric', value: '12.50'}},
  flagged: ['q1'],
  position: 1,
  startedAt: new Date('2026-11-02T01:00:00Z'),
  timeLimitMs: 60_000,
  remainingMs: 42_000,
  updatedAt: new Date('2026-11-02T01:00:18Z'),
};

describe('browser progress', () => {
  it('keeps attempts newest first, with dates back as Dates', async () => {
    const p = createBrowserProgress(GUEST_OWNER);
    await p.saveAttempt(attempt('old', '2026-11-01T10:00:00Z'));
    await p.saveAttempt(attempt('new', '2026-11-03T10:00:00Z'));
    await p.saveAttempt(attempt('mid', '2026-11-02T10:00:00Z'));
    const list = await p.listAttempts();
    expect(list.map((a) => a.id)).toEqual(['new', 'mid', 'old']);
    expect(list[0]?.finishedAt).toEqual(new Date('2026-11-03T10:00:00Z'));
    expect(list[0]?.items[0]?.response).toEqual({kind: 'choices', ids: ['a']});
  });

  it('keeps each owner apart', async () => {
    await createBrowserProgress(GUEST_OWNER).saveAttempt(attempt('g', '2026-11-01T10:00:00Z'));
    expect(await createBrowserProgress('uid-1').listAttempts()).toEqual([]);
  });

  it('saves, restores and clears an exam in progress', async () => {
    const p = createBrowserProgress('uid-1');
    expect(hasSavedExam('uid-1', 'mock-mini')).toBe(false);
    await p.saveInProgress(exam);
    expect(hasSavedExam('uid-1', 'mock-mini')).toBe(true);
    expect(await p.loadInProgress('mock-mini')).toEqual(exam);
    await p.clearInProgress('mock-mini');
    expect(await p.loadInProgress('mock-mini')).toBeNull();
  });

  it('drops the oldest attempts past the cap', async () => {
    const p = createBrowserProgress(GUEST_OWNER);
    for (let i = 0; i <= MAX_STORED_ATTEMPTS; i += 1) {
      await p.saveAttempt(attempt(`a${i}`, new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()));
    }
    const list = await p.listAttempts();
    expect(list).toHaveLength(MAX_STORED_ATTEMPTS);
    expect(list.some((a) => a.id === 'a0')).toBe(false);
  }, 30_000);

  it('sets unreadable data aside with a warning instead of failing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('pcs.quizProgress.v1.guest', '{not json');
    expect(await createBrowserProgress(GUEST_OWNER).listAttempts()).toEqual([]);
    expect(localStorage.getItem('pcs.quizProgress.v1.guest.unreadable')).toBe('{not json');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('clears moved attempts but keeps the exam in progress', async () => {
    const p = createBrowserProgress(GUEST_OWNER);
    await p.saveAttempt(attempt('g', '2026-11-01T10:00:00Z'));
    await p.saveInProgress(exam);
    clearBrowserAttempts(GUEST_OWNER);
    expect(await p.listAttempts()).toEqual([]);
    expect(await p.loadInProgress('mock-mini')).not.toBeNull();
  });

  it('rejects when storage refuses the write', async () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    } as unknown as Storage;
    await expect(
      createBrowserProgress(GUEST_OWNER, full).saveAttempt(attempt('x', '2026-11-01T10:00:00Z')),
    ).rejects.toBeInstanceOf(StorageFullError);
  });

  it('skips (and logs) an attempt with items: [null] or a bad date, keeping the good ones', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const good = {
      ...attempt('good', '2026-11-01T10:00:00Z'),
      startedAt: '2026-11-01T00:00:00Z',
      finishedAt: '2026-11-01T10:00:00Z',
    };
    localStorage.setItem(
      'pcs.quizProgress.v1.guest',
      JSON.stringify({
        attempts: [
          {...good, id: 'nulls', items: [null]},
          {...good, id: 'bad-date', finishedAt: 'not a date'},
          good,
          null,
        ],
        inProgress: {'mock-mini': {...exam, responses: {q1: {kind: 'numeric'}}}},
      }),
    );
    const p = createBrowserProgress(GUEST_OWNER);
    expect((await p.listAttempts()).map((a) => a.id)).toEqual(['good']);
    expect(await p.loadInProgress('mock-mini')).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/Skipped a stored quiz attempt/),
      expect.anything(),
    );
    // A new attempt is still saved beside the good one; the original is kept aside for support.
    await p.saveAttempt(attempt('next', '2026-11-02T10:00:00Z'));
    expect((await p.listAttempts()).map((a) => a.id)).toEqual(['next', 'good']);
    expect(localStorage.getItem('pcs.quizProgress.v1.guest.unreadable')).toContain('bad-date');
    warn.mockRestore();
  });

  it('sets aside valid JSON of the wrong shape', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('pcs.quizProgress.v1.guest', '{"attempts": {"a": 1}}');
    expect(await createBrowserProgress(GUEST_OWNER).listAttempts()).toEqual([]);
    expect(localStorage.getItem('pcs.quizProgress.v1.guest.unreadable')).toBe('{"attempts": {"a": 1}}');
    localStorage.setItem('pcs.quizProgress.v1.guest', 'null');
    expect(await createBrowserProgress(GUEST_OWNER).listAttempts()).toEqual([]);
    warn.mockRestore();
  });
});

/** A storage that holds at most `limit` characters over all its values, as a browser's quota does. */
function quotaStorage(limit: number): Storage {
  const data = new Map<string, string>();
  const used = (except: string): number =>
    [...data].reduce((n, [k, v]) => n + (k === except ? 0 : k.length + v.length), 0);
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (used(k) + k.length + v.length > limit)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      data.set(k, v);
    },
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
    key: (i: number) => [...data.keys()][i] ?? null,
    get length() {
      return data.size;
    },
  };
}

/** An attempt of `n` items, about 190 characters of JSON each. */
function bigAttempt(id: string, finishedAt: string, n: number): QuizAttempt {
  const one = attempt(id, finishedAt);
  const [item] = one.items;
  if (!item) throw new Error('attempt() gives one item');
  return {...one, items: Array.from({length: n}, (_, i) => ({...item, questionId: `q-${id}-${i}`}))};
}

describe('attemptsThatFit', () => {
  it('keeps the newest always, then the next newest while they fit, the oldest going first', () => {
    const sizes = ['a'.repeat(10), 'b'.repeat(10), 'c'.repeat(10)];
    expect(attemptsThatFit(sizes, 0, 1000)).toBe(3);
    // brackets 2 + 10, +1 comma +10 = 23: two fit in 23, not in 22
    expect(attemptsThatFit(sizes, 0, 23)).toBe(2);
    expect(attemptsThatFit(sizes, 0, 22)).toBe(1);
    expect(attemptsThatFit(sizes, 5, 27)).toBe(1);
    expect(attemptsThatFit(sizes, 0, 1)).toBe(1); // the newest even over budget: the storage decides
    expect(attemptsThatFit([], 0, 10)).toBe(0);
  });
});

describe('browser progress on a full storage', () => {
  const sizeOf = (a: QuizAttempt): number =>
    JSON.stringify({...a, startedAt: a.startedAt.toISOString(), finishedAt: a.finishedAt.toISOString()})
      .length;

  it('caps the history by size: past MAX_STORED_CHARS the oldest attempts go, and the save says how many', async () => {
    const storage = quotaStorage(10 * MAX_STORED_CHARS);
    const p = createBrowserProgress(GUEST_OWNER, storage);
    const at = (i: number): string => new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString();
    const size = sizeOf(bigAttempt('a0', at(0), 1000));
    const fit = Math.floor(MAX_STORED_CHARS / (size + 1));
    const total = fit + 3;
    const dropped: number[] = [];
    for (let i = 0; i < total; i += 1) {
      dropped.push(droppedToFit(await p.saveAttempt(bigAttempt(`a${i}`, at(i), 1000))));
    }
    expect((storage.getItem('pcs.quizProgress.v1.guest') ?? '').length).toBeLessThanOrEqual(MAX_STORED_CHARS);
    const kept = (await p.listAttempts()).map((a) => a.id);
    expect(kept).toHaveLength(fit);
    // The newest are kept, the oldest dropped, one per save once the history is full.
    expect(kept[0]).toBe(`a${total - 1}`);
    expect(kept.at(-1)).toBe(`a${total - fit}`);
    expect(dropped.slice(0, fit)).toEqual(Array.from({length: fit}, () => 0));
    expect(dropped.slice(fit)).toEqual([1, 1, 1]);
  }, 30_000);

  it('when the browser refuses the write, drops older attempts until the newest fits, and reports them', async () => {
    const size = sizeOf(bigAttempt('a0', '2026-11-01T00:00:00Z', 200));
    const storage = quotaStorage(100_000 + Math.round(2.5 * size));
    storage.setItem('someone-else', 'x'.repeat(100_000 - 20)); // other data fills most of the quota
    const p = createBrowserProgress(GUEST_OWNER, storage);
    for (let i = 0; i < 2; i += 1) await p.saveAttempt(bigAttempt(`a${i}`, `2026-11-01T0${i}:00:00Z`, 200));
    const outcome = await p.saveAttempt(bigAttempt('new', '2026-11-01T05:00:00Z', 200));
    expect(outcome).toEqual({dropped: 1});
    expect((await p.listAttempts()).map((a) => a.id)).toEqual(['new', 'a1']);
    expect(storage.getItem('someone-else')).toHaveLength(100_000 - 20);
  });

  it('rejects with StorageFullError when not even the newest fits, and keeps what was there', async () => {
    const storage = quotaStorage(60_000);
    const p = createBrowserProgress(GUEST_OWNER, storage);
    await p.saveAttempt(attempt('small', '2026-11-01T00:00:00Z'));
    storage.setItem(
      'someone-else',
      'x'.repeat(60_000 - (storage.getItem('pcs.quizProgress.v1.guest') ?? '').length - 40),
    );
    await expect(p.saveAttempt(bigAttempt('huge', '2026-11-01T05:00:00Z', 300))).rejects.toBeInstanceOf(
      StorageFullError,
    );
    expect((await p.listAttempts()).map((a) => a.id)).toEqual(['small']);
  });

  it('never drops an older attempt to make room for itself: saving it on a full storage rejects and keeps the rest', async () => {
    const size = sizeOf(bigAttempt('a0', '2026-11-01T00:00:00Z', 200));
    const storage = quotaStorage(100_000 + Math.round(2.5 * size));
    storage.setItem('someone-else', 'x'.repeat(100_000 - 20));
    const p = createBrowserProgress(GUEST_OWNER, storage);
    for (let i = 1; i <= 2; i += 1) await p.saveAttempt(bigAttempt(`a${i}`, `2026-11-01T0${i}:00:00Z`, 200));
    // Older than both (a guest's attempt moved into the account, say): it would be the oldest, the one dropped.
    await expect(p.saveAttempt(bigAttempt('older', '2026-10-01T00:00:00Z', 200))).rejects.toBeInstanceOf(
      StorageFullError,
    );
    expect((await p.listAttempts()).map((a) => a.id)).toEqual(['a2', 'a1']);
    // Between the two, it may take the place of the oldest (the cap's rule), and says so.
    await expect(p.saveAttempt(bigAttempt('middle', '2026-11-01T01:30:00Z', 200))).resolves.toEqual({
      dropped: 1,
    });
    expect((await p.listAttempts()).map((a) => a.id)).toEqual(['a2', 'middle']);
  });

  it('still loads when unreadable data cannot be set aside on a full storage', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = quotaStorage(1000);
    storage.setItem('pcs.quizProgress.v1.guest', '{not json'.padEnd(900, ' '));
    await expect(createBrowserProgress(GUEST_OWNER, storage).listAttempts()).resolves.toEqual([]);
    warn.mockRestore();
  });
});
