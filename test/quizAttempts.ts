import type {QuizAttempt} from '@site/src/backend/types';

/** A finished attempt over real bank ids: `right` answered right, `wrong` missed. */
export function pastAttempt(
  id: string,
  right: readonly string[],
  wrong: readonly string[],
  finishedAt = new Date(),
): QuizAttempt {
  const item = (questionId: string, correct: boolean) => ({
    questionId,
    subject: Number(questionId[1]) as 1 | 2 | 3 | 4,
    topic: 'CMTA general provisions',
    response: correct ? ({kind: 'choices', ids: ['a']} as const) : null,
    correct,
    flagged: false,
  });
  const items = [...right.map((q) => item(q, true)), ...wrong.map((q) => item(q, false))];
  return {
    id,
    kind: 'mock-mini',
    subject: null,
    topic: null,
    startedAt: new Date(finishedAt.getTime() - 60_000),
    finishedAt,
    durationMs: 60_000,
    items,
    scorePercent: (right.length / items.length) * 100,
    passed: null,
  };
}
