// @vitest-environment jsdom
import {createBrowserProgress} from '@site/src/backend/browserProgress';
import type {InProgressAttempt, ProgressService, QuizAttempt, StudyMark, StudySettings} from '@site/src/backend/types';
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
    loadStudySettings: () => gate(() => inner.loadStudySettings()),
    saveStudySettings: (s: StudySettings) => gate(() => inner.saveStudySettings(s)),
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

  it('keeps study settings set offline on the device, then sends them to the account; the newer copy wins', async () => {
    const account = remote();
    const p = combineProgress('uid', createBrowserProgress('uid'), account);
    const settings = (hours: number, updated: number): StudySettings => ({
      examAt: new Date(Date.UTC(2027, 10, 16)),
      hoursPerWeek: hours,
      planFrom: new Date(updated),
      updatedAt: new Date(updated),
    });
    expect(await p.loadStudySettings()).toBeNull();
    account.offline = true;
    await expect((await p.saveStudySettings(settings(4, 2000))).synced).rejects.toThrow('offline');
    expect((await p.loadStudySettings())?.hoursPerWeek).toBe(4);
    account.offline = false;
    expect(await account.loadStudySettings()).toBeNull();
    await p.syncToAccount();
    expect((await account.loadStudySettings())?.hoursPerWeek).toBe(4);
    // Changed on another device later: the account's copy is the newer one.
    await account.saveStudySettings(settings(9, 5000));
    expect((await p.loadStudySettings())?.hoursPerWeek).toBe(9);
  });

  it("writes the account's copy even when the device's storage is full", async () => {
    const account = remote();
    const fullDevice: ProgressService = {
      ...createBrowserProgress('uid'),
      saveAttempt: () => Promise.reject(new DOMException('full', 'QuotaExceededError')),
      saveInProgress: () => Promise.reject(new DOMException('full', 'QuotaExceededError')),
    };
    const p = combineProgress('uid', fullDevice, account);
    const saved = await p.saveAttempt(attempt('on-a-full-device', 4));
    expect(saved.deviceFull).toBe(true);
    expect((await account.listAttempts()).map((a) => a.id)).toEqual(['on-a-full-device']);
    await p.saveExam(exam(5, 1));
    expect((await account.loadInProgress('mock-mini'))?.position).toBe(1);

    // Neither could keep it: the device's error is the one reported.
    account.offline = true;
    await expect(p.saveAttempt(attempt('lost', 5))).rejects.toThrow('full');
    await expect(p.saveExam(exam(6, 2))).rejects.toThrow('full');
  });
});
