/**
 * The keys of quiz progress in this browser, and the cheap "is an exam
 * waiting?" check a docs page's quiz placeholder makes on first load. Kept
 * apart from browserProgress (which decodes with zod) so that check adds no
 * decoder to a docs page's first-load JavaScript.
 */

/** The localStorage key prefix of quiz progress; the owner ('guest' or a uid) follows. */
export const PROGRESS_PREFIX = 'pcs.quizProgress.v1.';
/** The owner key of a visitor who is not signed in. */
export const GUEST_OWNER = 'guest';

/** Whether an exam in `slot` was left unfinished in this browser (cheap: no parsing of attempts). */
export function hasSavedExam(owner: string, slot: string, storage?: Storage): boolean {
  try {
    const raw = (storage ?? window.localStorage).getItem(`${PROGRESS_PREFIX}${owner}`);
    if (!raw) return false;
    const data = JSON.parse(raw) as {inProgress?: Record<string, unknown> | null} | null;
    return Boolean(data?.inProgress?.[slot]);
  } catch {
    return false;
  }
}
