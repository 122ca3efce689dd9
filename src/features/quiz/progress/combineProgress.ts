import {mergeMarks, sameMarks, withMark} from '@site/src/backend/marks';
import type {InProgressAttempt, ProgressService, QuizAttempt, StudyMark} from '@site/src/backend/types';

/**
 * One view over two stores: `device` (this browser) and `account` (the
 * signed-in user's, remote in Firebase builds). Everything is written to the
 * device first, so a reload or a dropped connection loses nothing, then to the
 * account. Reads merge both: attempts by id, an exam in progress by the newer
 * copy. For a guest, or in local mode, both are the same browser store.
 */
export interface QuizProgress {
  /** 'guest' or the user's uid. */
  readonly owner: string;
  listAttempts(): Promise<QuizAttempt[]>;
  /** Resolves once the device has it; `synced` settles when the account has it too. */
  saveAttempt(attempt: QuizAttempt): Promise<{readonly synced: Promise<void>}>;
  loadExam(key: string): Promise<InProgressAttempt | null>;
  saveExam(exam: InProgressAttempt, options?: {readonly deviceOnly?: boolean}): Promise<void>;
  clearExam(key: string): Promise<void>;
  /**
   * Sends the account every attempt this device holds that the account lacks
   * (finished while offline, or while the tab was closed before the write
   * went through), and the flags and notes merged. Resolves to how many
   * attempts were sent; rejects while offline.
   */
  syncToAccount(): Promise<number>;
  /** Flags and notes from both stores, the newer copy of each; cleared ones included. */
  listMarks(): Promise<StudyMark[]>;
  /** Resolves once the device has it; `synced` settles when the account has it too. */
  saveMark(mark: StudyMark): Promise<{readonly synced: Promise<void>}>;
}

export function combineProgress(
  owner: string,
  device: ProgressService,
  account: ProgressService | null,
): QuizProgress {
  const remote = account && account !== device ? account : null;

  /** The account's marks merged with `mine`, written back when the account lacked any. */
  async function pushMarks(mine: readonly StudyMark[]): Promise<void> {
    if (!remote) return;
    const online = await remote.listMarks();
    const merged = mergeMarks(online, mine);
    if (!sameMarks(merged, online)) await remote.saveMarks(merged);
  }

  return {
    owner,
    async listAttempts() {
      const [local, online] = await Promise.all([
        device.listAttempts(),
        remote ? remote.listAttempts() : Promise.resolve([]),
      ]);
      const byId = new Map<string, QuizAttempt>();
      for (const a of [...local, ...online]) byId.set(a.id, a);
      return [...byId.values()].sort((a, b) => b.finishedAt.getTime() - a.finishedAt.getTime());
    },
    async saveAttempt(attempt) {
      await device.saveAttempt(attempt);
      return {synced: remote ? remote.saveAttempt(attempt) : Promise.resolve()};
    },
    async loadExam(key) {
      const [local, online] = await Promise.all([
        device.loadInProgress(key),
        remote ? remote.loadInProgress(key).catch(() => null) : Promise.resolve(null),
      ]);
      if (!local) return online;
      if (!online) return local;
      return online.updatedAt.getTime() > local.updatedAt.getTime() ? online : local;
    },
    async saveExam(exam, options) {
      await device.saveInProgress(exam);
      if (remote && !options?.deviceOnly) {
        // Remote errors (offline) are not fatal: the device copy is current.
        remote.saveInProgress(exam).catch(() => undefined);
      }
    },
    async clearExam(key) {
      await device.clearInProgress(key);
      if (remote) await remote.clearInProgress(key).catch(() => undefined);
    },
    async syncToAccount() {
      if (!remote) return 0;
      const [local, online] = await Promise.all([device.listAttempts(), remote.listAttempts()]);
      const known = new Set(online.map((a) => a.id));
      const missing = local.filter((a) => !known.has(a.id));
      for (const a of missing) await remote.saveAttempt(a);
      await pushMarks(await device.listMarks());
      return missing.length;
    },
    async listMarks() {
      const [local, online] = await Promise.all([
        device.listMarks(),
        // Offline: this device's marks are the ones to show.
        remote ? remote.listMarks().catch(() => []) : Promise.resolve([]),
      ]);
      const merged = mergeMarks(local, online);
      // Keep the account's marks on this device too, so they show offline.
      if (!sameMarks(merged, local)) await device.saveMarks(merged);
      return merged;
    },
    async saveMark(mark) {
      const mine = withMark(await device.listMarks(), mark);
      await device.saveMarks(mine);
      return {synced: pushMarks(mine)};
    },
  };
}
