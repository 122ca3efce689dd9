import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import type {QuizResponse} from '@site/src/backend/types';
import {choicesOf, correctChoiceIds, isCorrect, type Question} from '@site/src/domain/quiz';
import DrillReasoning from './DrillReasoning';
import {choiceLetter} from '../labels';
import QuizText from '../QuizText';
import styles from './styles.module.css';

interface Props {
  readonly question: Question;
  /** Choice ids in the order they were shown. */
  readonly order: readonly string[];
  readonly response: QuizResponse | null;
  /** Show "Correct" / "Not quite" at the top (tutor mode). */
  readonly showVerdict?: boolean;
}

function groupAmount(decimal: string): string {
  const [whole = '', frac] = decimal.replace(/^-/, '').split('.');
  const sign = decimal.startsWith('-') ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${frac !== undefined ? `.${frac}` : ''}`;
}

function Verdict({right}: {readonly right: boolean}): ReactNode {
  return (
    <p className={clsx(styles.verdict, right ? styles.right : styles.wrong)}>
      <span aria-hidden="true">{right ? '✓ ' : '✗ '}</span>
      {right ? (
        <Translate id="quiz.feedback.correct">Correct</Translate>
      ) : (
        <Translate id="quiz.feedback.wrong">Not quite</Translate>
      )}
    </p>
  );
}

function ChoiceExplanations({question, order, response}: Omit<Props, 'showVerdict'>): ReactNode {
  const choices = choicesOf(question);
  if (choices.length === 0) return null;
  const right = new Set(correctChoiceIds(question));
  const chosen = new Set(response?.kind === 'choices' ? response.ids : []);
  const ids = order.length > 0 ? order : choices.map((c) => c.id);
  return (
    <ol className={styles.choices}>
      {ids.map((id, i) => {
        const choice = choices.find((c) => c.id === id);
        if (!choice) return null;
        return (
          <li key={id} className={clsx(styles.choice, right.has(id) && styles.rightChoice)}>
            <p className={styles.choiceText}>
              <span className={styles.letter}>{choiceLetter(i)}.</span> {choice.text}
              {right.has(id) && (
                <span className={clsx(styles.tag, styles.tagRight)}>
                  <Translate id="quiz.feedback.correctAnswer">Correct answer</Translate>
                </span>
              )}
              {chosen.has(id) && (
                <span className={clsx(styles.tag, !right.has(id) && styles.tagWrong)}>
                  <Translate id="quiz.feedback.yourAnswer">Your answer</Translate>
                </span>
              )}
            </p>
            <QuizText className={styles.explanation} markdown={choice.explanation} />
          </li>
        );
      })}
    </ol>
  );
}

/** Why each choice is right or wrong (or the worked solution), the takeaway and the sources. */
export default function Feedback({question, order, response, showVerdict = false}: Props): ReactNode {
  return (
    <div className={styles.feedback}>
      {showVerdict && <Verdict right={isCorrect(question, response)} />}
      {question.type === 'numeric' ? (
        <div>
          <p>
            <Translate id="quiz.feedback.yourAmount">Your answer:</Translate>{' '}
            <strong>
              {response?.kind === 'numeric' && response.value.trim() !== '' ? (
                response.value
              ) : (
                <Translate id="quiz.feedback.noAnswer">no answer</Translate>
              )}
            </strong>
            {' · '}
            <Translate id="quiz.feedback.correctAmount">Correct answer:</Translate>{' '}
            <strong>
              {question.unit === 'PHP' ? '₱' : ''}
              {groupAmount(question.answer)}
              {question.unit && question.unit !== 'PHP' ? ` ${question.unit}` : ''}
            </strong>{' '}
            <span className={styles.tolerance}>
              <Translate id="quiz.feedback.tolerance" values={{tolerance: question.tolerance}}>
                {'(accepted within ±{tolerance})'}
              </Translate>
            </span>
          </p>
          <QuizText className={styles.worked} markdown={question.explanation} />
        </div>
      ) : question.type === 'classification' ? (
        <DrillReasoning drill={question} response={response} />
      ) : (
        <ChoiceExplanations question={question} order={order} response={response} />
      )}
      <div className={styles.takeaway}>
        <strong>
          <Translate id="quiz.feedback.takeaway">Takeaway:</Translate>
        </strong>{' '}
        <QuizText inline markdown={question.takeaway} />
      </div>
      {question.caution !== undefined && (
        <p className={styles.caution}>
          <strong>
            <Translate id="quiz.feedback.caution">Check the source:</Translate>
          </strong>{' '}
          {question.caution}
        </p>
      )}
      <p className={styles.references}>
        <Translate id="quiz.feedback.sources">Sources:</Translate> {question.references.join('; ')}
      </p>
    </div>
  );
}
