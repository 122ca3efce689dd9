import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {CBLE_PASS_RULE, type SubjectResult} from '@site/src/domain/quiz';
import {formatPercent, subjectName, subjectShort} from '../labels';
import DataTable from '@site/src/components/DataTable';
import styles from './styles.module.css';

function standing(s: SubjectResult): ReactNode {
  if (s.percent < CBLE_PASS_RULE.minSubject) {
    return (
      <span className={styles.bad}>
        <Translate id="quiz.results.belowFloor">Below the 60% floor</Translate>
      </span>
    );
  }
  if (s.percent < CBLE_PASS_RULE.minAverage) {
    return <Translate id="quiz.results.aboveFloor">Above the 60% floor, below 75%</Translate>;
  }
  return (
    <span className={styles.good}>
      <Translate id="quiz.results.atAverage">At or above 75%</Translate>
    </span>
  );
}

/** Score per subject, each against the 75/60 rule. */
export default function SubjectTable({subjects}: {readonly subjects: readonly SubjectResult[]}): ReactNode {
  return (
    <DataTable
      caption={<Translate id="quiz.results.bySubject">Score by subject</Translate>}
      columns={[
        <Translate id="quiz.results.subject">Subject</Translate>,
        <Translate id="quiz.results.right">Right</Translate>,
        <Translate id="quiz.results.score">Score</Translate>,
        <Translate id="quiz.results.againstRule">Against the 75/60 rule</Translate>,
      ]}>
      {subjects.map((s) => (
        <tr key={s.subject}>
          <th scope="row">
            <span className={styles.subjectShort}>{subjectShort(s.subject)}</span>{' '}
            <span className={styles.subjectName}>{subjectName(s.subject)}</span>
          </th>
          <td>
            {s.correct}/{s.count}
          </td>
          <td>{formatPercent(s.percent)}</td>
          <td>{standing(s)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
