import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {TopicResult} from '../engine';
import {docTitle, formatPercent, subjectShort, topicName} from '../labels';
import styles from './styles.module.css';

/** Score per topic, with the reviewer page for each. */
export default function TopicTable({topics}: {readonly topics: readonly TopicResult[]}): ReactNode {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>
          <Translate id="quiz.results.byTopic">Score by topic</Translate>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="quiz.results.topic">Topic</Translate>
            </th>
            <th scope="col">
              <Translate id="quiz.results.right">Right</Translate>
            </th>
            <th scope="col">
              <Translate id="quiz.results.score">Score</Translate>
            </th>
            <th scope="col">
              <Translate id="quiz.results.studyPage">Study page</Translate>
            </th>
          </tr>
        </thead>
        <tbody>
          {topics.map((t) => (
            <tr key={`${t.subject}-${t.topic}`}>
              <th scope="row">
                {topicName(t.topic)} <span className={styles.muted}>({subjectShort(t.subject)})</span>
              </th>
              <td>
                {t.correct}/{t.count}
              </td>
              <td>{formatPercent(t.percent)}</td>
              <td>{t.doc ? <Link to={`/docs/${t.doc}`}>{docTitle(t.doc)}</Link> : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
