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
import type {AttemptItem, InProgressAttempt, ProgressService, QuizAttempt} from './types';

const PREFIX = 'pcs.quizProgress.v1.';
/** The owner key of a visitor who is not signed in. */
export const GUEST_OWNER = 'guest';
/** Older attempts beyond this are dropped, to stay well inside the storage quota. */
export const MAX_STORED_ATTEMPTS = 300;

type Stored<T> = {[K in keyof T]: T[K] extends Date ? string : T[K]};

interface StoredData {
  attempts: Stored<QuizAttempt>[];
  inProgress: Record<string, Stored<InProgressAttempt>>;
}

function empty(): StoredData {
  return {attempts: [], inProgress: {}};
}

const date = (iso: string): Date => new Date(iso);

function toAttempt(s: Stored<QuizAttempt>): QuizAttempt | null {
  if (typeof s?.id !== 'string' || !Array.isArray(s.items)) return null;
  return {
    ...s,
    items: s.items as readonly AttemptItem[],
    startedAt: date(s.startedAt),
    finishedAt: date(s.finishedAt),
  };
}

function toInProgress(s: Stored<InProgressAttempt>): InProgressAttempt | null {
  if (typeof s?.attemptId !== 'string' || !Array.isArray(s.questionIds)) return null;
  return {...s, startedAt: date(s.startedAt), updatedAt: date(s.updatedAt)};
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

  function read(): StoredData {
    const raw = store().getItem(key);
    if (!raw) return empty();
    try {
      const data = JSON.parse(raw) as Partial<StoredData>;
      return {attempts: Array.isArray(data.attempts) ? data.attempts : [], inProgress: data.inProgress ?? {}};
    } catch {
      console.warn('Saved quiz progress in this browser was unreadable and has been set aside.');
      store().setItem(`${key}.unreadable`, raw);
      return empty();
    }
  }

  function write(data: StoredData): void {
    store().setItem(key, JSON.stringify(data));
  }

  // Promise-returning like the remote adapters; storage errors become rejections.
  const run = <T>(work: () => T): Promise<T> => new Promise((resolve) => resolve(work()));

  return {
    listAttempts: () =>
      run(() =>
        read()
          .attempts.map(toAttempt)
          .filter((a): a is QuizAttempt => a !== null)
          .sort((a, b) => b.finishedAt.getTime() - a.finishedAt.getTime()),
      ),
    saveAttempt: (attempt) =>
      run(() => {
        const data = read();
        const others = data.attempts.filter((a) => a.id !== attempt.id);
        const attempts = [storedAttempt(attempt), ...others]
          .sort((a, b) => b.finishedAt.localeCompare(a.finishedAt))
          .slice(0, MAX_STORED_ATTEMPTS);
        write({...data, attempts});
      }),
    loadInProgress: (slot) =>
      run(() => {
        const saved = read().inProgress[slot];
        return saved ? toInProgress(saved) : null;
      }),
    saveInProgress: (attempt) =>
      run(() => {
        const data = read();
        write({...data, inProgress: {...data.inProgress, [attempt.key]: storedInProgress(attempt)}});
      }),
    clearInProgress: (slot) =>
      run(() => {
        const data = read();
        const {[slot]: _gone, ...rest} = data.inProgress;
        write({...data, inProgress: rest});
      }),
  };
}

/** Whether an exam in `slot` was left unfinished in this browser (cheap: no parsing of attempts). */
export function hasSavedExam(owner: string, slot: string, storage?: Storage): boolean {
  try {
    const raw = (storage ?? window.localStorage).getItem(`${PREFIX}${owner}`);
    if (!raw) return false;
    const data = JSON.parse(raw) as Partial<StoredData>;
    return Boolean(data.inProgress?.[slot]);
  } catch {
    return false;
  }
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
