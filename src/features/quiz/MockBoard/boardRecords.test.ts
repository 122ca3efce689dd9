import type {AttemptItem, QuizAttempt, QuizSubject} from '@site/src/backend/types';
import {answersFromAttempts} from '../readiness/answers';
import {abandonMark, boardRecords, boardStatus, groupBoards, waitingBoard} from './boardRecords';

function items(subject: QuizSubject, right: number, count: number): AttemptItem[] {
  return Array.from({length: count}, (_, i) => ({
    questionId: `s${subject}-q${i}`,
    subject,
    topic: 'T',
    response: {kind: 'choices', ids: ['a']},
    correct: i < right,
    flagged: false,
  }));
}

function attempt(
  id: string,
  day: number,
  list: AttemptItem[],
  kind: QuizAttempt['kind'] = 'mock-full',
): QuizAttempt {
  const at = new Date(Date.UTC(2026, 10, day, 8));
  return {
    id,
    kind,
    subject: null,
    topic: null,
    startedAt: at,
    finishedAt: new Date(at.getTime() + 3_600_000),
    durationMs: 3_600_000,
    items: list,
    scorePercent: 0,
    passed: null,
  };
}

const s1 = attempt('b1-s1', 1, [...items(1, 8, 10), ...items(2, 7, 10)]);
const s2 = attempt('b1-s2', 3, [...items(3, 8, 10), ...items(4, 6, 10)]);
const quiz = attempt('q1', 2, items(1, 1, 2), 'quiz');

describe('full mock boards: one record with two sittings', () => {
  it('folds both sittings into one board with the four subjects and the 75/60 verdict', () => {
    const grouped = groupBoards([s2, quiz, s1]);
    expect(grouped.map((a) => a.id)).toEqual(['b1', 'q1']);
    const board = grouped[0];
    expect(board?.items).toHaveLength(40);
    expect(board?.scorePercent).toBe(72.5);
    // Average 72.5% < 75%: not a pass (domain/facts.md §1.2).
    expect(board?.passed).toBe(false);
    expect(board?.startedAt).toEqual(s1.startedAt);
    expect(board?.finishedAt).toEqual(s2.finishedAt);
    expect(board?.durationMs).toBe(7_200_000);
  });

  it('passes a board at 75% average with no subject under 60%, and fails one with a subject under 60%', () => {
    const pass = attempt('b2-s2', 3, [...items(3, 8, 10), ...items(4, 6, 10)]);
    const first = attempt('b2-s1', 1, [...items(1, 8, 10), ...items(2, 8, 10)]);
    expect(groupBoards([pass, first])[0]?.passed).toBe(true);
    const low = attempt('b3-s2', 3, [...items(3, 10, 10), ...items(4, 5, 10)]);
    const high = attempt('b3-s1', 1, [...items(1, 10, 10), ...items(2, 10, 10)]);
    expect(groupBoards([low, high])[0]?.passed).toBe(false);
  });

  it('keeps a board whose Sitting 2 is to come as waiting, with no verdict yet', () => {
    expect(waitingBoard([quiz, s1])?.boardId).toBe('b1');
    const [board] = groupBoards([s1]);
    expect(board?.items).toHaveLength(20);
    expect(board?.passed).toBeNull();
    expect(waitingBoard([s2, s1])).toBeNull();
  });

  it('an abandoned board is no longer waiting and keeps Sitting 1 without a verdict', () => {
    const record = boardRecords([s1]).get('b1');
    if (!record) throw new Error('no board');
    const mark = abandonMark(record, new Date(Date.UTC(2026, 10, 2)));
    expect(mark.id).toBe('b1-s2');
    const after = boardRecords([mark, s1]).get('b1');
    expect(after && boardStatus(after)).toBe('abandoned');
    expect(waitingBoard([mark, s1])).toBeNull();
    const [board] = groupBoards([mark, s1]);
    expect(board?.items).toHaveLength(20);
    expect(board?.passed).toBeNull();
  });

  it('the readiness model reads a board once, at the end of its last sitting', () => {
    const events = answersFromAttempts([s2, s1]);
    expect(events).toHaveLength(40);
    expect(new Set(events.map((e) => e.at))).toEqual(new Set([s2.finishedAt.getTime()]));
  });
});
