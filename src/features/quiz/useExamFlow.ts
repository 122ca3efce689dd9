import {useCallback, useEffect, useRef, useState} from 'react';
import {useBackendLoader} from '@site/src/backend/BackendProvider';
import type {AttemptKind, InProgressAttempt, QuizAttempt} from '@site/src/backend/types';
import {choiceOrderFor, finishAttempt, type Question, randomId} from '@site/src/domain/quiz';
import {loadPremiumQuestions, loadQuestionsByIds} from './data/loadQuestions';
import {useQuizProgress} from './progress/useQuizProgress';
import type {SaveState} from './Results';
import {saveAttempt} from './saveAttempt';

export interface ExamPlan {
  readonly questions: readonly Question[];
  /** null: untimed. */
  readonly timeLimitMs: number | null;
  /** The attempt's id, when the caller must know it (a full board's sittings); random otherwise. */
  readonly attemptId?: string;
}

export type ExamPhase =
  | {readonly kind: 'checking'}
  | {readonly kind: 'idle'}
  | {readonly kind: 'loading'}
  /** `stale`: a saved exam whose questions are gone; it can be discarded. `refused`: premium content refused. */
  | {readonly kind: 'error'; readonly stale: boolean; readonly refused: boolean}
  | {
      readonly kind: 'running';
      readonly exam: InProgressAttempt;
      readonly questions: readonly Question[];
      /** Just started by the candidate (not resumed): focus goes to the first question. */
      readonly fresh: boolean;
    }
  | {
      readonly kind: 'results';
      readonly attempt: QuizAttempt;
      readonly questions: readonly Question[];
      readonly orders: Readonly<Record<string, readonly string[]>>;
      readonly save: SaveState;
      readonly dropped?: number;
      /** Saves the attempt again (after it could not be saved). */
      readonly retrySave?: () => void;
      /** Why it ended: the candidate submitted, or the time ran out. */
      readonly reason: SubmitReason;
    };

export type SubmitReason = 'submitted' | 'time-up';

/** An exam to begin as soon as the check finds none to resume (the candidate already tapped to start it). */
export interface StartAtOnce {
  readonly key: string;
  readonly kind: AttemptKind;
  readonly plan: () => Promise<ExamPlan>;
}

type Step =
  | {readonly type: 'check'}
  | {readonly type: 'resume'; readonly exam: InProgressAttempt}
  | {
      readonly type: 'begin';
      readonly key: string;
      readonly kind: AttemptKind;
      readonly plan: () => Promise<ExamPlan>;
    };

const failed = (stale = false, refused = false): ExamPhase => ({kind: 'error', stale, refused});

/**
 * An exam (diagnostic or mock board) from start to result: resumes one left
 * unfinished in any of `slots`, starts a new one from a plan, saves it on every
 * change, and on submit records the attempt and clears the saved copy.
 */
