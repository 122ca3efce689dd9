import type {StudySettings} from '@site/src/backend/types';
import {LIMITS} from '@site/src/lib/limits';

const DAY_MS = 86_400_000;

/**
 * Exam dates are whole days in Manila; the exam starts at 8:00 there, 00:00
 * UTC, as NEXT_CBLE does. The date field's `YYYY-MM-DD` maps to that moment.
 */
export const dateFieldValue = (at: number): string => new Date(at).toISOString().slice(0, 10);

export function examAtFromField(value: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const at = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return dateFieldValue(at) === value ? at : null;
}

export type SettingsProblem = 'date-invalid' | 'date-past' | 'date-far' | 'hours-invalid';

/** What is wrong with the typed values, by field; nothing: they can be saved. */
export function settingsProblems(
  date: string,
  hours: string,
  now: number,
): {date: SettingsProblem | null; hours: SettingsProblem | null} {
  const at = examAtFromField(date);
  const h = Number(hours);
  const {hoursPerWeekMin, hoursPerWeekMax, examAheadDaysMax} = LIMITS.study;
  return {
    date:
      at === null
        ? 'date-invalid'
        : at <= now
          ? 'date-past'
          : at > now + examAheadDaysMax * DAY_MS
            ? 'date-far'
            : null,
    hours:
      hours.trim() === '' || !Number.isInteger(h) || h < hoursPerWeekMin || h > hoursPerWeekMax
        ? 'hours-invalid'
        : null,
  };
}

/** The settings to save; the plan starts afresh (its pace counts from now) when the date or hours change. */
export function nextSettings(
  previous: StudySettings | null,
  examAt: number,
  hoursPerWeek: number,
  now: number,
): StudySettings {
  const same =
    previous !== null && previous.examAt.getTime() === examAt && previous.hoursPerWeek === hoursPerWeek;
  return {
    examAt: new Date(examAt),
    hoursPerWeek,
    planFrom: same ? previous.planFrom : new Date(now),
    updatedAt: new Date(now),
  };
}
