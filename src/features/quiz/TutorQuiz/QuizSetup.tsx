import {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {QuizSubject} from '@site/src/backend/types';
import {ALL_SUBJECTS, TOPICS} from '@site/src/domain/quiz';
import {subjectName, subjectShort, topicName} from '../labels';
import {DATA_FILES} from '@site/src/config/dataFiles';
import styles from './styles.module.css';

export interface SetupChoice {
  readonly subject: QuizSubject;
  /** null: all topics of the subject. */
  readonly topic: string | null;
  /** 0: every question. */
  readonly count: number;
}

export const COUNTS: readonly number[] = [5, 10, 15, 20, 0];

/** How many free questions a subject (or one of its topics) has: a topic quiz draws from these. */
function availableQuestions(subject: QuizSubject, topic: string | null): number {
  return TOPICS.filter((t) => t.subject === subject && (topic === null || t.label === topic)).reduce(
    (sum, t) => sum + (DATA_FILES.bankSizes[`${t.subject}/${t.slug}`] ?? 0),
    0,
  );
}

/** The counts worth offering for `available` questions: those below it, and all of them (0). */
function countsFor(available: number): number[] {
  return COUNTS.filter((n) => n === 0 || n < available);
}

interface Props {
  readonly initial: SetupChoice;
  readonly onStart: (choice: SetupChoice) => void;
  readonly notice?: ReactNode;
  /** The address named the subject and topic: focus goes to the number of questions, the one thing left to pick. */
  readonly focusCount?: boolean;
}

/** Pick a subject, a topic and how many questions. */
export default function QuizSetup({initial, onStart, notice, focusCount = false}: Props): ReactNode {
  const id = useId();
  const [subject, setSubject] = useState<QuizSubject>(initial.subject);
  const [topic, setTopic] = useState<string>(initial.topic ?? '');
  const [count, setCount] = useState<number>(initial.count);
  const countSelect = useRef<HTMLSelectElement>(null);
  const topics = TOPICS.filter((t) => t.subject === subject);
  // A topic with 5 questions offers 5 and "all", not 10 (issue 30); a count no longer offered becomes "all".
  const available = availableQuestions(subject, topic === '' ? null : topic);
  const counts = countsFor(available);
  const shownCount = counts.includes(count) ? count : 0;

  useEffect(() => {
    if (!focusCount) return;
    countSelect.current?.scrollIntoView({block: 'center'});
    countSelect.current?.focus({preventScroll: true});
  }, [focusCount]);

  function submit(e: FormEvent): void {
    e.preventDefault();
    onStart({subject, topic: topic === '' ? null : topic, count: shownCount});
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
        <select
          ref={countSelect}
          id={`${id}-count`}
          value={shownCount}
          onChange={(e) => setCount(Number(e.target.value))}>
          {counts.map((n) => (
            <option key={n} value={n}>
              {n === 0
                ? translate(
                    {
                      id: 'quiz.setup.countAllN',
                      message: 'All available ({n})',
                      description: 'The last choice of the number of questions: every question of the topic',
                    },
                    {n: available},
                  )
                : n}
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
