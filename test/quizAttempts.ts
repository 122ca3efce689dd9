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

/** One right answer to a Customs Brokers Act question, finished on 1 Nov 2026: the attempt the storage tests keep. */
export function oneAnswerAttempt(id: string): QuizAttempt {
  return {
    id,
    kind: 'quiz',
    subject: 1,
    topic: 'Customs Brokers Act',
    startedAt: new Date('2026-11-01T00:00:00Z'),
    finishedAt: new Date('2026-11-01T00:10:00Z'),
    durationMs: 600_000,
    scorePercent: 100,
    passed: null,
    items: [
      {
        questionId: 'q1',
        subject: 1,
        topic: 'Customs Brokers Act',
        response: {kind: 'choices', ids: ['a']},
        correct: true,
        flagged: false,
      },
    ],
  };
}

/** An attempt as browser storage holds it: plain JSON, its dates as ISO strings. */
export const asStored = (attempt: QuizAttempt): Record<string, unknown> =>
  JSON.parse(JSON.stringify(attempt)) as Record<string, unknown>;
