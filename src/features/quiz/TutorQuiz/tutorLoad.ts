import {
  isBackendError,
  type AttemptKind,
  type Backend,
  type InProgressAttempt,
  type QuizAttempt,
} from '@site/src/backend/types';
import {missedQuestionIds, pickTopicQuiz, type Question, randomId} from '@site/src/domain/quiz';
import {groupBoards} from '../MockBoard/boardRecords';
import {loadReadinessItems} from '../readiness/itemIndex';
import {cramItems, examAtOf, reviewState, todayFor} from '../study';
import {loadFreeQuestions, loadQuestionsByIds} from '../data/loadQuestions';
import type {QuizProgress} from '../progress/combineProgress';
import type {SaveState} from '../Results';
import type {SetupChoice} from './QuizSetup';
import {TUTOR_SLOT} from '../tutorSlot';
import {recordUnfinished, requestQuery, resumes, runFromSnapshot, runScope, type TutorRun} from './tutorRun';
import {parseQuizRequest, type QuizRequest} from './useQuizRequest';

/*
 * What the /docs/quiz flow loads for a request (useTutorQuiz holds the state):
 * a topic quiz, an online bank, a retake or review from the history, or a saved run to resume.
 */

/** The most due questions one review session takes. */
const REVIEW_SESSION_SIZE = 20;

export type Notice =
  'nothing-flagged' | 'nothing-due' | 'attempt-missing' | 'no-questions' | 'bank-premium' | 'bank-missing';

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
export async function topicQuiz(choice: SetupChoice): Promise<TutorPhase> {
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
export async function requested(
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
export async function settleSaved(
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
