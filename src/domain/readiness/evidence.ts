/**
 * How much each answer tells about what a candidate knows now. A weight of 1
 * is a first answer, given today, in exam mode; the model multiplies each
 * answer's log-likelihood by its weight (a weighted, or "power", likelihood),
 * so discounted answers move the estimate less and leave it less certain.
 */
import type {AnswerEvent} from './types';

export const EVIDENCE_WEIGHTS = {
  /** Days after which an answer counts half: knowledge fades and candidates improve, so old answers say less. */
  halfLifeDays: 30,
  /** A later answer to an item met before: it is partly memory of that item. */
  repeat: 0.35,
  /** An answer given after the item's explanation was shown: mostly memory of the key. */
  afterExplanation: 0.15,
  /**
   * Memory of one item fades: the discount of a repeat shrinks with the days
   * since the item was last met (by e^(-days / this)), so an item met again
   * months later counts almost as a first answer.
   */
  itemMemoryDays: 30,
  /** Tutor mode (untimed, feedback after each item) counts a little less than a timed exam answer. */
  tutor: 0.85,
} as const;

const DAY_MS = 86_400_000;

export interface WeightedAnswer extends AnswerEvent {
  readonly weight: number;
}

/**
 * The answers with their weights, as of `now`. Retaking the same set cannot
 * inflate the estimate: only the first answer to an item counts in full.
 */
export function weighAnswers(answers: readonly AnswerEvent[], now: number): WeightedAnswer[] {
  const sorted = [...answers].sort((a, b) => a.at - b.at);
  const lastMet = new Map<string, number>();
  return sorted.map((a): WeightedAnswer => {
    const ageDays = Math.max(0, (now - a.at) / DAY_MS);
    let weight = 0.5 ** (ageDays / EVIDENCE_WEIGHTS.halfLifeDays);
    const before = lastMet.get(a.itemId);
    const discount = a.afterExplanation
      ? EVIDENCE_WEIGHTS.afterExplanation
      : before !== undefined
        ? EVIDENCE_WEIGHTS.repeat
        : 1;
    if (discount < 1) {
      // Days since the item was last met; an explanation seen with no earlier answer recorded counts as fresh memory.
      const gapDays = before === undefined ? 0 : Math.max(0, (a.at - before) / DAY_MS);
      weight *= 1 - (1 - discount) * Math.exp(-gapDays / EVIDENCE_WEIGHTS.itemMemoryDays);
    }
    if (a.mode === 'tutor') weight *= EVIDENCE_WEIGHTS.tutor;
    lastMet.set(a.itemId, a.at);
    return {
      itemId: a.itemId,
      correct: a.correct,
      at: a.at,
      mode: a.mode,
      afterExplanation: a.afterExplanation,
      weight,
    };
  });
}
