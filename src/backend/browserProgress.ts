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
} from './schemas';
import {GUEST_OWNER, hasSavedExam, PROGRESS_PREFIX as PREFIX} from './savedExam';
import type {InProgressAttempt, ProgressService, QuizAttempt, StudyMark} from './types';

export {GUEST_OWNER, hasSavedExam};
/** Older attempts beyond this are dropped, to stay well inside the storage quota. */
export const MAX_STORED_ATTEMPTS = 300;

type Stored<T> = {[K in keyof T]: T[K] extends Date ? string : T[K]};

/** What this browser holds for one owner, decoded: records that did not fit are already skipped. */
interface StoredData {
  attempts: QuizAttempt[];
  inProgress: Record<string, InProgressAttempt>;
  marks: StudyMark[];
}

function empty(): StoredData {
  return {attempts: [], inProgress: {}, marks: []};
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
    store().setItem(`${key}.unreadable`, raw);
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
    const marks: StudyMark[] = decodeRecords(markSchema, outline.data.marks, 'flag or note');
    if (attempts.length < outline.data.attempts.length || marks.length < outline.data.marks.length) {
      store().setItem(`${key}.unreadable`, raw);
    }
    return {attempts, inProgress, marks};
  }

  function write(data: StoredData): void {
    const stored = {
      attempts: data.attempts.map(storedAttempt),
      inProgress: Object.fromEntries(
        Object.entries(data.inProgress).map(([k, v]) => [k, storedInProgress(v)]),
      ),
      marks: data.marks.map((m) => ({...m, updatedAt: m.updatedAt.toISOString()})),
    };
    store().setItem(key, JSON.stringify(stored));
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
        write({...data, attempts});
      }),
    loadInProgress: (slot) => run(() => read().inProgress[slot] ?? null),
    saveInProgress: (attempt) =>
      run(() => {
        const data = read();
        write({...data, inProgress: {...data.inProgress, [attempt.key]: attempt}});
      }),
    clearInProgress: (slot) =>
      run(() => {
        const data = read();
        const {[slot]: _gone, ...rest} = data.inProgress;
        write({...data, inProgress: rest});
      }),
    listMarks: () => run(() => read().marks),
    saveMarks: (marks) =>
      run(() => {
        const data = read();
        write({...data, marks: capMarks(marks)});
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
    s.setItem(`${PREFIX}${owner}`, JSON.stringify({...data, attempts: []}));
  } catch {
    s.removeItem(`${PREFIX}${owner}`);
  }
}
