import type {QuizAttempt} from '@site/src/backend/types';
import type {ReadinessEstimate} from '@site/src/domain/readiness';

/**
 * How well the candidate knows each topic, 0-1, from the share of items they
 * got right, pulled towards one half while there are few answers (one right
 * and one wrong answer of prior), so one lucky answer is not "known".
 * Blank practice items say nothing, as in the readiness model.
 */
export function topicAccuracy(attempts: readonly QuizAttempt[]): Map<string, number> {
  const tally = new Map<string, {right: number; total: number}>();
  for (const a of attempts) {
    const exam = a.kind === 'diagnostic' || a.kind === 'mock-mini' || a.kind === 'mock-full';
    for (const i of a.items) {
      if (!exam && i.response === null) continue;
      const t = tally.get(i.topic) ?? {right: 0, total: 0};
      t.right += i.correct ? 1 : 0;
      t.total += 1;
      tally.set(i.topic, t);
    }
  }
  return new Map([...tally].map(([topic, t]) => [topic, (t.right + 1) / (t.total + 2)]));
}

/**
 * The readiness estimate's chance the candidate knows each topic, where it has
 * evidence; the plain accuracy elsewhere.
 */
export function topicStrength(
  attempts: readonly QuizAttempt[],
  estimate: ReadinessEstimate | null,
): Map<string, number> {
  const strength = topicAccuracy(attempts);
  for (const t of estimate?.topics ?? []) if (t.answers > 0) strength.set(t.topic, t.pKnow);
  return strength;
}
