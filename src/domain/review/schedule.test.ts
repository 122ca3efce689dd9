// @vitest-environment node
import type {QuizAttempt} from '../../backend/types';
import {createRng} from '../../lib/random';
import {buildSchedule, NEXT_CBLE, retentionFor, reviewCard, type ReviewAnswer} from '.';
import {createEmptyCard, Rating, State, type Card} from 'ts-fsrs';

const DAY = 86_400_000;
const START = Date.UTC(2026, 10, 20);
const EXAM = NEXT_CBLE.at;

/**
 * A candidate's year up to the exam: every day they review what is due and
 * meet 8 new items, answering 85% right (some tapping Hard or Easy). Returns
 * how far past the exam any card was ever scheduled.
 */
function simulateYear(examAt: number | null): {
  maxDueAfterExam: number;
  reviews: number;
  answers: ReviewAnswer[];
} {
  const rng = createRng('year');
  const answers: ReviewAnswer[] = [];
  const cards = new Map<string, Card>();
  let maxDueAfterExam = -Infinity;
  let nextNew = 0;
  for (let day = START; day < EXAM; day += DAY) {
    const due = [...cards].filter(([, c]) => c.due.getTime() < day + DAY).map(([id]) => id);
    const fresh = Array.from({length: 8}, () => `item-${(nextNew += 1)}`);
    for (const itemId of [...due, ...fresh]) {
      const roll = rng.int(0, 99);
      const answer: ReviewAnswer = {
        itemId,
        correct: roll < 85,
        at: day + 9 * 3_600_000 + answers.length,
        confidence: roll < 10 ? 'hard' : roll > 75 && roll < 85 ? 'easy' : undefined,
      };
      answers.push(answer);
      const {card} = reviewCard(cards.get(itemId) ?? createEmptyCard(new Date(answer.at)), answer, {examAt});
      cards.set(itemId, card);
      maxDueAfterExam = Math.max(maxDueAfterExam, card.due.getTime() - EXAM);
    }
  }
  return {maxDueAfterExam, reviews: answers.length, answers};
}

describe('FSRS review schedule', () => {
  it('replays a year of reviews without any interval past the exam date', () => {
    const withExam = simulateYear(EXAM);
    expect(withExam.reviews).toBeGreaterThan(3000);
    expect(withExam.maxDueAfterExam).toBeLessThan(0);
    // Rebuilding the schedule from the whole history gives the same: no card due after the exam.
    for (const c of buildSchedule(withExam.answers, {examAt: EXAM}).values()) {
      expect(c.card.due.getTime()).toBeLessThan(EXAM);
    }
    // Without exam-date mode the same year does schedule past it: the limit is what holds it.
    expect(simulateYear(null).maxDueAfterExam).toBeGreaterThan(30 * DAY);
  }, 60_000);

  it('keeps every card due by the eve of the exam, even a card first met the day before', () => {
    const eve = EXAM - DAY + 3_600_000;
    const {card} = reviewCard(
      createEmptyCard(new Date(eve)),
      {itemId: 'x', correct: true, at: eve, confidence: 'easy'},
      {examAt: EXAM},
    );
    expect(card.due.getTime()).toBeLessThan(EXAM);
  });

  it('raises the requested retention in the last weeks, so intervals shorten', () => {
    expect(retentionFor(200)).toBe(0.9);
    expect(retentionFor(40)).toBe(0.93);
    expect(retentionFor(10)).toBe(0.95);
    // The same card reviewed Good: a shorter interval at 95% retention than at 90%.
    let card = createEmptyCard(new Date(START));
    for (let i = 0; i < 4; i += 1) {
      card = reviewCard(card, {itemId: 'x', correct: true, at: START + i * 20 * DAY}, {examAt: null}).card;
    }
    const at = START + 100 * DAY;
    const far = reviewCard(card, {itemId: 'x', correct: true, at}, {examAt: at + 300 * DAY}).card;
    const near = reviewCard(card, {itemId: 'x', correct: true, at}, {examAt: at + 20 * DAY}).card;
    expect(near.scheduled_days).toBeLessThan(far.scheduled_days);
  });

  it("grades a miss Again, a right answer Good, and the candidate's own Hard or Easy", () => {
    const at = START;
    const logs = buildSchedule(
      [
        {itemId: 'a', correct: false, at},
        {itemId: 'b', correct: true, at},
        {itemId: 'c', correct: true, at, confidence: 'hard'},
        {itemId: 'd', correct: true, at, confidence: 'easy'},
      ],
      {examAt: null},
    );
    expect(['a', 'b', 'c', 'd'].map((id) => logs.get(id)?.logs[0]?.rating)).toEqual([
      Rating.Again,
      Rating.Good,
      Rating.Hard,
      Rating.Easy,
    ]);
    expect(logs.get('d')?.card.state).toBe(State.Review);
  });

  it('does not move the schedule on a cram session', () => {
    const base: ReviewAnswer[] = [{itemId: 'a', correct: true, at: START}];
    const crammed = [...base, {itemId: 'a', correct: false, at: START + DAY, cram: true}];
    expect(buildSchedule(crammed, {examAt: EXAM}).get('a')?.card).toEqual(
      buildSchedule(base, {examAt: EXAM}).get('a')?.card,
    );
  });
});

describe('from Leitner boxes to FSRS', () => {
  /** Attempts over a month: 30 items, some missed, some retaken. */
  function attempts(): QuizAttempt[] {
    const rng = createRng('leitner');
    return Array.from({length: 12}, (_, k) => {
      const at = new Date(START + k * 3 * DAY);
      return {
        id: `att-${k}`,
        kind: 'quiz',
        subject: 1,
        topic: null,
        startedAt: at,
        finishedAt: at,
        durationMs: 60_000,
        items: Array.from({length: 10}, (_, i) => ({
          questionId: `q-${(k * 7 + i) % 30}`,
          subject: 1,
          topic: 'CMTA general provisions',
          response: null,
          correct: rng.int(0, 9) < 6,
          flagged: false,
        })),
        scorePercent: 0,
        passed: null,
      } as QuizAttempt;
    });
  }

  it('keeps every item and every answer of the history', () => {
    const history = attempts();
    const answers = history.flatMap((a) =>
      a.items.map((i) => ({itemId: i.questionId, correct: i.correct, at: a.finishedAt.getTime()})),
    );
    const fsrsCards = buildSchedule(answers, {examAt: EXAM});
    // Every item the Leitner boxes held (each item ever missed) has a card...
    const missed = new Set(answers.filter((a) => !a.correct).map((a) => a.itemId));
    expect(missed.size).toBeGreaterThan(10);
    for (const id of missed)
      expect(fsrsCards.get(id)?.logs.some((l) => l.rating === Rating.Again)).toBe(true);
    // ...and every answered item has one, whose logs are all its answers, in order.
    for (const id of new Set(answers.map((a) => a.itemId))) {
      const mine = answers.filter((a) => a.itemId === id);
      const card = fsrsCards.get(id);
      expect(card?.logs.length).toBe(mine.length);
      expect(card?.card.reps).toBe(mine.length);
      expect(card?.logs.map((l) => l.rating)).toEqual(
        mine.map((a) => (a.correct ? Rating.Good : Rating.Again)),
      );
    }
  });
});
