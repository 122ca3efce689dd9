/**
 * The study streak (issue 28): days in a row with at least one answer, where
 * one missed day in any seven does not end it (a rest day a week is kept).
 * Today not yet studied does not end it either: the day is not over.
 * Pure: days are whole day numbers (see dayNumber), no clock read here.
 */

const DAY_MS = 86_400_000;

/** The calendar day of `at` in a time zone `offsetMinutes` ahead of UTC, as a whole number. */
export function dayNumber(at: number, offsetMinutes: number): number {
  return Math.floor((at + offsetMinutes * 60_000) / DAY_MS);
}

export interface Streak {
  /** Days studied in the streak. */
  readonly days: number;
  /** Rest days the streak has spent in the last seven days (0 or 1). */
  readonly restUsedThisWeek: boolean;
  readonly studiedToday: boolean;
}

/** The streak ending today, from the days with an answer. */
export function studyStreak(studied: Iterable<number>, today: number): Streak {
  const days = new Set(studied);
  const studiedToday = days.has(today);
  let count = 0;
  /** The most recent rest day taken (walking back), or null. */
  let lastRest: number | null = null;
  for (let d = studiedToday ? today : today - 1; ; d -= 1) {
    if (days.has(d)) {
      count += 1;
      continue;
    }
    // A missed day is a rest day if no other rest day falls within the same seven days
    // and the day before it was studied (two missed days in a row end the streak).
    const restOk = (lastRest === null || lastRest - d >= 7) && days.has(d - 1);
    if (!restOk) break;
    lastRest = d;
  }
  return {days: count, restUsedThisWeek: lastRest !== null && today - lastRest < 7, studiedToday};
}
