import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {type LineCheck, type LineId, lineMessage, type PracticeProblem} from '@site/src/domain/computation';
import {messageText} from '../messageText';
import styles from './styles.module.css';

const STATUS_TEXT: Record<LineCheck['status'], {icon: string; text: () => string}> = {
  correct: {icon: '✓', text: () => translate({id: 'computation.practice.correct', message: 'Correct'})},
  wrong: {icon: '✗', text: () => translate({id: 'computation.practice.wrong', message: 'Wrong'})},
  missing: {icon: '–', text: () => translate({id: 'computation.practice.missing', message: 'Missing'})},
};

export type Answers = Partial<Record<LineId, string>>;

interface Props {
  readonly problem: PracticeProblem;
  readonly answers: Answers;
  readonly onAnswer: (line: LineId, value: string) => void;
  /** The marks after Check, or null before it. */
  readonly result: Record<LineId, LineCheck> | null;
  readonly idFor: (name: string) => string;
}

/** One labelled answer box per line, each with its mark (in words and colour) once checked. */
export default function AnswerRows({problem, answers, onAnswer, result, idFor}: Props): ReactNode {
  return (
    <div className={styles.lines}>
      {problem.answerLines.map((line) => {
        const inputId = idFor(`answer-${line.id}`);
        const statusId = `${inputId}-status`;
        const check = result?.[line.id];
        const isInsurance = line.id === 'insurance';
        return (
          <div key={line.id} className={styles.line} data-line={line.id}>
            <label htmlFor={inputId} className={styles.lineLabel}>
              {isInsurance
                ? messageText(lineMessage(line.id, problem.input.currency))
                : `${messageText(lineMessage(line.id))} (₱)`}
            </label>
            <input
              id={inputId}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder={isInsurance ? `${problem.input.currency} 0.00` : '0.00'}
              className={clsx(styles.input, check && styles[check.status])}
              value={answers[line.id] ?? ''}
              aria-invalid={check && check.status !== 'correct' ? true : undefined}
              aria-describedby={check ? statusId : undefined}
              onChange={(ev) => onAnswer(line.id, ev.target.value)}
            />
            <span id={statusId} className={clsx(styles.status, check && styles[check.status])}>
              {check ? (
                <>
                  <span aria-hidden="true">{STATUS_TEXT[check.status].icon} </span>
                  {STATUS_TEXT[check.status].text()}
                </>
              ) : null}
            </span>
          </div>
        );
      })}
    </div>
  );
}
