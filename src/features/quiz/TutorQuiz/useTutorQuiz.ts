import {useCallback, useEffect, useRef, useState} from 'react';
import {useBackendLoader} from '@site/src/backend/BackendProvider';
import {
  isBackendError,
  type AttemptKind,
  type Backend,
  type QuizAttempt,
  type InProgressAttempt,
} from '@site/src/backend/types';
import type {Question} from '@site/src/domain/quiz';
import {groupBoards} from '../MockBoard/boardRecords';
import {finishAttempt, missedQuestionIds, pickTopicQuiz, randomId} from '../engine';
import {loadReadinessItems} from '../readiness/itemIndex';
import {cramItems, examAtOf, reviewState, todayFor} from '../study';
import {loadFreeQuestions, loadPremiumQuestions, loadQuestionsByIds} from '../data/loadQuestions';
import type {QuizProgress} from '../progress/combineProgress';
import {useQuizProgress, type QuizProgressState} from '../progress/useQuizProgress';
import type {SaveState} from '../Results';
import {saveAttempt} from '../saveAttempt';
import type {TutorOutcome} from '../TutorSession/useTutorSession';
import type {SetupChoice} from './QuizSetup';
import {TUTOR_SLOT} from '../tutorSlot';
import {
  recordUnfinished,
  requestQuery,
  resumes,
  runFromSnapshot,
  runScope,
  snapshotOf,
  type TutorProgress,
  type TutorRun,
} from './tutorRun';
import {parseQuizRequest, useQuizRequest, type QuizRequest} from './useQuizRequest';

export type {TutorRun} from './tutorRun';

/** The most due questions one review session takes. */
export const REVIEW_SESSION_SIZE = 20;

export type Notice = 'nothing-flagged' | 'nothing-due' | 'attempt-missing' | 'no-questions' | 'bank-premium' | 'bank-missing';

export type TutorPhase =
  | {readonly kind: 'setup'; readonly notice?: Notice}
  | {readonly kind: 'loading'}
  | {readonly kind: 'error'; readonly retry: () => void}
  /** `fresh`: just started (focus goes to its first question), not resumed. */
  | {readonly kind: 'running'; readonly run: TutorRun; readonly fresh: boolean}
  | {
      readonly kind: 'results';
      readonly run: TutorRun;
      readonly attempt: QuizAttempt;
      readonly save: SaveState;
      readonly dropped?: number;
      /** Saves the attempt again (after it could not be saved). */
      readonly retrySave?: () => void;
    };

/** A new run of `questions`, for `request`. */
function newRun(kind: AttemptKind, questions: readonly Question[], request: QuizRequest): TutorRun {
  const id = randomId();
  const origin = requestQuery(request);
  return {id, seed: id, kind, ...runScope(origin, questions), questions, origin};
}

const started = (run: TutorRun): TutorPhase => ({kind: 'running', run, fresh: true});

/** A topic quiz for a setup choice. */
async function topicQuiz(choice: SetupChoice): Promise<TutorPhase> {
  const all = await loadFreeQuestions([choice.subject], choice.topic);
  const seed = randomId();
  const questions = pickTopicQuiz(all, {...choice, count: choice.count || all.length, seed});
  if (questions.length === 0) return {kind: 'setup', notice: 'no-questions'};
  return started({...newRun('quiz', questions, {kind: 'setup', choice, start: true}), id: seed, seed});
}

/** An online bank's questions; a bank the user may not open becomes a notice. */
async function onlineBankQuestions(backend: Backend, bankId: string): Promise<Question[] | Notice> {
  let stored;
  try {
    stored = await backend.quizzes.get(bankId);
  } catch (error) {
    if (isBackendError(error, 'quizAccess') && error.code !== 'unavailable') {
      return error.code === 'premium-required' ? 'bank-premium' : 'bank-missing';
    }
    throw error;
  }
  const {bankSchema} = await import('@site/src/domain/quiz');
  return bankSchema.parse(stored).questions;
}

