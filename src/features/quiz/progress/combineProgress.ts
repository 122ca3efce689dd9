import {mergeMarks, sameMarks, withMark} from '@site/src/backend/marks';
import {
  droppedToFit,
  type InProgressAttempt,
  type ProgressService,
  type QuizAttempt,
  type StudyMark,
  type StudySettings,
} from '@site/src/backend/types';

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
  /**
   * Resolves once the device has it (`dropped`: older attempts removed from
   * the device to make room), or, when the device is full, once the account
   * has it (`deviceFull`). `synced` settles when the account has it too.
   * Rejects when neither could keep it.
   */
  saveAttempt(attempt: QuizAttempt): Promise<SavedAttempt>;
  loadExam(key: string): Promise<InProgressAttempt | null>;
  saveExam(exam: InProgressAttempt, options?: {readonly deviceOnly?: boolean}): Promise<void>;
  clearExam(key: string): Promise<void>;
  /** The exam date and hours a week: the newer of the device's and the account's copy. */
  loadStudySettings(): Promise<StudySettings | null>;
  /** Resolves once the device has them; `synced` settles when the account has them too. */
  saveStudySettings(settings: StudySettings): Promise<{readonly synced: Promise<void>}>;
  /**
   * Sends the account every attempt this device holds that the account lacks
   * (finished while offline, or while the tab was closed before the write
   * went through), the study settings when the device's are newer, and the
   * flags and notes merged. Resolves to how many attempts were sent; rejects while offline.
   */
  syncToAccount(): Promise<number>;
  /** Flags and notes from both stores, the newer copy of each; cleared ones included. */
  listMarks(): Promise<StudyMark[]>;
  /** Resolves once the device has it; `synced` settles when the account has it too. */
  saveMark(mark: StudyMark): Promise<{readonly synced: Promise<void>}>;
}

interface SavedAttempt {
  readonly synced: Promise<void>;
  /** Older attempts this browser dropped to make room (the oldest first). */
  readonly dropped: number;
  /** This browser could not keep it (storage full); the account has it. */
  readonly deviceFull: boolean;
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
      // Both writes start together: a full device must not cost the account its copy.
      const synced = remote ? remote.saveAttempt(attempt).then(() => undefined) : Promise.resolve();
      try {
        const outcome = await device.saveAttempt(attempt);
        return {synced, dropped: droppedToFit(outcome), deviceFull: false};
      } catch (error) {
        if (!remote) throw error;
        await synced.catch(() => Promise.reject(error)); // neither kept it: the device's error explains
        return {synced, dropped: 0, deviceFull: true};
      }
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
      const account = remote && !options?.deviceOnly ? remote.saveInProgress(exam) : null;
      try {
        await device.saveInProgress(exam);
      } catch (error) {
        // A full device: the account's copy, when there is one, keeps the exam.
        if (!account) throw error;
        await account.catch(() => Promise.reject(error));
        return;
      }
      // Remote errors (offline) are not fatal: the device copy is current.
      account?.catch(() => undefined);
    },
    async clearExam(key) {
      await device.clearInProgress(key);
      if (remote) await remote.clearInProgress(key).catch(() => undefined);
    },
    async loadStudySettings() {
      const [local, online] = await Promise.all([
        device.loadStudySettings(),
        remote ? remote.loadStudySettings().catch(() => null) : Promise.resolve(null),
      ]);
      if (!local) return online;
      if (!online) return local;
      return online.updatedAt.getTime() > local.updatedAt.getTime() ? online : local;
    },
    async saveStudySettings(settings) {
      await device.saveStudySettings(settings);
      return {synced: remote ? remote.saveStudySettings(settings) : Promise.resolve()};
    },
    async syncToAccount() {
      if (!remote) return 0;
      const [mine, theirs] = await Promise.all([device.loadStudySettings(), remote.loadStudySettings()]);
      if (mine && (!theirs || mine.updatedAt.getTime() > theirs.updatedAt.getTime())) {
        await remote.saveStudySettings(mine);
      }
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
