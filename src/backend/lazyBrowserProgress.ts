/**
 * This browser's quiz progress (browserProgress) behind a light front: the
 * store and its decoder (zod, about 94 KB gzip) are downloaded with the first
 * call that has something to read or to write. An owner with nothing stored
 * reads as empty without them, so a first visit to /quizzes, a quiz or a docs
 * page with a quiz loads no decoder at all (issue 30).
 */
import {PROGRESS_PREFIX} from './savedExam';
import type {ProgressService} from './types';

const load = () => import('./browserProgress');

/** Whether `owner` has no progress in this browser (false when storage cannot be read: the store decides). */
function nothingStored(owner: string, storage?: Storage): boolean {
  try {
    return (storage ?? window.localStorage).getItem(`${PROGRESS_PREFIX}${owner}`) === null;
  } catch {
    return false;
  }
}

/** `createBrowserProgress(owner, storage)`, loaded on first need. */
export function lazyBrowserProgress(owner: string, storage?: Storage): ProgressService {
  let store: Promise<ProgressService> | undefined;
  const real = (): Promise<ProgressService> =>
    (store ??= load().then(({createBrowserProgress}) => createBrowserProgress(owner, storage)));
  // Once anything was asked of the store, every call goes through it, in order (a read after a write
  // that is still loading waits for it).
  const empty = (): boolean => store === undefined && nothingStored(owner, storage);
  return {
    listAttempts: async () => (empty() ? [] : (await real()).listAttempts()),
    loadInProgress: async (key) => (empty() ? null : (await real()).loadInProgress(key)),
    loadStudySettings: async () => (empty() ? null : (await real()).loadStudySettings()),
    saveAttempt: async (attempt) => (await real()).saveAttempt(attempt),
    saveInProgress: async (attempt) => (await real()).saveInProgress(attempt),
    clearInProgress: async (key) => (empty() ? undefined : (await real()).clearInProgress(key)),
    saveStudySettings: async (settings) => (await real()).saveStudySettings(settings),
    listMarks: async () => (empty() ? [] : (await real()).listMarks()),
    saveMarks: async (marks) => (await real()).saveMarks(marks),
  };
}

/** `clearBrowserAttempts(owner, storage)`, loaded on first need. */
export async function clearBrowserAttemptsLater(owner: string, storage?: Storage): Promise<void> {
  if (nothingStored(owner, storage)) return;
  (await load()).clearBrowserAttempts(owner, storage);
}

/** `takeBrowserAttempt(owner, id, storage)`, loaded on first need: resolves to the put-back. */
export async function takeBrowserAttemptLater(owner: string, id: string, storage?: Storage): Promise<() => void> {
  return (await load()).takeBrowserAttempt(owner, id, storage);
}

/** Whether `error` is browserProgress's StorageFullError, without loading the store to ask. */
export function isStorageFull(error: unknown): boolean {
  return error instanceof Error && error.name === 'StorageFullError';
}
