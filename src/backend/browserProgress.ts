/**
 * Quiz progress kept in this browser's localStorage: a guest's attempts (in
 * every build), a local-mode user's attempts, and the on-device copy of an
 * exam in progress (so a reload or a dropped connection loses nothing even
 * when the account's copy is remote). No SDK here, so a guest's quiz never
 * loads an adapter.
 *
 * On sign-in a guest's attempts stay in this browser under the guest's key;
 * /quizzes offers to move them into the account (see useGuestAttempts), so
 * nobody's practice lands in someone else's account on a shared device
 * without a click.
 */
import {capMarks} from './marks';
import {
  attemptSchema,
  decodeRecord,
  decodeRecords,
  inProgressSchema,
  markSchema,
  progressOutlineSchema,
  studySettingsSchema,
} from './schemas';
import {GUEST_OWNER, hasSavedExam, PROGRESS_PREFIX as PREFIX} from './savedExam';
import {isQuotaError, trySetItem} from './storageFull';
import type {InProgressAttempt, ProgressService, QuizAttempt, StudyMark, StudySettings} from './types';

export {GUEST_OWNER, hasSavedExam};
/** Older attempts beyond this are dropped, to stay well inside the storage quota. */
export const MAX_STORED_ATTEMPTS = 300;
/**
 * The most one owner's stored history may take, in characters of JSON (a
 * browser's localStorage holds about 5,000,000 per site; a full 100-item
 * board takes about 70,000). Beyond it the oldest attempts are dropped first.
 */
export const MAX_STORED_CHARS = 2_000_000;

/** The device was full even after dropping every older attempt: the newest could not be kept. */
export class StorageFullError extends Error {
  constructor() {
    super("This browser's storage is full.");
    this.name = 'StorageFullError';
  }
}

/**
 * How many of `attempts` (newest first, as stored JSON) fit in `budget`
 * characters besides `fixed` ones: the newest always stays, then as many of
 * the next newest as fit, so the oldest go first.
 */
export function attemptsThatFit(attempts: readonly string[], fixed: number, budget: number): number {
  let used = fixed + 2; // the array's brackets
  let count = 0;
  for (const json of attempts) {
    used += json.length + (count > 0 ? 1 : 0);
    if (count > 0 && used > budget) break;
    count += 1;
  }
  return count;
}

type Stored<T> = {[K in keyof T]: T[K] extends Date ? string : T[K]};

/** What this browser holds for one owner, decoded: records that did not fit are already skipped. */
interface StoredData {
  attempts: QuizAttempt[];
  inProgress: Record<string, InProgressAttempt>;
  marks: StudyMark[];
  study: StudySettings | null;
}

function empty(): StoredData {
  return {attempts: [], inProgress: {}, marks: [], study: null};
}

function storedAttempt(a: QuizAttempt): Stored<QuizAttempt> {
  return {...a, startedAt: a.startedAt.toISOString(), finishedAt: a.finishedAt.toISOString()};
}

function storedInProgress(a: InProgressAttempt): Stored<InProgressAttempt> {
  return {...a, startedAt: a.startedAt.toISOString(), updatedAt: a.updatedAt.toISOString()};
}

