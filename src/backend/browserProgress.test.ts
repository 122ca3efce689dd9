// @vitest-environment jsdom
import {
  clearBrowserAttempts,
  createBrowserProgress,
  GUEST_OWNER,
  hasSavedExam,
  MAX_STORED_ATTEMPTS,
} from './browserProgress';
import type {InProgressAttempt, QuizAttempt} from './types';

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
  });

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
    ).rejects.toThrow('quota');
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
