import {useCallback, useEffect, useRef, useState} from 'react';
import {useBackendLoader} from '@site/src/backend/BackendProvider';
import {
  QuizAccessError,
  type AttemptKind,
  type Backend,
  type QuizAttempt,
  type QuizSubject,
} from '@site/src/backend/types';
import type {Question} from '../schema';
import {dueCards, finishAttempt, missedQuestionIds, pickTopicQuiz, randomId, reviewSchedule} from '../engine';
import {loadFreeQuestions, loadPremiumQuestions, loadQuestionsByIds} from '../data/loadQuestions';
import type {QuizProgress} from '../progress/combineProgress';
import {useQuizProgress, type QuizProgressState} from '../progress/useQuizProgress';
import type {SaveState} from '../Results';
import {saveAttempt} from '../saveAttempt';
import type {TutorOutcome} from '../TutorSession/useTutorSession';
import type {SetupChoice} from './QuizSetup';
import {useQuizRequest, type QuizRequest} from './useQuizRequest';

/** The most due questions one review session takes. */
export const REVIEW_SESSION_SIZE = 20;

export interface TutorRun {
  readonly id: string;
  readonly seed: string;
  readonly kind: AttemptKind;
  readonly subject: QuizSubject | null;
  readonly topic: string | null;
  readonly questions: readonly Question[];
}

export type Notice = 'nothing-due' | 'attempt-missing' | 'no-questions' | 'bank-premium' | 'bank-missing';

export type TutorPhase =
  | {readonly kind: 'setup'; readonly notice?: Notice}
  | {readonly kind: 'loading'}
  | {readonly kind: 'error'; readonly retry: () => void}
  | {readonly kind: 'running'; readonly run: TutorRun}
  | {
      readonly kind: 'results';
      readonly run: TutorRun;
      readonly attempt: QuizAttempt;
      readonly save: SaveState;
    };

function newRun(
  kind: AttemptKind,
  questions: readonly Question[],
  subject: QuizSubject | null,
  topic: string | null,
): TutorRun {
  const id = randomId();
  return {id, seed: id, kind, subject, topic, questions};
}

/** A topic quiz for a setup choice. */
async function topicQuiz(choice: SetupChoice): Promise<TutorPhase> {
  const all = await loadFreeQuestions([choice.subject], choice.topic);
  const run = newRun('quiz', [], choice.subject, choice.topic);
  const questions = pickTopicQuiz(all, {...choice, count: choice.count || all.length, seed: run.seed});
  return questions.length === 0
    ? {kind: 'setup', notice: 'no-questions'}
    : {kind: 'running', run: {...run, questions}};
}

/** Every question of an online bank, in its order; a bank the user may not open becomes a notice. */
async function onlineBankQuiz(backend: Backend, bankId: string): Promise<TutorPhase> {
  let stored;
  try {
    stored = await backend.quizzes.get(bankId);
  } catch (error) {
    if (error instanceof QuizAccessError && error.code !== 'unavailable') {
      return {kind: 'setup', notice: error.code === 'premium-required' ? 'bank-premium' : 'bank-missing'};
    }
    throw error;
  }
  const {bankSchema} = await import('../schema');
  const {questions} = bankSchema.parse(stored);
  const subjects = new Set(questions.map((q) => q.subject));
  const subject = subjects.size === 1 ? (questions[0]?.subject ?? null) : null;
  return {kind: 'running', run: newRun('quiz', questions, subject, null)};
}

/** A retake of an attempt's mistakes, or a review of the questions due. */
async function fromHistory(
  request: Extract<QuizRequest, {kind: 'retake' | 'review'}>,
  progress: QuizProgress,
  premium: () => Promise<Question[]>,
): Promise<TutorPhase> {
  const attempts = await progress.listAttempts();
  let ids: string[];
  if (request.kind === 'retake') {
    const source = attempts.find((a) => a.id === request.attemptId);
    if (!source) return {kind: 'setup', notice: 'attempt-missing'};
    ids = missedQuestionIds(source.items);
  } else {
    ids = dueCards(reviewSchedule(attempts), new Date())
      .slice(0, REVIEW_SESSION_SIZE)
      .map((c) => c.questionId);
    if (ids.length === 0) return {kind: 'setup', notice: 'nothing-due'};
  }
  const questions = await loadQuestionsByIds(ids, premium);
  if (questions.length === 0) return {kind: 'setup', notice: 'no-questions'};
  const subjects = new Set(questions.map((q) => q.subject));
  const subject = subjects.size === 1 ? (questions[0]?.subject ?? null) : null;
  return {kind: 'running', run: newRun(request.kind, questions, subject, null)};
}

