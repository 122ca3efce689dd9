/**
 * Quizzes: the bank schema, the engine, the labels and the quiz UI. The quiz
 * editor and the pages use it only through this file (README "Layers").
 * Heavy UI (the hub, the embeds) is imported by pages that show it; a docs
 * page's first load takes none of it (package.json "sideEffects" lets the
 * bundler drop what a page does not use).
 */
export {bankSchema, LEVELS, questionSchema, SUBJECTS} from './schema';
export type {Level, Question, QuestionBank, SubjectId} from './schema';
export {TOPICS} from './topics';
export {bankIssues} from './bankIssues';
export type {BankIssue} from './bankIssues';
export type {Topic} from './topics';
export {ALL_SUBJECTS, choicesOf} from './engine';
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
export {default as PlanLink} from './StudyPlan/PlanLink';
