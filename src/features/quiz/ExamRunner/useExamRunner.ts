import {useCallback, useEffect, useReducer, useRef} from 'react';
import type {InProgressAttempt} from '@site/src/backend/types';
import {examReducer, warningThresholdMs, type ExamAction, type ExamState} from '@site/src/domain/quiz';

export interface ExamCallbacks {
  /** Every change: on each answer, flag and move; every few seconds for the clock (deviceOnly). */
  readonly onSave: (snapshot: InProgressAttempt, options: {readonly deviceOnly: boolean}) => void;
  readonly onSubmit: (final: InProgressAttempt, reason: 'submitted' | 'time-up') => void;
}

export interface ExamOptions {
  /**
   * The exam day's clock (the mock boards): the time runs from `startedAt`
   * whether or not the page is open, so the time left is worked out from the
   * wall clock, and an exam whose time ran out while away is submitted as it
   * stood as soon as it is opened.
   */
  readonly wallClock?: boolean;
  /** Called (before the submit) when the exam is opened after its time ran out. */
  readonly onExpiredAway?: () => void;
}

/** The warnings of an exam day, in minutes left (only those shorter than the exam itself are given). */
const WARNING_MINUTES = [30, 10, 1] as const;

/** The warning due with `remainingMs` left of `timeLimitMs`: the last threshold crossed, or null. */
export function warningStage(timeLimitMs: number, remainingMs: number): number | null {
  const due = WARNING_MINUTES.filter((m) => m * 60_000 < timeLimitMs && remainingMs <= m * 60_000);
  return due.length > 0 ? Math.min(...due) : null;
}

/** The time left by the wall clock: the limit less the time since the start (never below zero). */
export function wallRemainingMs(exam: InProgressAttempt, now: number = Date.now()): number | null {
  if (exam.timeLimitMs === null) return null;
  return Math.max(0, exam.timeLimitMs - Math.max(0, now - exam.startedAt.getTime()));
}

const TICK_MS = 1000;
/** How often the clock alone is saved (answers are saved at once). */
const CLOCK_SAVE_MS = 5000;

function snapshotOf(base: InProgressAttempt, state: ExamState): InProgressAttempt {
  return {
    ...base,
    responses: state.responses,
    flagged: state.flagged,
    position: state.position,
    remainingMs: state.remainingMs,
    updatedAt: new Date(),
  };
}

/** Exam mode around the pure reducer: the countdown, the warning, saving and submitting. */
export function useExamRunner(
  initial: InProgressAttempt,
  {onSave, onSubmit}: ExamCallbacks,
  {wallClock = false, onExpiredAway}: ExamOptions = {},
) {
  const [state, dispatch] = useReducer(examReducer, undefined, () => ({
    questionIds: initial.questionIds,
    responses: initial.responses,
    flagged: initial.flagged,
    position: initial.position,
    remainingMs: wallClock ? wallRemainingMs(initial) : initial.remainingMs,
  }));
  const latest = useRef({state, onSave, onSubmit, onExpiredAway});
  useEffect(() => {
    latest.current = {state, onSave, onSubmit, onExpiredAway};
  });
  const save = useCallback(
    (deviceOnly: boolean) => latest.current.onSave(snapshotOf(initial, latest.current.state), {deviceOnly}),
    [initial],
  );

  // Answers, flags and position: saved on every change (the first render is the saved copy already).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    save(false);
  }, [state.responses, state.flagged, state.position, save]);

  const submitted = useRef(false);
  const submit = useCallback(
    (reason: 'submitted' | 'time-up', final: ExamState = latest.current.state) => {
      if (submitted.current) return;
      submitted.current = true;
      latest.current.onSubmit(snapshotOf(initial, final), reason);
    },
    [initial],
  );

  // The clock: ticks while the page is open, saved every few seconds and when the page is
  // hidden; at zero the exam is submitted as it stands.
  const timed = initial.timeLimitMs !== null;
  useEffect(() => {
    if (!timed) return undefined;
    let last = performance.now();
    // Opened after its time ran out (the wall clock ran on while away): submitted as it stood.
    if (wallClock && latest.current.state.remainingMs !== null && latest.current.state.remainingMs <= 0) {
      latest.current.onExpiredAway?.();
      submit('time-up');
      return undefined;
    }
    const timer = window.setInterval(() => {
      const now = performance.now();
      const shown = latest.current.state.remainingMs ?? 0;
      const elapsedMs = wallClock ? Math.max(0, shown - (wallRemainingMs(initial) ?? 0)) : now - last;
      const tick: ExamAction = {type: 'tick', elapsedMs};
      last = now;
      dispatch(tick);
      // Keep the saved copy current even before React renders the tick.
      const after = examReducer(latest.current.state, tick);
      latest.current = {...latest.current, state: after};
      if (after.remainingMs !== null && after.remainingMs <= 0) submit('time-up', after);
    }, TICK_MS);
    const saveClock = window.setInterval(() => save(true), CLOCK_SAVE_MS);
    const onHide = (): void => {
      if (document.visibilityState === 'hidden') save(true);
    };
    const onPageHide = (): void => save(true);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.clearInterval(timer);
      window.clearInterval(saveClock);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [timed, save, submit, wallClock, initial]);

  const warning =
    initial.timeLimitMs !== null &&
    state.remainingMs !== null &&
    state.remainingMs <= warningThresholdMs(initial.timeLimitMs);

  const stage =
    wallClock && initial.timeLimitMs !== null && state.remainingMs !== null
      ? warningStage(initial.timeLimitMs, state.remainingMs)
      : null;

  return {state, dispatch: dispatch as (action: ExamAction) => void, submit, warning, stage};
}
