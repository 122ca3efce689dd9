import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {TopicResult} from '@site/src/domain/quiz';
import {docTitle, formatPercent, subjectShort, topicName} from '../labels';
import styles from './styles.module.css';

/** The weak topics of an attempt, each with a link to the page that teaches it; nothing when there are none. */
export default function WeakTopics({topics}: {readonly topics: readonly TopicResult[]}): ReactNode {
  if (topics.length === 0) return null;
  return (
    <section className={styles.section}>
      <Heading as="h3">
        <Translate id="quiz.results.weakTitle">Your weak topics: study these next</Translate>
      </Heading>
      <ul className={styles.weak}>
        {topics.map((t) => (
          <li key={`${t.subject}-${t.topic}`}>
            <strong>{topicName(t.topic)}</strong> ({subjectShort(t.subject)}, {formatPercent(t.percent)})
            {' — '}
            {t.doc && (
              <Link to={`/docs/${t.doc}${t.anchor ? `#${t.anchor}` : ''}`}>
                <Translate id="quiz.results.read" values={{page: docTitle(t.doc)}}>
                  {'read {page}'}
                </Translate>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
