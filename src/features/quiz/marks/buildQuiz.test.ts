import type {QuizAttempt, StudyMark} from '@site/src/backend/types';
import {matchingItems, pickBuilt, type BuildItem} from './buildQuiz';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 1);

const items: BuildItem[] = [
  {id: 's1-a', subject: 1, topic: 'Brokers'},
  {id: 's1-b', subject: 1, topic: 'Brokers'},
  {id: 's2-a', subject: 2, topic: 'Valuation'},
  {id: 's2-b', subject: 2, topic: 'Valuation'},
  {id: 's3-a', subject: 3, topic: 'Procedures'},
];

function attempt(day: number, answers: Record<string, boolean>): QuizAttempt {
  const ids = Object.keys(answers);
  return {
    id: `a${day}`,
    kind: 'quiz',
    subject: null,
    topic: null,
    startedAt: new Date(T0 + day * DAY),
    finishedAt: new Date(T0 + day * DAY),
    durationMs: 1,
    scorePercent: 0,
    passed: null,
    items: ids.map((id) => {
      const item = items.find((i) => i.id === id) ?? items[0];
      return {
        questionId: id,
        subject: item?.subject ?? 1,
        topic: item?.topic ?? '',
        response: {kind: 'choices', ids: ['a']},
        correct: answers[id] ?? false,
        flagged: false,
      };
    }),
  };
}

const flag = (ref: string, flagged = true): StudyMark => ({
  target: 'item',
  ref,
  label: ref,
  subject: 1,
  topic: 'Brokers',
  flagged,
  note: '',
  updatedAt: new Date(T0),
});

// s1-a missed then right; s2-a missed last; s1-b right; s3-a never seen.
const history = {
  attempts: [
    attempt(0, {'s1-a': false, 's1-b': true, 's2-a': true}),
    attempt(1, {'s1-a': true, 's2-a': false, 's2-b': false}),
  ],
  marks: [flag('s1-b'), flag('s3-a', false)],
  now: T0 + 2 * DAY,
};
const ids = (list: readonly BuildItem[]): string[] => list.map((i) => i.id);

describe('build a quiz', () => {
  it('takes missed (by the last answer) plus flagged (cleared flags left out)', () => {
    expect(
      ids(matchingItems(items, {sources: ['missed', 'flagged'], subjects: [], topics: []}, history)),
    ).toEqual(['s1-b', 's2-a', 's2-b']);
  });

  it('takes never-seen items, and narrows by subject and topic', () => {
    expect(ids(matchingItems(items, {sources: ['unseen'], subjects: [], topics: []}, history))).toEqual([
      's3-a',
    ]);
    expect(ids(matchingItems(items, {sources: ['missed'], subjects: [1], topics: []}, history))).toEqual([]);
    expect(ids(matchingItems(items, {sources: [], subjects: [], topics: ['Valuation']}, history))).toEqual([
      's2-a',
      's2-b',
    ]);
  });

  it('takes the items FSRS has due, and the weakest topics first', () => {
    const due = ids(matchingItems(items, {sources: ['due'], subjects: [], topics: []}, history));
    expect(due).toEqual(expect.arrayContaining(['s2-a', 's2-b']));
    expect(due).not.toContain('s3-a');
    // Valuation: 1 of 3 right; Brokers 2 of 3: both are among the three weakest, Procedures was never answered.
    expect(ids(matchingItems(items, {sources: ['weakest'], subjects: [], topics: []}, history))).toEqual([
      's1-a',
      's1-b',
      's2-a',
      's2-b',
    ]);
  });

  it('picks the count asked for, the same for the same seed', () => {
    const picked = pickBuilt(items, 3, 'seed');
    expect(picked).toHaveLength(3);
    expect(pickBuilt(items, 3, 'seed')).toEqual(picked);
    expect(pickBuilt(items, 10, 'seed')).toHaveLength(items.length);
  });
});
