import {type FormEvent, type ReactNode, useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import AssessmentTable from '../AssessmentTable';
import {checkAnswers, type LineCheck, type LineId, type PracticeProblem} from '@site/src/domain/computation';
import AnswerRows, {type Answers} from './AnswerRows';
import ProblemStatement from './ProblemStatement';
import styles from './styles.module.css';

interface Props {
  readonly problem: PracticeProblem;
  readonly idFor: (name: string) => string;
  readonly shareUrl: () => string;
}

/** One problem: its statement, the answer form with Check and its score, and the worked solution. */
export default function ProblemView({problem, idFor, shareUrl}: Props): ReactNode {
  const [answers, setAnswers] = useState<Answers>({});
  const [result, setResult] = useState<Record<LineId, LineCheck> | null>(null);
  const [showSolution, setShowSolution] = useState(false);

  const onCheck = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    setResult(checkAnswers(problem, answers));
  };

  const counts = {correct: 0, wrong: 0, missing: 0};
  if (result) {
    for (const r of Object.values(result)) {
      counts[r.status] += 1;
    }
  }
  const solutionId = idFor('solution');

  return (
    <>
      <ProblemStatement problem={problem} shareUrl={shareUrl} />

      <form
        onSubmit={onCheck}
        noValidate
        aria-label={translate({id: 'computation.practice.answers', message: 'Your answers'})}>
        <AnswerRows
          problem={problem}
          answers={answers}
          onAnswer={(line, value) => setAnswers((a) => ({...a, [line]: value}))}
          result={result}
          idFor={idFor}
        />

        <div className={styles.actions}>
          <button type="submit" className="button button--primary">
            <Translate id="computation.practice.check">Check</Translate>
          </button>
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={showSolution}
            aria-controls={solutionId}
            onClick={() => setShowSolution((s) => !s)}>
            {showSolution ? (
              <Translate id="computation.practice.hide">Hide worked solution</Translate>
            ) : (
              <Translate id="computation.practice.show">Show worked solution</Translate>
            )}
          </button>
        </div>
        <p role="status" aria-live="polite" className={styles.score}>
          {result
            ? translate(
                {
                  id: 'computation.practice.score',
                  message: '{correct} of {total} lines correct, {wrong} wrong, {missing} missing.',
                },
                {...counts, total: problem.answerLines.length},
              )
            : ''}
        </p>
      </form>

      <div id={solutionId} hidden={!showSolution}>
        {showSolution && (
          <AssessmentTable
            assessment={problem.expected}
            caption={translate({id: 'computation.practice.solution', message: 'Worked solution'})}
          />
        )}
      </div>
    </>
  );
}
