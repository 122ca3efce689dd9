import type {AnswerConfidence, AttemptItem, AttemptKind, QuizAttempt, QuizResponse} from '../attempt';
import type {Question, SubjectId} from '../schema';
import {summariseItems} from './results';
import {isAnswered, isCorrect} from './scoring';

export interface FinishInput {
  readonly id: string;
  readonly kind: AttemptKind;
  readonly subject: SubjectId | null;
  readonly topic: string | null;
  readonly questions: readonly Question[];
  readonly responses: Readonly<Record<string, QuizResponse | undefined>>;
  readonly flagged: readonly string[];
  /** The candidate's "how sure" taps (tutor mode); kept on right answers only. */
  readonly confidence?: Readonly<Record<string, AnswerConfidence | undefined>>;
  readonly startedAt: Date;
  readonly finishedAt: Date;
  readonly durationMs: number;
}

/** Marks every question and records the attempt as the progress store keeps it. */
export function finishAttempt(input: FinishInput): QuizAttempt {
  const items: AttemptItem[] = input.questions.map((q) => {
    const response = input.responses[q.id];
    const kept = response && isAnswered(response) ? response : null;
    const correct = isCorrect(q, kept);
    const confidence = correct ? input.confidence?.[q.id] : undefined;
    return {
      questionId: q.id,
      subject: q.subject,
      topic: q.topic,
      response: kept,
      correct,
      flagged: input.flagged.includes(q.id),
      ...(confidence ? {confidence} : {}),
    };
  });
  const result = summariseItems(items);
  return {
    id: input.id,
    kind: input.kind,
    subject: input.subject,
    topic: input.topic,
    startedAt: input.startedAt,
    finishedAt: input.finishedAt,
    durationMs: Math.max(0, Math.round(input.durationMs)),
    items,
    scorePercent: result.total.percent,
    passed: result.verdict.applicable ? result.verdict.passed : null,
  };
}
