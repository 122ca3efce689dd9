import type {AttemptKind, InProgressAttempt, QuizResponse, QuizSubject} from '@site/src/backend/types';
import {finishAttempt, type Question} from '@site/src/domain/quiz';
import type {QuizProgress} from '../progress/combineProgress';
import {TUTOR_SLOT} from '../tutorSlot';
import {parseQuizRequest, type QuizRequest} from './useQuizRequest';

export interface TutorRun {
  readonly id: string;
  readonly seed: string;
  readonly kind: AttemptKind;
  readonly subject: QuizSubject | null;
  readonly topic: string | null;
  readonly questions: readonly Question[];
  /** The request that started it, as an address query (see requestQuery). */
  readonly origin: string;
  /** Where a resumed run stood when it was saved. */
  readonly resumeFrom?: TutorProgress;
}

/** What a tutor session has done so far. */
export interface TutorProgress {
  readonly position: number;
  readonly responses: Readonly<Record<string, QuizResponse>>;
  readonly flagged: readonly string[];
  readonly startedAt: Date;
}

/** A request as the address query that asks for it: the same quiz gives the same string. */
export function requestQuery(request: QuizRequest): string {
  switch (request.kind) {
    case 'bank':
      return new URLSearchParams({bank: request.bankId}).toString();
    case 'retake':
      return new URLSearchParams({retake: request.attemptId}).toString();
    case 'review':
      return `review=${request.mode}`;
    case 'flagged':
      return 'set=flagged';
    case 'ids':
      return new URLSearchParams({ids: request.ids.join(',')}).toString();
    case 'setup': {
      const {subject, topic, count} = request.choice;
      const params = new URLSearchParams({subject: String(subject)});
      if (topic) params.set('topic', topic);
      params.set('count', String(count));
      params.set('start', '1');
      return params.toString();
    }
  }
}

/**
 * Whether a saved run is the one this address asks for: the plain quiz page
 * (nothing asked) resumes any saved run, one that names a topic to set up none, an address that asks for a quiz
 * resumes it only if it asked for the same one.
 */
export function resumes(request: QuizRequest, saved: InProgressAttempt): boolean {
  // A topic named by a link (no start) asks for that topic, not the run left before.
  if (request.kind === 'setup' && !request.start) return request.named !== true;
  return saved.origin === requestQuery(request);
}

/** The subject and topic recorded with a run: from its setup choice, else the single subject of its questions. */
export function runScope(
  origin: string,
  questions: readonly Question[],
): {subject: QuizSubject | null; topic: string | null} {
  const request = parseQuizRequest(origin);
  if (request.kind === 'setup') return {subject: request.choice.subject, topic: request.choice.topic};
  const subjects = new Set(questions.map((q) => q.subject));
  return {subject: subjects.size === 1 ? (questions[0]?.subject ?? null) : null, topic: null};
}

/** The run as saved in the tutor slot, so a reload resumes the same questions, order and answers. */
export function snapshotOf(run: TutorRun, progress: TutorProgress): InProgressAttempt {
  return {
    key: TUTOR_SLOT,
    attemptId: run.id,
    kind: run.kind,
    seed: run.seed,
    questionIds: run.questions.map((q) => q.id),
    // Tutor mode derives each choice order from the seed.
    choiceOrder: {},
    responses: progress.responses,
    flagged: progress.flagged,
    position: progress.position,
    startedAt: progress.startedAt,
    timeLimitMs: null,
    remainingMs: null,
    updatedAt: new Date(),
    origin: run.origin,
  };
}

/** A saved run back as a run, given its questions (in the saved order). */
export function runFromSnapshot(saved: InProgressAttempt, questions: readonly Question[]): TutorRun {
  const origin = saved.origin ?? '';
  return {
    id: saved.attemptId,
    seed: saved.seed,
    kind: saved.kind,
    ...runScope(origin, questions),
    questions,
    origin,
    resumeFrom: {
      position: saved.position,
      responses: saved.responses,
      flagged: saved.flagged,
      startedAt: saved.startedAt,
    },
  };
}

/**
 * A run left before the end: its answered items are recorded as an attempt
 * (so the missed ones enter review), and the slot is cleared. Nothing answered,
 * nothing recorded. Failures are left to the device copy: never thrown.
 */
export async function recordUnfinished(
  progress: QuizProgress,
  run: TutorRun,
  done: TutorProgress,
): Promise<void> {
  const answered = run.questions.filter((q) => done.responses[q.id] !== undefined);
  if (answered.length > 0) {
    const attempt = finishAttempt({
      id: run.id,
      kind: run.kind,
      subject: run.subject,
      topic: run.topic,
      questions: answered,
      responses: done.responses,
      flagged: done.flagged,
      startedAt: done.startedAt,
      finishedAt: new Date(),
      durationMs: Date.now() - done.startedAt.getTime(),
    });
    await progress.saveAttempt(attempt).catch(() => undefined);
  }
  await progress.clearExam(TUTOR_SLOT).catch(() => undefined);
}
