import type {ReactNode, Ref} from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {Question} from '@site/src/domain/quiz';
import {subjectShort, topicName} from '../labels';
import QuizText from '../QuizText';
import styles from './styles.module.css';

interface Props {
  readonly question: Question;
  /** 0-based position. */
  readonly index: number;
  readonly total: number;
  readonly flagged?: boolean;
  /** Receives focus when the question changes, so screen readers announce it. */
  readonly headingRef?: Ref<HTMLHeadingElement>;
  readonly children: ReactNode;
}

/** One question: its number, subject and topic, the prompt, and the answer area passed as children. */
export default function QuestionCard({
  question,
  index,
  total,
  flagged = false,
  headingRef,
  children,
}: Props): ReactNode {
  return (
    <article
      className={styles.card}
      aria-labelledby={`q-${question.id}`}
      aria-describedby={`prompt-${question.id}`}>
      <header className={styles.header}>
        {/* No id on Heading: Docusaurus would add a "direct link" anchor to it. */}
        <Heading as="h3" className={styles.number} ref={headingRef} tabIndex={-1}>
          <span id={`q-${question.id}`}>
            <Translate id="quiz.question.number" values={{n: index + 1, total}}>
              {'Question {n} of {total}'}
            </Translate>
          </span>
        </Heading>
        <p className={styles.meta}>
          {subjectShort(question.subject)} · {topicName(question.topic)}
          {flagged && (
            <span className={styles.flag}>
              {' '}
              ⚑ <Translate id="quiz.question.flagged">Flagged</Translate>
            </span>
          )}
        </p>
      </header>
      <QuizText className={styles.prompt} id={`prompt-${question.id}`} markdown={question.prompt} />
      {children}
    </article>
  );
}
