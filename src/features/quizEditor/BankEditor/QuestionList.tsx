import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import type {BankIssue, EditorQuestion} from '../bankModel';
import {useErrorsShown} from '../EditorField/errorsShown';
import styles from './styles.module.css';

interface Props {
  readonly questions: readonly EditorQuestion[];
  readonly selected: number;
  readonly issues: readonly BankIssue[];
  readonly onSelect: (index: number) => void;
  readonly onMove: (from: number, to: number) => void;
  readonly onDuplicate: (index: number) => void;
  readonly onDelete: (index: number) => void;
}

/** The bank's questions in order, each with reorder, duplicate and delete. */
export default function QuestionList({
  questions,
  selected,
  issues,
  onSelect,
  onMove,
  onDuplicate,
  onDelete,
}: Props): ReactNode {
  const shownAll = useErrorsShown().all;
  return (
    <ol className={styles.list} aria-label={translate({id: 'quizEditor.questions', message: 'Questions'})}>
      {questions.map((q, i) => {
        const problems = issues.filter((issue) => issue.question === i).length;
        const name = q.id || `#${i + 1}`;
        return (
          <li key={i} className={clsx(styles.item, i === selected && styles.selected)}>
            <button
              type="button"
              className={styles.select}
              aria-current={i === selected ? 'true' : undefined}
              onClick={() => onSelect(i)}>
              {i + 1}. {name}
              {shownAll && problems > 0 && (
                <span className={styles.problems}>
                  {' '}
                  <Translate id="quizEditor.problemCount" values={{n: problems}}>
                    {'({n} problems)'}
                  </Translate>
                </span>
              )}
            </button>
            <span className={styles.tools}>
              <button
                type="button"
                className="button button--sm button--secondary"
                disabled={i === 0}
                aria-label={translate({id: 'quizEditor.moveUp', message: 'Move {name} up'}, {name})}
                onClick={() => onMove(i, i - 1)}>
                ↑
              </button>
              <button
                type="button"
                className="button button--sm button--secondary"
                disabled={i === questions.length - 1}
                aria-label={translate({id: 'quizEditor.moveDown', message: 'Move {name} down'}, {name})}
                onClick={() => onMove(i, i + 1)}>
                ↓
              </button>
              <button
                type="button"
                className="button button--sm button--secondary"
                aria-label={translate({id: 'quizEditor.duplicate', message: 'Duplicate {name}'}, {name})}
                onClick={() => onDuplicate(i)}>
                <Translate id="quizEditor.duplicateShort">Copy</Translate>
              </button>
              <button
                type="button"
                className="button button--sm button--danger"
                disabled={questions.length <= 1}
                aria-label={translate({id: 'quizEditor.delete', message: 'Delete {name}'}, {name})}
                onClick={() => onDelete(i)}>
                <Translate id="quizEditor.deleteShort">Delete</Translate>
              </button>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
