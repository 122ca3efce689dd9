import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {TopicResult} from '@site/src/domain/quiz';
import {docTitle, formatPercent, subjectShort, topicName} from '../labels';
import DataTable from '@site/src/components/DataTable';
import styles from './styles.module.css';

/** Score per topic, with the reviewer page for each. */
export default function TopicTable({topics}: {readonly topics: readonly TopicResult[]}): ReactNode {
  return (
    <DataTable
      caption={<Translate id="quiz.results.byTopic">Score by topic</Translate>}
      columns={[
        <Translate id="quiz.results.topic">Topic</Translate>,
        <Translate id="quiz.results.right">Right</Translate>,
        <Translate id="quiz.results.score">Score</Translate>,
        <Translate id="quiz.results.studyPage">Study page</Translate>,
      ]}>
      {topics.map((t) => (
        <tr key={`${t.subject}-${t.topic}`}>
          <th scope="row">
            {topicName(t.topic)} <span className={styles.muted}>({subjectShort(t.subject)})</span>
          </th>
          <td>
            {t.correct}/{t.count}
          </td>
          <td>{formatPercent(t.percent)}</td>
          <td>
            {t.doc ? (
              <Link to={`/docs/${t.doc}${t.anchor ? `#${t.anchor}` : ''}`}>{docTitle(t.doc)}</Link>
            ) : (
              '—'
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
