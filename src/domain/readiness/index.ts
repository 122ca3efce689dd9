/**
 * The readiness model (issue 27): ability per subject and topic from the
 * answer history, mastery levels, and the board prediction under the 75/60
 * rule. One module the "Where I stand" screen, the study plan and
 * `npm run bench:readiness` all use.
 */
export {EVIDENCE_WEIGHTS, weighAnswers, type WeightedAnswer} from './evidence';
export {
  estimateReadiness,
  itemDifficulty,
  MASTERY_THRESHOLDS,
  MIN_EVIDENCE,
  MODEL,
  pRight,
  type MasteryLevel,
  type ReadinessEstimate,
  type SubjectEstimate,
  type TopicEstimate,
} from './estimate';
export {
  blueprintFromTable,
  PASS_RULE,
  predictBoard,
  type BoardPrediction,
  type PredictOptions,
  type SubjectPrediction,
} from './predict';
export type {AnswerEvent, BoardBlueprint, ItemInfo, SpecificationTable, Subject} from './types';
