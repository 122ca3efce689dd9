import {useCallback, useEffect, useSyncExternalStore} from 'react';
import type {QuizAttempt, StudyMark} from '@site/src/backend/types';
import {LIMITS} from '@site/src/lib/limits';
import {markKey} from '@site/src/backend/marks';
import type {QuizProgress} from '../progress/combineProgress';
import {useQuizProgress} from '../progress/useQuizProgress';

/** Whether the last save reached the account ('device': this browser only so far; it syncs later). */
export type MarkSaveState = 'saving' | 'saved' | 'device' | 'failed';

export type StudyMarksState =
  | {readonly kind: 'loading'}
  | {readonly kind: 'error'; readonly retry: () => void}
  | {
      readonly kind: 'ready';
      /** Live marks only (a flag or a note), newest first. */
      readonly marks: readonly StudyMark[];
      readonly signedIn: boolean;
      readonly save: MarkSaveState | null;
    };

interface Shared {
  marks: StudyMark[] | null;
  failed: boolean;
  save: MarkSaveState | null;
  listeners: Set<() => void>;
  loading: Promise<void> | null;
}

/** One copy of an owner's marks for every control on the page, so they agree. */
const shared = new Map<string, Shared>();

function sharedFor(owner: string): Shared {
  let s = shared.get(owner);
  if (!s) {
    s = {marks: null, failed: false, save: null, listeners: new Set(), loading: null};
    shared.set(owner, s);
  }
  return s;
}

function notify(s: Shared): void {
  for (const l of s.listeners) l();
}

function load(s: Shared, progress: QuizProgress): void {
  if (s.loading || s.marks) return;
  s.failed = false;
  s.loading = progress.listMarks().then(
    (marks) => {
      s.marks = marks;
      s.loading = null;
      notify(s);
    },
    () => {
      s.failed = true;
      s.loading = null;
      notify(s);
    },
  );
}

function reload(s: Shared, progress: QuizProgress): void {
  s.failed = false;
  notify(s);
  load(s, progress);
}

/** Shows the mark at once, saves it on this device, then reports the account's copy. */
async function record(s: Shared, progress: QuizProgress, mark: StudyMark): Promise<void> {
  const key = markKey(mark);
  const before = s.marks;
  s.save = 'saving';
  s.marks = [mark, ...(s.marks ?? []).filter((m) => markKey(m) !== key)];
  notify(s);
  let synced: Promise<void>;
  try {
    ({synced} = await progress.saveMark(mark));
  } catch (error) {
    s.marks = before;
    s.save = 'failed';
    notify(s);
    throw error;
  }
  synced.then(
    () => {
      s.save = 'saved';
      notify(s);
    },
    () => {
      // Offline or refused: this browser has it, and the next sync sends it.
      s.save = 'device';
      notify(s);
    },
  );
}

const isLive = (m: StudyMark): boolean => m.flagged || m.note.trim() !== '';

/**
 * The visitor's flags and notes (a guest's in this browser, a signed-in
 * user's in this browser and the account), and a way to change one.
 */
export function useStudyMarks(): {
  state: StudyMarksState;
  /** Saves a mark (flagged false and an empty note clears it); resolves once this browser has it. */
  saveMark: (mark: Omit<StudyMark, 'updatedAt'>) => Promise<void>;
} {
  const progressState = useQuizProgress();
  const progress = progressState.kind === 'ready' ? progressState.progress : null;
  const owner = progress?.owner ?? null;
  const s = owner ? sharedFor(owner) : null;

  const subscribe = useCallback(
    (listener: () => void) => {
      s?.listeners.add(listener);
      return () => s?.listeners.delete(listener);
    },
    [s],
  );
  // A version number: the snapshot must be stable between changes.
  const snapshot = useSyncExternalStore(
    subscribe,
    () =>
      s ? `${s.marks?.length ?? -1}|${s.failed}|${s.save}|${s.marks?.[0]?.updatedAt.getTime() ?? 0}` : '',
    () => '',
  );

  useEffect(() => {
    if (s && progress) load(s, progress);
  }, [s, progress]);

  const retry = useCallback(() => {
    if (s && progress) reload(s, progress);
  }, [s, progress]);

  const saveMark = useCallback(
    async (input: Omit<StudyMark, 'updatedAt'>) => {
      if (!s || !progress) throw new Error('Your flags and notes have not loaded yet.');
      await record(s, progress, {...input, updatedAt: new Date()});
    },
    [s, progress],
  );

  let state: StudyMarksState;
  void snapshot;
  if (progressState.kind === 'error') state = {kind: 'error', retry: progressState.retry};
  else if (!s || progressState.kind !== 'ready') state = {kind: 'loading'};
  else if (s.failed) state = {kind: 'error', retry};
  else if (!s.marks) state = {kind: 'loading'};
  else {
    state = {
      kind: 'ready',
      marks: s.marks.filter(isLive),
      signedIn: progressState.signedIn,
      save: s.save,
    };
  }
  return {state, saveMark};
}

/**
 * Keeps the items flagged during a finished attempt as flags (those not
 * flagged already), one after another so none overwrites another.
 */
export async function keepAttemptFlags(
  progress: QuizProgress,
  attempt: QuizAttempt,
  prompts: ReadonlyMap<string, string>,
): Promise<void> {
  const flagged = attempt.items.filter((i) => i.flagged);
  if (flagged.length === 0) return;
  const s = sharedFor(progress.owner);
  const current = s.marks ?? (await progress.listMarks());
  for (const item of flagged) {
    const existing = current.find((m) => m.target === 'item' && m.ref === item.questionId);
    if (existing?.flagged) continue;
    const mark: StudyMark = {
      target: 'item',
      ref: item.questionId,
      label: (prompts.get(item.questionId) ?? item.questionId).slice(0, LIMITS.marks.labelMax),
      subject: item.subject,
      topic: item.topic,
      flagged: true,
      note: existing?.note ?? '',
      updatedAt: new Date(),
    };
    await progress.saveMark(mark);
    if (s.marks) s.marks = [mark, ...s.marks.filter((m) => markKey(m) !== markKey(mark))];
  }
  notify(s);
}
