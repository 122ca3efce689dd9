// @vitest-environment node
import {LIMITS} from '@site/src/lib/limits';
import {attemptSchema, inProgressSchema} from '../schemas';
import type {AttemptItem, InProgressAttempt, QuizAttempt} from '../types';
import {attemptSlotId, decodeAttempt, decodeInProgress, encodeAttempt, encodeInProgress} from './progressCodec';

const item = (n: number, overrides: Partial<AttemptItem> = {}): AttemptItem => ({
  questionId: `q-${n}`,
  subject: 1,
  topic: 'cmta-basics',
  response: {kind: 'choices', ids: ['a']},
  correct: n % 2 === 0,
  flagged: false,
  ...overrides,
});

const attempt = (items: readonly AttemptItem[]): QuizAttempt => ({
  id: 'k3v9x2',
  kind: 'mock-mini',
  subject: null,
  topic: null,
  startedAt: new Date('2026-11-22T01:00:00Z'),
  finishedAt: new Date('2026-11-22T01:30:00Z'),
  durationMs: 1_800_000,
  items,
  scorePercent: 50,
  passed: false,
});

describe('attempt slots', () => {
  it('puts sequence numbers in a000 ... a299 and rolls over after the last slot', () => {
    expect(attemptSlotId(0)).toBe('a000');
    expect(attemptSlotId(299)).toBe('a299');
    expect(attemptSlotId(LIMITS.attempt.slots)).toBe('a000');
    expect(attemptSlotId(1234)).toBe('a034');
  });
});

describe('an attempt in Firestore', () => {
  it('stores each item as a JSON string and reads back the same attempt', () => {
    const original = attempt([item(1), item(2, {response: {kind: 'numeric', value: '12.50'}}), item(3, {response: null})]);
    const stored = encodeAttempt(original, 7);
    expect(stored.seq).toBe(7);
    expect(stored.items.every((i) => typeof i === 'string')).toBe(true);
    expect(attemptSchema.parse(decodeAttempt(attemptSlotId(7), stored))).toEqual(original);
  });

  it('still reads an attempt stored before the slots (items as maps, the id as document id)', () => {
    const {id, ...legacy} = attempt([item(1)]);
    expect(attemptSchema.parse(decodeAttempt(id, legacy))).toEqual(attempt([item(1)]));
  });

  it('fits the largest honest attempt within the rules bound: 500 items, long ids and topics, the longest typed answer', () => {
    const longest = Array.from({length: LIMITS.attempt.itemsMax}, (_, n) =>
      item(n, {
        questionId: `q-${n}-${'x'.repeat(60)}`,
        topic: 't'.repeat(LIMITS.attempt.topicMax),
        response: {kind: 'numeric', value: '9'.repeat(LIMITS.attempt.typedAnswerMax)},
        flagged: true,
      }),
    );
    const stored = encodeAttempt(attempt(longest), 0);
    expect(stored.items.join('').length).toBeLessThanOrEqual(LIMITS.attempt.itemsCharsMax);
  });

  it('refuses to send an attempt the rules would refuse (500 items of 1,900 characters)', () => {
    const padded = Array.from({length: 500}, (_, n) => item(n, {topic: 'x'.repeat(1900)}));
    expect(() => encodeAttempt(attempt(padded), 0)).toThrow(RangeError);
  });

  it('leaves an item that is not JSON for the schema to refuse', () => {
    const stored = {...encodeAttempt(attempt([item(1)]), 0), items: ['{not json']};
    expect(attemptSchema.safeParse(decodeAttempt('a000', stored)).success).toBe(false);
  });
});

describe('an exam in progress in Firestore', () => {
  const exam: InProgressAttempt = {
    key: 'mock-mini',
    attemptId: 'a2',
    kind: 'mock-mini',
    seed: 'a2',
    questionIds: ['s1-x', 's2-y'],
    choiceOrder: {'s1-x': ['b', 'a'], 's2-y': []},
    responses: {'s2-y': {kind: 'numeric', value: '12.50'}, 's1-x': {kind: 'choices', ids: ['b']}},
    flagged: ['s1-x'],
    position: 1,
    startedAt: new Date('2026-11-22T02:00:00Z'),
    timeLimitMs: 1_800_000,
    remainingMs: 1_000_000,
    updatedAt: new Date('2026-11-22T02:10:00Z'),
  };

  it('stores choice orders and answers as JSON strings and reads back the same exam', () => {
    const stored = encodeInProgress(exam);
    expect(stored).not.toHaveProperty('key');
    expect(stored.choiceOrder).toEqual({'s1-x': '["b","a"]', 's2-y': '[]'});
    expect(Object.values(stored.responses).every((r) => typeof r === 'string')).toBe(true);
    expect(inProgressSchema.parse(decodeInProgress('mock-mini', stored))).toEqual(exam);
  });

  it('still reads an exam stored before (orders as lists, answers as maps)', () => {
    const {key, ...legacy} = exam;
    expect(inProgressSchema.parse(decodeInProgress(key, legacy))).toEqual(exam);
  });

  it('fits the largest honest exam within the rules bounds: 500 questions of 100-character ids, 8 choices, typed answers', () => {
    const ids = Array.from({length: LIMITS.inProgress.itemsMax}, (_, n) => `${n}-`.padEnd(100, 'q'));
    const big: InProgressAttempt = {
      ...exam,
      questionIds: ids,
      choiceOrder: Object.fromEntries(ids.map((id) => [id, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']])),
      responses: Object.fromEntries(
        ids.map((id) => [id, {kind: 'numeric', value: '9'.repeat(LIMITS.attempt.typedAnswerMax)} as const]),
      ),
      flagged: ids,
    };
    expect(() => encodeInProgress(big)).not.toThrow();
    expect(() => encodeInProgress({...big, questionIds: [...ids, 'one-more']})).toThrow(RangeError);
  });
});
