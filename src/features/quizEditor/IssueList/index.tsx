import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import type {BankIssue} from '../bankModel';
import styles from './styles.module.css';

interface Props {
  readonly issues: readonly BankIssue[];
  /** Labels the list for screen readers. */
  readonly label: string;
  readonly id?: string;
}

function where(issue: BankIssue): ReactNode {
  if (issue.questionId === null) {
    return <Translate id="quizEditor.issue.bank">Bank</Translate>;
  }
  return (
    <Translate id="quizEditor.issue.question" values={{n: (issue.question ?? 0) + 1, id: issue.questionId}}>
      {'Question {n} ({id})'}
    </Translate>
  );
}

/** Problems of a bank, each with the question and field it is in. */
export default function IssueList({issues, label, id}: Props): ReactNode {
  if (issues.length === 0) return null;
  return (
    <ul className={styles.issues} aria-label={label} id={id}>
      {issues.map((issue, i) => (
        <li key={i}>
          <strong>{where(issue)}</strong>
          {issue.field ? ` · ${issue.field}` : ''}: {issue.message}
        </li>
      ))}
    </ul>
  );
}
