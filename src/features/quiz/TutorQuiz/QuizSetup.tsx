import {useId, useState, type FormEvent, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {QuizSubject} from '@site/src/backend/types';
import {ALL_SUBJECTS} from '../engine';
import {subjectName, subjectShort, topicName} from '../labels';
import {TOPICS} from '../topics';
import styles from './styles.module.css';

export interface SetupChoice {
  readonly subject: QuizSubject;
  /** null: all topics of the subject. */
  readonly topic: string | null;
  /** 0: every question. */
  readonly count: number;
}

export const COUNTS: readonly number[] = [5, 10, 15, 20, 0];

interface Props {
  readonly initial: SetupChoice;
  readonly onStart: (choice: SetupChoice) => void;
  readonly notice?: ReactNode;
}

/** Pick a subject, a topic and how many questions. */
export default function QuizSetup({initial, onStart, notice}: Props): ReactNode {
  const id = useId();
  const [subject, setSubject] = useState<QuizSubject>(initial.subject);
  const [topic, setTopic] = useState<string>(initial.topic ?? '');
  const [count, setCount] = useState<number>(initial.count);
  const topics = TOPICS.filter((t) => t.subject === subject);

  function submit(e: FormEvent): void {
    e.preventDefault();
    onStart({subject, topic: topic === '' ? null : topic, count});
  }

  return (
    <form
      className={styles.setup}
      onSubmit={submit}
      aria-label={translate({id: 'quiz.setup.label', message: 'Set up a quiz'})}>
      {notice}
      <div className={styles.field}>
        <label htmlFor={`${id}-subject`}>
          <Translate id="quiz.setup.subject">Subject</Translate>
        </label>
        <select
          id={`${id}-subject`}
          value={subject}
          onChange={(e) => {
            setSubject(Number(e.target.value) as QuizSubject);
            setTopic('');
          }}>
          {ALL_SUBJECTS.map((s) => (
            <option key={s} value={s}>
              {subjectShort(s)}: {subjectName(s)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-topic`}>
          <Translate id="quiz.setup.topic">Topic</Translate>
        </label>
        <select id={`${id}-topic`} value={topic} onChange={(e) => setTopic(e.target.value)}>
          <option value="">{translate({id: 'quiz.allTopics', message: 'All topics'})}</option>
          {topics.map((t) => (
            <option key={t.label} value={t.label}>
              {topicName(t.label)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-count`}>
          <Translate id="quiz.setup.count">Number of questions</Translate>
        </label>
        <select id={`${id}-count`} value={count} onChange={(e) => setCount(Number(e.target.value))}>
          {COUNTS.map((n) => (
            <option key={n} value={n}>
              {n === 0 ? translate({id: 'quiz.setup.countAll', message: 'All available'}) : n}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary">
        <Translate id="quiz.setup.start">Start the quiz</Translate>
      </button>
    </form>
  );
}
