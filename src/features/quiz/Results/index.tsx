import {useEffect, useMemo, useRef, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {QuizAttempt} from '@site/src/backend/types';
import {missedQuestionIds, type Question, summariseItems, weakTopics} from '@site/src/domain/quiz';
import {attemptTitle, formatDuration, formatPercent} from '../labels';
import ReviewList from './ReviewList';
import SubjectTable from './SubjectTable';
import TopicTable from './TopicTable';
import EstimateMoved from './EstimateMoved';
import ResultActions from './ResultActions';
import SaveNote, {type SaveState} from './SaveNote';
import VerdictText from './VerdictText';
import WeakTopics from './WeakTopics';
import styles from './styles.module.css';

export {VerdictText};
export type {SaveState};

interface Props {
  readonly attempt: QuizAttempt;
  readonly questions: readonly Question[];
  /** Choice ids in the order they were shown, per question. */
  readonly orders: Readonly<Record<string, readonly string[]>>;
  readonly saveState: SaveState;
  /** Older results this browser removed to make room for this one. */
  readonly droppedOlder?: number;
  /** Saves the result again, offered when it could not be saved (a full or unavailable storage). */
  readonly onRetrySave?: () => void;
  /** Lead with the weak topics (the diagnostic). */
  readonly leadWithWeakTopics?: boolean;
  /** Extra buttons (e.g. "Start another quiz"). */
  readonly actions?: ReactNode;
  /** How the attempt ended, when it was not the candidate's own submit (the time ran out). */
  readonly endedBy?: 'submitted' | 'time-up';
}

/** The result of an attempt: score per subject against the pass rule, per topic, time, review and retake. */
export default function Results({
  attempt,
  questions,
  orders,
  saveState,
  droppedOlder = 0,
  onRetrySave,
  leadWithWeakTopics = false,
  actions,
  endedBy = 'submitted',
}: Props): ReactNode {
  const result = useMemo(() => summariseItems(attempt.items), [attempt]);
  const weak = weakTopics(result);
  const missed = missedQuestionIds(attempt.items).length;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const weakList = <WeakTopics topics={weak} />;

  return (
    <section className={styles.results} aria-labelledby={`results-${attempt.id}`}>
      <Heading as="h2" className={styles.title} ref={heading} tabIndex={-1}>
        <span id={`results-${attempt.id}`}>
          <Translate id="quiz.results.title" values={{what: attemptTitle(attempt)}}>
            {'Results: {what}'}
          </Translate>
        </span>
      </Heading>
      {endedBy === 'time-up' && (
        <p className="alert alert--warning" role="alert">
          <Translate id="quiz.results.timeUp">
            Time ran out, so your exam was submitted as it stood: unanswered items count as wrong.
          </Translate>
        </p>
      )}
      <p className={styles.score}>
        <Translate
          id="quiz.results.score.line"
          values={{
            right: result.total.correct,
            total: result.total.count,
            percent: formatPercent(result.total.percent),
          }}>
          {'{right} of {total} right ({percent})'}
        </Translate>
        <span className={styles.time}>
          {' · '}
          <Translate id="quiz.results.time" values={{time: formatDuration(attempt.durationMs)}}>
            {'time taken {time}'}
          </Translate>
        </span>
      </p>
      <VerdictText verdict={result.verdict} subjectCount={result.subjects.length} />
      <SaveNote state={saveState} dropped={droppedOlder} onRetry={onRetrySave} />
      <EstimateMoved
        attempt={attempt}
        saved={saveState === 'saved' || saveState === 'device-only' || saveState === 'account-only'}
      />
      <ResultActions attemptId={attempt.id} missed={missed} actions={actions} />
      {leadWithWeakTopics && weakList}
      <SubjectTable subjects={result.subjects} />
      <TopicTable topics={result.topics} />
      {!leadWithWeakTopics && weakList}
      <ReviewList attempt={attempt} questions={questions} orders={orders} />
    </section>
  );
}
