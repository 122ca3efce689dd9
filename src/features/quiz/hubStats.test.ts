import type {QuizAttempt} from '@site/src/backend/types';
import {bestAndLast, chartSeries, isTopicQuiz, recentChronological} from './hubStats';

function attempt(
  id: string,
  day: number,
  score: number,
  topic: string | null = 'Customs Brokers Act',
  wrong: string[] = [],
): QuizAttempt {
  const at = new Date(Date.UTC(2026, 10, day));
  return {
    id,
    kind: 'quiz',
    subject: 1,
    topic,
    startedAt: at,
    finishedAt: at,
    durationMs: 1,
    scorePercent: score,
    passed: null,
    items: wrong.map((questionId) => ({
      questionId,
      subject: 1,
      topic: 'Customs Brokers Act',
      response: null,
      correct: false,
      flagged: false,
    })),
  };
}

describe('hub statistics', () => {
  const list = [attempt('a', 1, 60), attempt('b', 3, 40), attempt('c', 2, 90), attempt('d', 4, 100, null)];

  it('finds the best score and the last attempt of one quiz', () => {
    const r = bestAndLast(list, isTopicQuiz(1, 'Customs Brokers Act'));
    expect(r).toMatchObject({best: 90, count: 3});
    expect(r.last?.id).toBe('b');
    expect(bestAndLast(list, isTopicQuiz(2, null))).toEqual({best: null, last: null, count: 0});
  });

  it('orders the newest attempts oldest first for the chart', () => {
    expect(recentChronological(list, 3).map((a) => a.id)).toEqual(['c', 'b', 'd']);
  });
});

describe('chartSeries', () => {
  it('puts full quizzes and exams on the line and retakes and reviews apart, on one time axis', () => {
    const list = [
      attempt('q1', 1, 60),
      {...attempt('r1', 2, 20), kind: 'retake' as const},
      {...attempt('m1', 3, 70), kind: 'mock-mini' as const},
      {...attempt('v1', 4, 40), kind: 'review' as const},
      attempt('q2', 5, 80),
    ];
    const {full, practice} = chartSeries(list);
    expect(full.map((p) => [p.index, p.attempt.id])).toEqual([
      [0, 'q1'],
      [2, 'm1'],
      [4, 'q2'],
    ]);
    expect(practice.map((p) => [p.index, p.attempt.id])).toEqual([
      [1, 'r1'],
      [3, 'v1'],
    ]);
  });
});
