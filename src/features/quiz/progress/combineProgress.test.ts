import {createBrowserProgress} from '@site/src/backend/browserProgress';
import type {InProgressAttempt, ProgressService, QuizAttempt, StudyMark} from '@site/src/backend/types';
import {combineProgress} from './combineProgress';

const attempt = (id: string, day: number): QuizAttempt => ({
  id,
  kind: 'quiz',
  subject: 1,
  topic: null,
  startedAt: new Date(Date.UTC(2026, 10, day)),
  finishedAt: new Date(Date.UTC(2026, 10, day)),
  durationMs: 1,
  items: [],
  scorePercent: 50,
  passed: null,
});

const exam = (updated: number, position: number): InProgressAttempt => ({
  key: 'mock-mini',
  attemptId: 'x',
  kind: 'mock-mini',
  seed: 's',
  questionIds: ['a', 'b'],
  choiceOrder: {},
  responses: {},
  flagged: [],
  position,
  startedAt: new Date(0),
  timeLimitMs: null,
  remainingMs: null,
  updatedAt: new Date(updated),
});

/** An account store that can be switched offline. */
function remote(): ProgressService & {offline: boolean} {
  const inner = createBrowserProgress('remote-test');
  const gate = <T>(f: () => Promise<T>): Promise<T> =>
    r.offline ? Promise.reject(new Error('offline')) : f();
  const r = {
    offline: false,
    listAttempts: () => gate(() => inner.listAttempts()),
    saveAttempt: (a: QuizAttempt) => gate(() => inner.saveAttempt(a)),
    loadInProgress: (k: string) => gate(() => inner.loadInProgress(k)),
    saveInProgress: (a: InProgressAttempt) => gate(() => inner.saveInProgress(a)),
    clearInProgress: (k: string) => gate(() => inner.clearInProgress(k)),
    listMarks: () => gate(() => inner.listMarks()),
    saveMarks: (m: readonly StudyMark[]) => gate(() => inner.saveMarks(m)),
  };
  return r;
}

describe('combineProgress', () => {
  it('keeps an attempt on the device when the account is offline, and merges both lists by id', async () => {
    const account = remote();
    const p = combineProgress('uid', createBrowserProgress('uid'), account);
    await account.saveAttempt(attempt('online-only', 1));
    account.offline = true;
    const {synced} = await p.saveAttempt(attempt('made-offline', 3));
    await expect(synced).rejects.toThrow('offline');
    account.offline = false;
    await (
      await p.saveAttempt(attempt('both', 2))
    ).synced;
    expect((await p.listAttempts()).map((a) => a.id)).toEqual(['made-offline', 'both', 'online-only']);
  });

  it('sends the account the attempts made offline once the connection is back, once each', async () => {
    const account = remote();
    const p = combineProgress('uid', createBrowserProgress('uid'), account);
    account.offline = true;
    await expect((await p.saveAttempt(attempt('made-offline', 3))).synced).rejects.toThrow('offline');
    await expect(p.syncToAccount()).rejects.toThrow('offline');
    account.offline = false;
    expect(await p.syncToAccount()).toBe(1);
    expect((await account.listAttempts()).map((a) => a.id)).toEqual(['made-offline']);
    expect(await p.syncToAccount()).toBe(0);
  });

  it('resumes the newer copy of an exam in progress', async () => {
    const account = remote();
    const device = createBrowserProgress('uid');
    const p = combineProgress('uid', device, account);
    await device.saveInProgress(exam(2000, 1));
    await account.saveInProgress(exam(1000, 0));
    expect((await p.loadExam('mock-mini'))?.position).toBe(1);
    await account.saveInProgress(exam(3000, 0));
    expect((await p.loadExam('mock-mini'))?.position).toBe(0);
    account.offline = true;
    expect((await p.loadExam('mock-mini'))?.position).toBe(1);
  });

  it('writes each save once when both stores are the same', async () => {
    const device = createBrowserProgress('guest');
    const spy = vi.spyOn(device, 'saveAttempt');
    await combineProgress('guest', device, device).saveAttempt(attempt('g', 1));
    expect(spy).toHaveBeenCalledTimes(1);
  });

  const mark = (ref: string, at: number, over: Partial<StudyMark> = {}): StudyMark => ({
    target: 'item',
    ref,
    label: `Question ${ref}`,
    subject: 1,
    topic: 'Customs Brokers Act',
    flagged: true,
    note: '',
    updatedAt: new Date(Date.UTC(2026, 10, 1) + at),
    ...over,
  });

  it('keeps a flag made offline on the device and sends it to the account once back online', async () => {
    const account = remote();
    const p = combineProgress('uid', createBrowserProgress('uid'), account);
    await account.saveMarks([mark('online', 1)]);
    account.offline = true;
    await expect((await p.saveMark(mark('offline', 2, {note: 'Ask about 30 days'}))).synced).rejects.toThrow('offline');
    expect((await p.listMarks()).map((m) => m.ref)).toEqual(['offline']);
    account.offline = false;
    await p.syncToAccount();
    expect((await account.listMarks()).map((m) => [m.ref, m.note])).toEqual([
      ['offline', 'Ask about 30 days'],
      ['online', ''],
    ]);
  });

  it('lets the newer copy of a mark win: a flag cleared on this device stays cleared', async () => {
    const account = remote();
    const p = combineProgress('uid', createBrowserProgress('uid'), account);
    await account.saveMarks([mark('q1', 1)]);
    expect((await p.listMarks())[0]?.flagged).toBe(true);
    await (await p.saveMark(mark('q1', 5, {flagged: false}))).synced;
    expect((await account.listMarks())[0]?.flagged).toBe(false);
    await account.saveMarks([mark('q1', 3)]); // an older copy from another device
    expect((await p.listMarks())[0]?.flagged).toBe(false);
  });
});