/** What to show for a request before any work for it has finished. */
function initialPhase(request: QuizRequest, progressState: QuizProgressState): TutorPhase {
  if (request.kind === 'setup') return request.start ? {kind: 'loading'} : {kind: 'setup'};
  if (request.kind === 'bank') return {kind: 'loading'};
  return progressState.kind === 'error' ? {kind: 'error', retry: progressState.retry} : {kind: 'loading'};
}

/** The /docs/quiz flow: setup (or a retake / review named in the address), tutor session, results. */
export function useTutorQuiz(): {
  request: QuizRequest;
  phase: TutorPhase;
  start: (choice: SetupChoice) => void;
  finish: (outcome: TutorOutcome) => void;
  reset: () => void;
} {
  const request = useQuizRequest();
  const progressState = useQuizProgress();
  const loader = useBackendLoader();
  const progress = progressState.kind === 'ready' ? progressState.progress : null;
  // Phases are stamped with the request they belong to; a new address starts afresh.
  const [stamped, setStamped] = useState<{request: QuizRequest; phase: TutorPhase} | null>(null);
  const [tries, setTries] = useState(0);
  const phase = stamped?.request === request ? stamped.phase : initialPhase(request, progressState);
  const show = useCallback((next: TutorPhase) => setStamped({request, phase: next}), [request]);

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

  // A topic quiz the address starts at once needs no progress: it starts once,
  // not again (with a new shuffle) when the user's progress finishes loading.
  useEffect(() => {
    if (request.kind !== 'setup' || !request.start) return undefined;
    let active = true;
    run(
      () => topicQuiz(request.choice),
      () => active,
    );
    return () => {
      active = false;
    };
  }, [request, run, tries]);

  // A retake or a review is built from the attempt history, so it waits until
  // the progress is loaded, then starts once: saving the finished attempt
  // changes the progress and must not start the quiz over.
  const latestProgress = useRef(progress);
  useEffect(() => {
    latestProgress.current = progress; // runs before the effect below reads it
  }, [progress]);
  const progressReady = progress !== null;
  useEffect(() => {
    const history = latestProgress.current;
    if (request.kind === 'setup' || request.kind === 'bank' || !progressReady || !history) return undefined;
    let active = true;
    run(
      () => fromHistory(request, history, () => loader.load().then(loadPremiumQuestions)),
      () => active,
    );
    return () => {
      active = false;
    };
  }, [request, progressReady, loader, run, tries]);

  // An online bank needs the backend but not the progress: it starts once, not again when progress arrives.
  useEffect(() => {
    if (request.kind !== 'bank') return undefined;
    let active = true;
    run(
      () => loader.load().then((backend) => onlineBankQuiz(backend, request.bankId)),
      () => active,
    );
    return () => {
      active = false;
    };
  }, [request, loader, run, tries]);

  const finish = useCallback(
    (outcome: TutorOutcome) => {
      if (phase.kind !== 'running') return;
      const finished = finishAttempt({
        id: phase.run.id,
        kind: phase.run.kind,
        subject: phase.run.subject,
        topic: phase.run.topic,
        questions: phase.run.questions,
        responses: outcome.responses,
        flagged: outcome.flagged,
        startedAt: outcome.startedAt,
        finishedAt: new Date(),
        durationMs: outcome.durationMs,
      });
      const results = (save: SaveState): TutorPhase => ({
        kind: 'results',
        run: phase.run,
        attempt: finished,
        save,
      });
      show(results('saving'));
      const report = (save: SaveState): void =>
        setStamped((s) =>
          s && s.phase.kind === 'results' && s.phase.attempt.id === finished.id
            ? {...s, phase: results(save)}
            : s,
        );
      if (progress) saveAttempt(progress, finished, report);
      else report('failed');
    },
    [phase, progress, show],
  );

  const reset = useCallback(() => show({kind: 'setup'}), [show]);
  return {request, phase, start, finish, reset};
}
