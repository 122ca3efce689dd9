import type {SubjectId} from '../schema';

/**
 * The CBLE passing rule (domain/facts.md §1.2, attributed to RA 9280 Sec. 17):
 * a general average of at least 75% and no subject below 60%. The four
 * subjects weigh 25% each (§1.3), so the general average is their plain mean.
 * Configurable so a review centre can apply its own yardstick.
 */
export interface PassRule {
  /** Minimum general average, in percent. */
  readonly minAverage: number;
  /** Minimum rating in every subject, in percent. */
  readonly minSubject: number;
}

export const CBLE_PASS_RULE: PassRule = {minAverage: 75, minSubject: 60};

export const ALL_SUBJECTS: readonly SubjectId[] = [1, 2, 3, 4];

export interface PassVerdict {
  /** False when some subject has no score: the rule needs all four. */
  readonly applicable: boolean;
  /** Mean of the subject scores present, in percent. */
  readonly average: number;
  readonly passed: boolean;
  /** Subjects below the floor. */
  readonly belowFloor: readonly SubjectId[];
  readonly averageMet: boolean;
}

// Percentages come from small fractions (e.g. 74.999999 from 3/4 of 99.99...);
// a hair of slack keeps an exact 75 from failing on rounding noise.
const EPSILON = 1e-9;

export function applyPassRule(
  subjectPercents: Partial<Readonly<Record<SubjectId, number>>>,
  rule: PassRule = CBLE_PASS_RULE,
): PassVerdict {
  const present = ALL_SUBJECTS.filter((s) => subjectPercents[s] !== undefined);
  const scores = present.map((s) => subjectPercents[s] as number);
  const average = scores.length === 0 ? 0 : scores.reduce((a, b) => a + b, 0) / scores.length;
  const belowFloor = present.filter((s) => (subjectPercents[s] as number) < rule.minSubject - EPSILON);
  const averageMet = average >= rule.minAverage - EPSILON;
  const applicable = present.length === ALL_SUBJECTS.length;
  return {
    applicable,
    average,
    belowFloor,
    averageMet,
    passed: applicable && averageMet && belowFloor.length === 0,
  };
}
