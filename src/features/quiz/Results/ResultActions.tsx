import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

interface Props {
  readonly attemptId: string;
  /** How many questions were missed (a retake link when there are any). */
  readonly missed: number;
  /** Extra buttons (e.g. "Start another quiz"), after the retake. */
  readonly actions?: ReactNode;
}

/** What to do after a result: retake the mistakes, practise flagged questions, build a quiz, all quizzes. */
export default function ResultActions({attemptId, missed, actions}: Props): ReactNode {
  return (
    <div className={styles.actions}>
      {missed > 0 ? (
        <Link className="button button--primary" to={`/docs/quiz?retake=${encodeURIComponent(attemptId)}`}>
          <Translate id="quiz.results.retake" values={{n: missed}}>
            {'Retake my mistakes ({n})'}
          </Translate>
        </Link>
      ) : (
        <p className={styles.good}>
          <Translate id="quiz.results.noMistakes">No mistakes to retake.</Translate>
        </p>
      )}
      {actions}
      <Link className="button button--secondary" to="/docs/quiz?set=flagged">
        <Translate id="quiz.results.flaggedSet">Practise my flagged questions</Translate>
      </Link>
      <Link className="button button--secondary" to="/build-quiz">
        <Translate id="quiz.results.buildQuiz">Build a quiz</Translate>
      </Link>
      <Link className="button button--secondary" to="/quizzes">
        <Translate id="quiz.results.allQuizzes">All quizzes and progress</Translate>
      </Link>
    </div>
  );
}
