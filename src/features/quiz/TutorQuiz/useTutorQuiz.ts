import {useCallback, useEffect, useRef, useState} from 'react';
import {useBackendLoader} from '@site/src/backend/BackendProvider';
import {finishAttempt} from '@site/src/domain/quiz';
import {loadPremiumQuestions} from '../data/loadQuestions';
import {useQuizProgress, type QuizProgressState} from '../progress/useQuizProgress';
import type {SaveState} from '../Results';
import {saveAttempt} from '../saveAttempt';
import type {TutorOutcome} from '../TutorSession/useTutorSession';
import type {SetupChoice} from './QuizSetup';
import {TUTOR_SLOT} from '../tutorSlot';
import {requested, settleSaved, topicQuiz, type TutorPhase} from './tutorLoad';
import {recordUnfinished, snapshotOf, type TutorProgress, type TutorRun} from './tutorRun';
import {useQuizRequest, type QuizRequest} from './useQuizRequest';

export type {TutorRun} from './tutorRun';
export type {Notice, TutorPhase} from './tutorLoad';

/** What to show for a request before any work for it has finished. */
function initialPhase(progressState: QuizProgressState): TutorPhase {
  return progressState.kind === 'error' ? {kind: 'error', retry: progressState.retry} : {kind: 'loading'};
}

const freshProgress = (): TutorProgress => ({position: 0, responses: {}, flagged: [], startedAt: new Date()});

/**
 * The /docs/quiz flow: setup (or a retake / review / bank named in the
 * address), tutor session, results. The run in progress is saved on every
 * answer (in the exams' progress store, slot TUTOR_SLOT), so a reload resumes
 * it; a run left half-way records its answered items.
 */
export function useTutorQuiz(): {
  request: QuizRequest;
  phase: TutorPhase;
  start: (choice: SetupChoice) => void;
  finish: (outcome: TutorOutcome) => void;
  reset: () => void;
  saveProgress: (done: TutorProgress) => void;
} {
  const request = useQuizRequest();
  const progressState = useQuizProgress();
  const loader = useBackendLoader();
  const progress = progressState.kind === 'ready' ? progressState.progress : null;
  // Phases are stamped with the request they belong to; a new address starts afresh.
  const [stamped, setStamped] = useState<{request: QuizRequest; phase: TutorPhase} | null>(null);
  const [tries, setTries] = useState(0);
  const phase = stamped?.request === request ? stamped.phase : initialPhase(progressState);

  const latestProgress = useRef(progress);
  useEffect(() => {
    latestProgress.current = progress; // runs before the effects below read it
  }, [progress]);

  // The run on screen and how far it got, for saving and for recording it if left.
  const current = useRef<{run: TutorRun; done: TutorProgress} | null>(null);
  useEffect(() => {
    current.current =
      phase.kind === 'running' ? {run: phase.run, done: phase.run.resumeFrom ?? freshProgress()} : null;
  }, [phase]);
  // Leaving the page mid-run (not a reload, which resumes it) records the answered items.
  useEffect(
    () => () => {
      const left = current.current;
      const store = latestProgress.current;
      if (left && store) void recordUnfinished(store, left.run, left.done);
    },
    [],
  );

  const show = useCallback(
    (next: TutorPhase) => {
      const store = latestProgress.current;
      // A new run is saved at once, so a reload before the first answer keeps the same questions.
      if (next.kind === 'running' && next.fresh && store) {
        void store.saveExam(snapshotOf(next.run, freshProgress())).catch(() => undefined);
      }
      setStamped({request, phase: next});
    },
    [request],
  );

  const run = useCallback(
    (work: () => Promise<TutorPhase>, isActive: () => boolean = () => true) => {
      work().then(
        (next) => isActive() && show(next),
        () =>
          isActive() &&
          show({
            kind: 'error',
            retry: () => {
              show({kind: 'loading'});
              setTries((n) => n + 1);
            },
          }),
      );
    },
    [show],
  );

  const start = useCallback(
    (choice: SetupChoice) => {
      show({kind: 'loading'});
      run(() => topicQuiz(choice));
    },
    [show, run],
  );

  // Once the progress is loaded: resume (or record) a saved run, then do what the
  // address asks. It runs once per address: saving answers or the finished attempt
  // changes the progress and must not start the quiz over.
  const progressReady = progress !== null;
  useEffect(() => {
    const history = latestProgress.current;
    if (!progressReady || !history) return undefined;
    let active = true;
    const backend = () => loader.load();
    const premium = () => loader.load().then(loadPremiumQuestions);
    run(
      async () =>
        (await settleSaved(request, history, backend, premium)) ??
        requested(request, history, backend, premium),
      () => active,
    );
    return () => {
      active = false;
    };
  }, [request, progressReady, loader, run, tries]);

  const saveProgress = useCallback((done: TutorProgress) => {
    const now = current.current;
    if (!now) return;
    current.current = {...now, done};
    void latestProgress.current?.saveExam(snapshotOf(now.run, done)).catch(() => undefined);
  }, []);

  const finish = useCallback(
    (outcome: TutorOutcome) => {
      if (phase.kind !== 'running') return;
      current.current = null;
      const finished = finishAttempt({
        id: phase.run.id,
        kind: phase.run.kind,
        subject: phase.run.subject,
        topic: phase.run.topic,
        questions: phase.run.questions,
        responses: outcome.responses,
        flagged: outcome.flagged,
        confidence: outcome.confidence,
        startedAt: outcome.startedAt,
        finishedAt: new Date(),
        durationMs: outcome.durationMs,
      });
      const retrySave = (): void => {
        if (progress) saveAttempt(progress, finished, report, phase.run.questions);
      };
      const results = (save: SaveState, dropped?: number): TutorPhase => ({
        kind: 'results',
        run: phase.run,
        attempt: finished,
        save,
        dropped,
        retrySave: progress ? retrySave : undefined,
      });
      show(results('saving'));
      const report = (save: SaveState, dropped?: number): void =>
        setStamped((s) =>
          s && s.phase.kind === 'results' && s.phase.attempt.id === finished.id
            ? {...s, phase: results(save, dropped)}
            : s,
        );
      if (progress) {
        void progress.clearExam(TUTOR_SLOT).catch(() => undefined);
        saveAttempt(progress, finished, report, phase.run.questions);
      } else report('failed');
    },
    [phase, progress, show],
  );

  const reset = useCallback(() => show({kind: 'setup'}), [show]);
  return {request, phase, start, finish, reset, saveProgress};
}
