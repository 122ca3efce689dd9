/**
 * Flags and notes (StudyMark) as one set, merged across this browser and the
 * account: pure, no SDK. A mark is identified by what it is on (an item's
 * question id, a section's address); of two copies the newer wins, so a flag
 * cleared on the phone stays cleared when the laptop's older copy syncs.
 */
import {LIMITS} from '@site/src/lib/limits';
import type {StudyMark} from './types';

/** The identity of a mark: what it is on. */
export const markKey = (m: Pick<StudyMark, 'target' | 'ref'>): string => `${m.target}:${m.ref}`;

/** A mark with neither a flag nor a note: kept only so the clearing wins a merge. */
const isCleared = (m: StudyMark): boolean => !m.flagged && m.note.trim() === '';

/**
 * The set within LIMITS.marks.countMax, newest first: cleared marks go first
 * (oldest first), then, only past the limit, the oldest live ones.
 */
export function capMarks(marks: readonly StudyMark[]): StudyMark[] {
  const newestFirst = [...marks].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
  const max = LIMITS.marks.countMax;
  if (newestFirst.length <= max) return newestFirst;
  const live = newestFirst.filter((m) => !isCleared(m)).slice(0, max);
  const room = max - live.length;
  const cleared = newestFirst.filter(isCleared).slice(0, room);
  return [...live, ...cleared].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
}

/** Every mark in either set, the newer copy of each, within the limit. */
export function mergeMarks(a: readonly StudyMark[], b: readonly StudyMark[]): StudyMark[] {
  const byKey = new Map<string, StudyMark>();
  for (const m of [...a, ...b]) {
    const key = markKey(m);
    const seen = byKey.get(key);
    if (!seen || m.updatedAt.getTime() > seen.updatedAt.getTime()) byKey.set(key, m);
  }
  return capMarks([...byKey.values()]);
}

/** `marks` with `mark` put in (replacing the one on the same thing). */
export function withMark(marks: readonly StudyMark[], mark: StudyMark): StudyMark[] {
  const key = markKey(mark);
  return capMarks([mark, ...marks.filter((m) => markKey(m) !== key)]);
}

/** Whether two sets hold the same marks (same things, same times). */
export function sameMarks(a: readonly StudyMark[], b: readonly StudyMark[]): boolean {
  if (a.length !== b.length) return false;
  const times = new Map(a.map((m) => [markKey(m), m.updatedAt.getTime()]));
  return b.every((m) => times.get(markKey(m)) === m.updatedAt.getTime());
}
