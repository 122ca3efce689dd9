/**
 * Quizzes: the labels and the quiz UI, and the bank schema, topics and engine helpers
 * re-exported from src/domain/quiz (the pure part). The quiz
 * editor and the pages use it only through this file (README "Layers").
 * Heavy UI (the hub, the embeds) is imported by pages that show it; a docs
 * page's first load takes none of it (package.json "sideEffects" lets the
 * bundler drop what a page does not use).
 */
export {bankIssues, bankSchema, LEVELS, questionSchema,  TOPICS} from '@site/src/domain/quiz';
export type {BankIssue, Level,  QuestionBank, SubjectId, } from '@site/src/domain/quiz';
export {ALL_SUBJECTS, apportion, choicesOf} from '@site/src/domain/quiz';
/** The saved-progress slots of the exams and of the tutor quiz (the rules' limits test names them all). */
export {BOARD_SLOTS} from './MockBoard/boards';
export {TUTOR_SLOT} from './tutorSlot';
export {choiceLetter, subjectName, subjectShort, topicName} from './labels';
export {default as Feedback} from './Feedback';
export {default as QuestionCard} from './QuestionCard';
export {default as QuizEmbed} from './QuizEmbed';
export {default as QuizHub} from './QuizHub';
export {default as BuildQuiz} from './marks/BuildQuiz';
export {default as FlagsPage} from './marks/FlagsPage';
export {default as MarkControl} from './marks/MarkControl';
export {default as QuizText} from './QuizText';
export {default as StudyPlan} from './StudyPlan';
;