export function useExamFlow(slots: readonly string[], startAtOnce: StartAtOnce | null = null) {
  // Consumed by the first check that finds nothing to resume.
  const pendingStart = useRef(startAtOnce);
  const progressState = useQuizProgress();
  const progress = progressState.kind === 'ready' ? progressState.progress : null;
  const loader = useBackendLoader();
  const [phase, setPhase] = useState<ExamPhase>({kind: 'checking'});
  const phaseRef = useRef<ExamPhase>(phase);
  // The latest `begin` (defined below), for the check that starts an exam at once.
  const beginRef = useRef<(key: string, kind: AttemptKind, plan: () => Promise<ExamPlan>) => void>(
    () => undefined,
  );
  useEffect(() => {
    phaseRef.current = phase;
  }, [phase]);
  // What failed last, so Retry can run it again.
  const lastStep = useRef<Step>({type: 'check'});
  const [checks, setChecks] = useState(0);

  const resume = useCallback(
    (exam: InProgressAttempt) => {
      lastStep.current = {type: 'resume', exam};
      const premium = () => loader.load().then(loadPremiumQuestions);
      loadQuestionsByIds(exam.questionIds, premium).then(
        (questions) =>
          setPhase(
            questions.length === exam.questionIds.length
              ? {kind: 'running', exam, questions, fresh: false}
              : failed(true),
          ),
        () => setPhase(failed()),
      );
    },
    [loader],
  );

  // Once progress is readable: resume the newest unfinished exam, if any.
  useEffect(() => {
    if (!progress) return undefined;
    let active = true;
    Promise.all([Promise.all(slots.map((slot) => progress.loadExam(slot))), progress.listAttempts()]).then(
      ([saved, attempts]) => {
        if (!active) return;
        // A saved copy of an exam already in the history (its clearing raced a last save, or the tab
        // closed between the two) is stale: clear it rather than sit, time out or submit it again.
        const finished = new Set(attempts.map((a) => a.id));
        for (const e of saved) {
          if (e && finished.has(e.attemptId)) void progress.clearExam(e.key).catch(() => undefined);
        }
        const newest = saved
          .filter((e): e is InProgressAttempt => e !== null && !finished.has(e.attemptId))
          .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];
        // Progress read again (the account's copy arrived, the account changed) must not undo an
        // exam under way or a result on screen: after a submit the page showed its intro again (issue 30).
        if (!['checking', 'idle', 'error'].includes(phaseRef.current.kind)) return;
        const start = pendingStart.current;
        pendingStart.current = null;
        if (newest) resume(newest);
        else if (start) beginRef.current(start.key, start.kind, start.plan);
        else setPhase({kind: 'idle'});
      },
      () => {
        lastStep.current = {type: 'check'};
        if (active && phaseRef.current.kind !== 'results') setPhase(failed());
      },
    );
    return () => {
      active = false;
    };
  }, [progress, slots, resume, checks]);

  const begin = useCallback(
    (key: string, kind: AttemptKind, plan: () => Promise<ExamPlan>) => {
      if (!progress) return;
      lastStep.current = {type: 'begin', key, kind, plan};
      setPhase({kind: 'loading'});
      plan().then(
        ({questions, timeLimitMs, attemptId}) => {
          const id = attemptId ?? randomId();
          const exam: InProgressAttempt = {
            key,
            attemptId: id,
            kind,
            seed: id,
            questionIds: questions.map((q) => q.id),
            choiceOrder: Object.fromEntries(questions.map((q) => [q.id, choiceOrderFor(q, id)])),
            responses: {},
            flagged: [],
            position: 0,
            startedAt: new Date(),
            timeLimitMs,
            remainingMs: timeLimitMs,
            updatedAt: new Date(),
          };
          void progress.saveExam(exam).catch(() => undefined);
          setPhase({kind: 'running', exam, questions, fresh: true});
        },
        (error: unknown) =>
          setPhase(failed(false, (error as {code?: unknown} | null)?.code === 'premium-required')),
      );
    },
    [progress],
  );

  useEffect(() => {
    beginRef.current = begin;
  }, [begin]);

  const retry = useCallback(() => {
    const step = lastStep.current;
    setPhase({kind: 'loading'});
    if (step.type === 'resume') resume(step.exam);
    else if (step.type === 'begin') begin(step.key, step.kind, step.plan);
    else setChecks((n) => n + 1);
  }, [resume, begin]);

  const discard = useCallback(() => {
    const step = lastStep.current;
    if (step.type === 'resume' && progress) void progress.clearExam(step.exam.key).catch(() => undefined);
    setPhase({kind: 'idle'});
  }, [progress]);

  const save = useCallback(
    (exam: InProgressAttempt, options: {readonly deviceOnly: boolean}) => {
      void progress?.saveExam(exam, options).catch(() => undefined);
    },
    [progress],
  );

  const submit = useCallback(
    (exam: InProgressAttempt, reason: SubmitReason = 'submitted') => {
      if (phase.kind !== 'running' || !progress) return;
      const finishedAt = new Date();
      const durationMs =
        exam.timeLimitMs !== null && exam.remainingMs !== null
          ? exam.timeLimitMs - exam.remainingMs
          : finishedAt.getTime() - exam.startedAt.getTime();
      const attempt = finishAttempt({
        id: exam.attemptId,
        kind: exam.kind,
        subject: null,
        topic: null,
        questions: phase.questions,
        responses: exam.responses,
        flagged: exam.flagged,
        startedAt: exam.startedAt,
        finishedAt,
        durationMs,
      });
      const store = progress;
      const storeAttempt = (): void =>
        saveAttempt(
          store,
          attempt,
          (s, dropped) =>
            setPhase((p) => (p.kind === 'results' && p.attempt.id === attempt.id ? results(s, dropped) : p)),
          phase.questions,
        );
      const results = (saveState: SaveState, dropped?: number): ExamPhase => ({
        kind: 'results',
        attempt,
        questions: phase.questions,
        orders: exam.choiceOrder,
        save: saveState,
        dropped,
        retrySave: storeAttempt,
        reason,
      });
      setPhase(results('saving'));
      void progress.clearExam(exam.key).catch(() => undefined);
      storeAttempt();
    },
    [phase, progress],
  );

  const reset = useCallback(() => setPhase({kind: 'idle'}), []);
  const shown: ExamPhase = progressState.kind === 'error' ? failed() : phase;
  const retryAll = progressState.kind === 'error' ? progressState.retry : retry;
  return {phase: shown, progress, begin, save, submit, reset, retry: retryAll, discard};
}
