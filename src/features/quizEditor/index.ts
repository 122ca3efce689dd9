/** The admin quiz editor: one component, loaded by /admin/quiz-editor only when an admin opens it. */
export {default as QuizEditor} from './QuizEditor';