/** The progress of `owner` ('guest' or a uid) in `storage`. */
export function createBrowserProgress(owner: string, storage?: Storage): ProgressService {
  const key = `${PREFIX}${owner}`;
  const store = (): Storage => storage ?? window.localStorage;

  /** Keeps what could not be read under another key, for support, and starts afresh. */
  function setAside(raw: string, why: string): StoredData {
    console.warn(`Saved quiz progress in this browser ${why} and has been set aside.`);
    // On a full storage the copy cannot be made: the progress still loads (afresh), it is not kept aside.
    if (!trySetItem(store(), `${key}.unreadable`, raw))
      console.warn('Browser storage is full; the copy was not kept.');
    return empty();
  }

  // Every record is decoded by the shared schemas: a bad one (items: [null],
  // a date that is not a date) is skipped and logged, and dropped on the next write.
  function read(): StoredData {
    const raw = store().getItem(key);
    if (!raw) return empty();
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return setAside(raw, 'was unreadable');
    }
    const outline = progressOutlineSchema.safeParse(parsed);
    if (!outline.success) return setAside(raw, 'did not have the expected shape');
    const attempts: QuizAttempt[] = decodeRecords(attemptSchema, outline.data.attempts, 'quiz attempt');
    const inProgress: Record<string, InProgressAttempt> = {};
    for (const [slot, value] of Object.entries(outline.data.inProgress)) {
      const decoded = decodeRecord(inProgressSchema, value, 'exam in progress');
      if (decoded) inProgress[slot] = decoded;
    }
    const study =
      outline.data.study === undefined || outline.data.study === null
        ? null
        : decodeRecord(studySettingsSchema, outline.data.study, 'study settings');
    const marks: StudyMark[] = decodeRecords(markSchema, outline.data.marks, 'flag or note');
    if (attempts.length < outline.data.attempts.length || marks.length < outline.data.marks.length) {
      trySetItem(store(), `${key}.unreadable`, raw);
    }
    return {attempts, inProgress, marks, study};
  }

  /**
   * Writes `data` (attempts newest first), dropping the oldest attempts while
   * the history is over MAX_STORED_CHARS or the browser refuses it as full,
   * but never the newest `keep`. Resolves to how many were dropped; throws
   * StorageFullError when even those do not fit.
   */
  function write(data: StoredData, keep = 1): {dropped: number} {
    const inProgress = JSON.stringify(
      Object.fromEntries(Object.entries(data.inProgress).map(([k, v]) => [k, storedInProgress(v)])),
    );
    const study = JSON.stringify(
      data.study && {
        ...data.study,
        examAt: data.study.examAt.toISOString(),
        planFrom: data.study.planFrom.toISOString(),
        updatedAt: data.study.updatedAt.toISOString(),
      },
    );
    const marks = JSON.stringify(data.marks.map((m) => ({...m, updatedAt: m.updatedAt.toISOString()})));
    const attempts = data.attempts.map((a) => JSON.stringify(storedAttempt(a)));
    const fixed =
      inProgress.length + marks.length + study.length + '{"attempts":,"inProgress":,"marks":,"study":}'.length;
    const least = Math.min(keep, attempts.length);
    let count =
      attempts.length === 0 ? 0 : Math.max(least, attemptsThatFit(attempts, fixed, MAX_STORED_CHARS));
    for (;;) {
      try {
        store().setItem(
          key,
          `{"attempts":[${attempts.slice(0, count).join(',')}],"inProgress":${inProgress},"marks":${marks},"study":${study}}`,
        );
        return {dropped: attempts.length - count};
      } catch (error) {
        if (!isQuotaError(error)) throw error;
        if (count <= Math.max(1, least)) throw new StorageFullError();
        // The storage is full: drop the oldest (an eighth at a time, so a long history takes few tries), and retry.
        count = Math.max(1, least, count - Math.ceil(count / 8));
      }
    }
  }

  // Promise-returning like the remote adapters; storage errors become rejections.
  const run = <T>(work: () => T): Promise<T> => new Promise((resolve) => resolve(work()));
  const newestFirst = (a: QuizAttempt, b: QuizAttempt): number =>
    b.finishedAt.getTime() - a.finishedAt.getTime();

  return {
    listAttempts: () => run(() => read().attempts.sort(newestFirst)),
    saveAttempt: (attempt) =>
      run(() => {
        const data = read();
        const others = data.attempts.filter((a) => a.id !== attempt.id);
        const attempts = [attempt, ...others].sort(newestFirst).slice(0, MAX_STORED_ATTEMPTS);
        // An older attempt (one moved from a guest, or synced) is never the one dropped to make room for
        // itself: when it does not fit with every newer one, the storage is full for it.
        const position = attempts.findIndex((a) => a.id === attempt.id);
        const {dropped} = write({...data, attempts}, position + 1);
        return {dropped: dropped + Math.max(0, others.length + 1 - MAX_STORED_ATTEMPTS)};
      }),
    loadInProgress: (slot) => run(() => read().inProgress[slot] ?? null),
    saveInProgress: (attempt) =>
      run(() => {
        const data = read();
        write({
          ...data,
          attempts: data.attempts.sort(newestFirst),
          inProgress: {...data.inProgress, [attempt.key]: attempt},
        });
      }),
    clearInProgress: (slot) =>
      run(() => {
        const data = read();
        const {[slot]: _gone, ...rest} = data.inProgress;
        write({...data, attempts: data.attempts.sort(newestFirst), inProgress: rest});
      }),
    listMarks: () => run(() => read().marks),
    saveMarks: (marks) =>
      run(() => {
        const data = read();
        write({...data, attempts: data.attempts.sort(newestFirst), marks: capMarks(marks)});
      }),
    loadStudySettings: () => run(() => read().study),
    saveStudySettings: (settings) =>
      run(() => {
        write({...read(), study: settings});
      }),
  };
}

/** Removes every attempt stored for `owner` (after they were moved into an account). */
export function clearBrowserAttempts(owner: string, storage?: Storage): void {
  const s = storage ?? window.localStorage;
  const raw = s.getItem(`${PREFIX}${owner}`);
  if (!raw) return;
  try {
    const data = JSON.parse(raw) as StoredData;
    // Shorter than what is there, so it fits; if the storage refuses it anyway, the key goes.
    if (!trySetItem(s, `${PREFIX}${owner}`, JSON.stringify({...data, attempts: []})))
      s.removeItem(`${PREFIX}${owner}`);
  } catch {
    s.removeItem(`${PREFIX}${owner}`);
  }
}

/**
 * Takes attempt `id` out of what this browser keeps for `owner` (the value
 * only shrinks, so a full storage allows it), to make room for it elsewhere
 * on the same device. Returns how to put the stored value back exactly as it
 * was: it fits again as long as nothing else was written in between.
 */
export function takeBrowserAttempt(owner: string, id: string, storage?: Storage): () => void {
  const s = storage ?? window.localStorage;
  const key = `${PREFIX}${owner}`;
  const raw = s.getItem(key);
  if (!raw) return () => undefined;
  try {
    const data = JSON.parse(raw) as {attempts?: unknown};
    if (!Array.isArray(data.attempts)) return () => undefined;
    const rest: unknown[] = data.attempts.filter(
      (a: unknown) => !(typeof a === 'object' && a !== null && (a as {id?: unknown}).id === id),
    );
    if (rest.length === data.attempts.length) return () => undefined;
    s.setItem(key, JSON.stringify({...data, attempts: rest}));
  } catch {
    return () => undefined;
  }
  return () => s.setItem(key, raw);
}
