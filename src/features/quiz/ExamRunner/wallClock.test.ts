import type {InProgressAttempt} from '@site/src/backend/types';
import {wallRemainingMs, warningStage} from './useExamRunner';

const MIN = 60_000;

describe('the exam day clock', () => {
  it('warns at 30, 10 and 1 minutes left, only those shorter than the sitting', () => {
    const fiveHours = 300 * MIN;
    expect(warningStage(fiveHours, 31 * MIN)).toBeNull();
    expect(warningStage(fiveHours, 30 * MIN)).toBe(30);
    expect(warningStage(fiveHours, 10 * MIN + 1)).toBe(30);
    expect(warningStage(fiveHours, 10 * MIN)).toBe(10);
    expect(warningStage(fiveHours, 59_000)).toBe(1);
    // A 30-minute board starts at 30 minutes: its first warning is at 10.
    expect(warningStage(30 * MIN, 30 * MIN)).toBeNull();
    expect(warningStage(30 * MIN, 9 * MIN)).toBe(10);
  });

  it('runs from the start whether or not the page is open', () => {
    const start = Date.UTC(2026, 10, 2, 8);
    const exam = {
      startedAt: new Date(start),
      timeLimitMs: 300 * MIN,
      remainingMs: 290 * MIN,
    } as InProgressAttempt;
    expect(wallRemainingMs(exam, start + 100 * MIN)).toBe(200 * MIN);
    expect(wallRemainingMs(exam, start + 301 * MIN)).toBe(0);
    expect(wallRemainingMs({...exam, timeLimitMs: null}, start)).toBeNull();
  });
});
