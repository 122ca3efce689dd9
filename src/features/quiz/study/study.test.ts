// @vitest-environment node
import type {QuizAttempt} from '@site/src/backend/types';
import {createRng} from '@site/src/lib/random';
import {Rating} from 'ts-fsrs';
import {finishAttempt} from '@site/src/domain/quiz';
import {single} from '@site/test/quizQuestions';
import {reviewAnswersFromAttempts, reviewState, todayFor, topicAccuracy} from '.';

const DAY = 86_400_000;
const START = Date.UTC(2026, 10, 2, 4);
const EXAM = Date.UTC(2026, 11, 1);

function attempt(
  id: string,
  day: number,
  results: Record<string, boolean | null>,
  kind: QuizAttempt['kind'] = 'quiz',
  confidence: Record<string, 'hard' | 'easy'> = {},
): QuizAttempt {
  const at = new Date(START + day * DAY);
  return {
    id,
    kind,
    subject: 1,
    topic: null,
    startedAt: at,
    finishedAt: at,
    durationMs: 1,
    scorePercent: 0,
    passed: null,
    items: Object.entries(results).map(([questionId, correct]) => ({
      questionId,
      subject: 1,
      topic: questionId.startsWith('w') ? 'Weak topic' : 'Strong topic',
      correct: correct === true,
      flagged: false,
      response: correct === null ? null : {kind: 'choices', ids: ['a']},
      ...(confidence[questionId] ? {confidence: confidence[questionId]} : {}),
    })),
  };
}

describe('the review schedule read from the attempts (Leitner history converted to FSRS)', () => {
  it('keeps every answer of every item of a Leitner-era history, in order', () => {
    // A month of attempts as the Leitner boxes read them: right, wrong, retakes and reviews.
    const rng = createRng('convert');
    const history = Array.from({length: 15}, (_, k) =>
      attempt(
        `a${k}`,
        k * 2,
        Object.fromEntries(Array.from({length: 8}, (_, i) => [`q${(k * 5 + i) % 24}`, rng.int(0, 9) < 7])),
        (['quiz', 'review', 'retake', 'diagnostic'] as const)[k % 4],
      ),
    );
    const {cards} = reviewState(history, START + 40 * DAY, EXAM);
    const every = history.flatMap((a) => a.items.map((i) => ({id: i.questionId, correct: i.correct})));
    expect(new Set(cards.keys())).toEqual(new Set(every.map((e) => e.id)));
    for (const [id, card] of cards) {
      const mine = every.filter((e) => e.id === id);
      expect(card.logs.map((l) => l.rating)).toEqual(
        mine.map((e) => (e.correct ? Rating.Good : Rating.Again)),
      );
    }
  });

  it('reads the confidence tap as Hard or Easy, skips blank practice items, and lets cram answers move nothing', () => {
    const history = [
      attempt('a', 0, {q1: true, q2: true, q3: null}, 'quiz', {q1: 'easy', q2: 'hard'}),
      attempt('b', 1, {q1: false}, 'cram'),
    ];
    const answers = reviewAnswersFromAttempts(history);
    expect(answers).toEqual([
      {itemId: 'q1', correct: true, at: START, confidence: 'easy'},
      {itemId: 'q2', correct: true, at: START, confidence: 'hard'},
      {itemId: 'q1', correct: false, at: START + DAY, cram: true},
    ]);
    const withCram = reviewState(history, START + 2 * DAY, EXAM).cards.get('q1');
    const without = reviewState(history.slice(0, 1), START + 2 * DAY, EXAM).cards.get('q1');
    expect(withCram?.card).toEqual(without?.card);
  });

  it('keeps the interval of a tapped right answer, stored in the attempt, before the exam date', () => {
    const item = single('q1', 1, 'CMTA general provisions', 'b');
    const done = finishAttempt({
      id: 'x',
      kind: 'quiz',
      subject: 1,
      topic: null,
      questions: [item],
      responses: {q1: {kind: 'choices', ids: ['b']}},
      flagged: [],
      confidence: {q1: 'easy'},
      startedAt: new Date(EXAM - 3 * DAY),
      finishedAt: new Date(EXAM - 3 * DAY),
      durationMs: 1,
    });
    expect(done.items[0]?.confidence).toBe('easy');
    const card = reviewState([done], EXAM - 3 * DAY, EXAM).cards.get('q1');
    expect(card?.logs[0]?.rating).toBe(Rating.Easy);
    expect(card?.card.due.getTime()).toBeLessThan(EXAM);
  });
});

describe("Today's queue from the history", () => {
  it('puts the missed item first, then new items of the weakest topic, and counts the streak', () => {
    const history = [
      attempt('d0', 0, {s1: true, s2: true, w1: false}),
      attempt('d1', 1, {s1: true, s2: true, w1: false}),
      attempt('d3', 3, {s3: true}),
    ];
    const items = ['s1', 's2', 's3', 's4', 'w1', 'w2', 'w3'].map((id) => ({
      id,
      subject: 1 as const,
      topic: id.startsWith('w') ? 'Weak topic' : 'Strong topic',
      difficulty: 'easy' as const,
      level: 'recall' as const,
      guess: 0.25,
    }));
    expect(topicAccuracy(history).get('Weak topic')).toBeLessThan(
      topicAccuracy(history).get('Strong topic') ?? 0,
    );
    const now = START + 3 * DAY + 3_600_000;
    const view = todayFor(
      history,
      items,
      {examAt: new Date(EXAM), hoursPerWeek: 1, planFrom: new Date(START), updatedAt: new Date(START)},
      now,
      0,
    );
    // An hour a week: 9 minutes a day, 6 questions.
    expect(view.minutes).toBe(9);
    // Due: the missed w1, and s3 (FSRS's ten-minute step after a first right answer); s1 and s2,
    // right twice, wait days. Then every unseen item, weakest topic first, in turn (room for 6, 3 left).
    expect(view.queue.reviews).toEqual(['w1', 's3']);
    expect(view.ids).toEqual(['w1', 's3', 'w2', 's4', 'w3']);
    // Days 0, 1 and 3 studied, day 2 missed: one rest day, the streak holds.
    expect(view.streak).toMatchObject({days: 3, studiedToday: true});
  });
});
