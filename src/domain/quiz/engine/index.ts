/**
 * The quiz engine: pure TypeScript, no React and no I/O (STYLE.md §15).
 * Seeded selection and shuffling, marking, results per subject and topic, the
 * CBLE pass rule, exam-mode state, and Leitner review of missed questions.
 */
export {finishAttempt, type FinishInput} from './attempt';
export {apportion, drawBoard, type BoardTable, type DrawnBoard, type DrawOptions} from './board';
export {
  examReducer,
  examSummary,
  warningThresholdMs,
  type ExamAction,
  type ExamState,
  type ExamSummary,
} from './exam';
export {ALL_SUBJECTS, applyPassRule, CBLE_PASS_RULE, type PassRule, type PassVerdict} from './passRule';
export {randomId, seededRandom, seededShuffle} from '../../../lib/random';
export {
  missedQuestionIds,
  summariseItems,
  weakTopics,
  type AttemptResult,
  type SubjectResult,
  type Tally,
  type TopicResult,
} from './results';
export {
  choicesOf,
  correctChoiceIds,
  isAnswered,
  isCorrect,
  normaliseAmount,
  normaliseHsCode,
  withinTolerance,
} from './scoring';
export {choiceOrderFor, pickByIds, pickTopicQuiz, type TopicQuizOptions} from './selection';