/** A retake of an attempt's mistakes, or a review of the questions due. */
async function fromHistory(
  request: Extract<QuizRequest, {kind: 'retake' | 'review' | 'flagged' | 'ids'}>,
  progress: QuizProgress,
  premium: () => Promise<Question[]>,
): Promise<TutorPhase> {
  let ids: string[];
  if (request.kind === 'ids') {
    ids = [...request.ids];
  } else if (request.kind === 'flagged') {
    const marks = await progress.listMarks();
    ids = marks.filter((m) => m.target === 'item' && m.flagged).map((m) => m.ref);
    if (ids.length === 0) return {kind: 'setup', notice: 'nothing-flagged'};
  } else if (request.kind === 'retake') {
    const attempts = await progress.listAttempts();
    const source =
      attempts.find((a) => a.id === request.attemptId) ??
      groupBoards(attempts).find((a) => a.id === request.attemptId);
    if (!source) return {kind: 'setup', notice: 'attempt-missing'};
    ids = missedQuestionIds(source.items);
  } else {
    const attempts = await progress.listAttempts();
    const settings = await progress.loadStudySettings();
    const now = Date.now();
    if (request.mode === 'today') {
      ids = [...todayFor(attempts, await loadReadinessItems(), settings, now).ids];
    } else {
      const state = reviewState(attempts, now, examAtOf(settings));
      ids =
        request.mode === 'cram'
          ? cramItems(state, REVIEW_SESSION_SIZE)
          : state.due.slice(0, REVIEW_SESSION_SIZE).map((c) => c.itemId);
    }
    if (ids.length === 0) return {kind: 'setup', notice: 'nothing-due'};
  }
  const questions = await loadQuestionsByIds(ids, premium);
  if (questions.length === 0) return {kind: 'setup', notice: 'no-questions'};
  // Today's queue mixes new items in: a practice quiz, not a review; a cram session moves no schedule.
  const kind =
    request.kind === 'retake'
      ? 'retake'
      : request.kind !== 'review' || request.mode === 'today'
        ? 'quiz'
        : request.mode === 'cram'
          ? 'cram'
          : 'review';
  return started(newRun(kind, questions, request));
}

/** What the address asks for, once any saved run has been resumed or recorded. */
async function requested(
  request: QuizRequest,
  progress: QuizProgress,
  backend: () => Promise<Backend>,
  premium: () => Promise<Question[]>,
): Promise<TutorPhase> {
  switch (request.kind) {
    case 'setup':
      return request.start ? topicQuiz(request.choice) : {kind: 'setup'};
    case 'bank': {
      const questions = await onlineBankQuestions(await backend(), request.bankId);
      return typeof questions === 'string'
        ? {kind: 'setup', notice: questions}
        : started(newRun('quiz', questions, request));
    }
    default:
      return fromHistory(request, progress, premium);
  }
}

/** The questions of a saved run, in its order; null when some are gone. */
async function savedQuestions(
  saved: InProgressAttempt,
  backend: () => Promise<Backend>,
  premium: () => Promise<Question[]>,
): Promise<Question[] | null> {
  const origin = parseQuizRequest(saved.origin ?? '');
  let questions: Question[];
  if (origin.kind === 'bank') {
    const bank = await onlineBankQuestions(await backend(), origin.bankId);
    const byId = new Map((typeof bank === 'string' ? [] : bank).map((q) => [q.id, q]));
    questions = saved.questionIds.map((id) => byId.get(id)).filter((q): q is Question => q !== undefined);
  } else {
    questions = await loadQuestionsByIds(saved.questionIds, premium);
  }
  return questions.length === saved.questionIds.length ? questions : null;
}

/**
 * A tutor run saved in this browser or account: resumed when the address asks
 * for it (or for nothing in particular); otherwise it was left, so its answered
 * items are recorded and the slot cleared. Returns the resumed phase, or null.
 */
async function settleSaved(
  request: QuizRequest,
  progress: QuizProgress,
  backend: () => Promise<Backend>,
  premium: () => Promise<Question[]>,
): Promise<TutorPhase | null> {
  const saved = await progress.loadExam(TUTOR_SLOT).catch(() => null);
  if (!saved) return null;
  const questions = await savedQuestions(saved, backend, premium).catch(() => null);
  const run = questions ? runFromSnapshot(saved, questions) : null;
  if (run && resumes(request, saved)) return {kind: 'running', run, fresh: false};
  if (run?.resumeFrom) await recordUnfinished(progress, run, run.resumeFrom);
  else await progress.clearExam(TUTOR_SLOT).catch(() => undefined);
  return null;
}

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
