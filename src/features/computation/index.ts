/**
 * Duty-and-tax computation for CBLE practical computations: a pure TypeScript
 * engine with exact decimal money, rate sets as data, and a practice-problem
 * generator and valuation drills. No React here; the UI lives in ./Calculator,
 * ./Practice and ./ValuationDrill, loaded on demand through ./LazyCalculator,
 * ./LazyPractice and ./LazyValuationDrill.
 */
export {
  AssessmentInputError,
  computeAssessment,
  fobFromCif,
  lineAmount,
  lineLabel,
  lineMessage,
  validateShipment,
} from './engine';
export {formatLineAmount, groupAmount} from './format';
export {englishText} from './messages';
export type {Message, MessageCode} from './messages';
export {messageText} from './messageText';
export {LINE_IDS} from './types';
export type {
  Assessment,
  AssessmentLine,
  ContainerRow,
  ContainerSize,
  EntryType,
  InputProblem,
  LineId,
  ShipmentInput,
  ShipmentMode,
} from './types';
export {DEFAULT_RATE_SET_ID, findRateSet, RATE_SETS} from './rateSets';
export type {Confidence, FeeBracket, RateSet, RateSource} from './rateSets';
export {generateProblem, PRACTICE_LEVELS} from './practice';
export {checkAnswers} from './practiceCheck';
export type {LineCheck, PracticeLevel, PracticeProblem} from './practice';
export {
  checkDrill,
  checkOrder,
  drillValue,
  findDrill,
  METHOD_INFO,
  VALUATION_DRILLS,
  VALUATION_METHODS,
} from './valuationDrills';
export type {DrillAnswer, DrillResult, ValuationDrill, ValuationMethod} from './valuationDrills';
