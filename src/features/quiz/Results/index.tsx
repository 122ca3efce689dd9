import {useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {QuizAttempt} from '@site/src/backend/types';
import type {Question} from '@site/src/domain/quiz';
import {missedQuestionIds, summariseItems, weakTopics, type PassVerdict} from '../engine';
import {attemptTitle, docTitle, formatDuration, formatPercent, subjectShort, topicName} from '../labels';
import ReviewList from './ReviewList';
import SubjectTable from './SubjectTable';
import TopicTable from './TopicTable';
import EstimateMoved from './EstimateMoved';
import styles from './styles.module.css';

export type SaveState = 'saving' | 'saved' | 'device-only' | 'account-only' | 'full' | 'failed';

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

/** The 75/60 verdict in words (or why it does not apply). */
export function VerdictText({
  verdict,
  subjectCount,
}: {
  readonly verdict: PassVerdict;
  readonly subjectCount: number;
}): ReactNode {
  const average = formatPercent(verdict.average);
  if (!verdict.applicable) {
    return (
      <p>
        <Translate id="quiz.results.notApplicable" values={{n: subjectCount}}>
          {
            'The 75/60 pass rule needs all four subjects; this attempt covered {n}. Each subject below is shown against the 75% average and the 60% floor.'
          }
        </Translate>
      </p>
    );
  }
  if (verdict.passed) {
    return (
      <p className={clsx(styles.verdict, styles.good)}>
        <Translate id="quiz.results.pass" values={{average}}>
          {'Pass under the 75/60 rule: general average {average}, and no subject below 60%.'}
        </Translate>
      </p>
    );
  }
  return (
    <div className={clsx(styles.verdict, styles.bad)}>
      <p>
        <Translate id="quiz.results.fail">Not a pass yet under the 75/60 rule:</Translate>
      </p>
      <ul>
        {!verdict.averageMet && (
          <li>
            <Translate id="quiz.results.averageShort" values={{average}}>
              {'the general average, {average}, is below 75%'}
            </Translate>
          </li>
        )}
        {verdict.belowFloor.map((s) => (
          <li key={s}>
            <Translate id="quiz.results.subjectShort" values={{subject: subjectShort(s)}}>
              {'{subject} is below the 60% floor'}
            </Translate>
          </li>
        ))}
      </ul>
    </div>
  );
}

function SaveNote({
  state,
  dropped,
  onRetry,
}: {
  readonly state: SaveState;
  readonly dropped: number;
  readonly onRetry?: () => void;
}): ReactNode {
  // Once retried, the button stays (inactive while saving) until the result is saved, so focus is not
  // lost mid-retry; then focus moves to the note that says it was saved.
  const [retried, setRetried] = useState(false);
  const note = useRef<HTMLParagraphElement>(null);
  const unsaved = state === 'full' || state === 'failed';
  const settled = state !== 'saving' && !unsaved;
  useEffect(() => {
    if (retried && settled) note.current?.focus();
  }, [retried, settled]);
  const text = {
    saving: <Translate id="quiz.results.saving">Saving your result…</Translate>,
    saved: <Translate id="quiz.results.saved">Saved. It shows on the Quizzes page.</Translate>,
    'device-only': (
      <Translate id="quiz.results.deviceOnly">
        Saved in this browser. It will be added to your account when the connection is back.
      </Translate>
    ),
    'account-only': (
      <Translate id="quiz.results.accountOnly">
        {"Saved to your account. This browser's storage is full, so no copy is kept on this device."}
      </Translate>
    ),
    full: (
      <Translate id="quiz.results.storageFull">
        {
          "Your result could not be saved: this browser's storage is full. Free some space (in the browser's settings, clear other sites' data or saved offline pages), or sign in so results are kept in your account."
        }
      </Translate>
    ),
    failed: (
      <Translate id="quiz.results.failed">
        Your result could not be saved (browser storage is unavailable).
      </Translate>
    ),
  }[state];
  return (
    <>
      <p className={styles.saveNote} role="status" ref={note} tabIndex={-1}>
        {text}
        {dropped > 0 && (state === 'saved' || state === 'device-only') && (
          <>
            {' '}
            {dropped === 1
              ? translate({
                  id: 'quiz.results.droppedOldest',
                  message:
                    "To make room in this browser's storage, your oldest result was removed from this device.",
                  description:
                    'After a saved quiz result, when the oldest result was removed to stay inside the storage quota',
                })
              : translate(
                  {
                    id: 'quiz.results.droppedOlder',
                    message:
                      "To make room in this browser's storage, your {count} oldest results were removed from this device.",
                    description:
                      'After a saved quiz result, when several older results were removed to stay inside the storage quota',
                  },
                  {count: dropped},
                )}
          </>
        )}
      </p>
      {onRetry && (unsaved || (retried && state === 'saving')) && (
        <button
          type="button"
          className={clsx('button button--primary button--sm', styles.retrySave)}
          // aria-disabled, not disabled: a disabled button would drop the focus it holds.
          aria-disabled={state === 'saving'}
          onClick={() => {
            if (state === 'saving') return;
            setRetried(true);
            onRetry();
          }}>
          <Translate
            id="quiz.results.retrySave"
            description="Button after a result could not be saved (storage full or unavailable): saves it again">
            Try saving again
          </Translate>
        </button>
      )}
    </>
  );
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

  const weakList = weak.length > 0 && (
    <section className={styles.section}>
      <Heading as="h3">
        <Translate id="quiz.results.weakTitle">Your weak topics: study these next</Translate>
      </Heading>
      <ul className={styles.weak}>
        {weak.map((t) => (
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
      <div className={styles.actions}>
        {missed > 0 ? (
          <Link className="button button--primary" to={`/docs/quiz?retake=${encodeURIComponent(attempt.id)}`}>
            <Translate id="quiz.results.retake" values={{n: missed}}>
              {'Retake my mistakes ({n})'}
            </Translate>
          </Link>
        ) : (
          <p className={styles.good}>
            <Translate id="quiz.results.noMistakes">No mistakes to retake.</Translate>
          </p>
        )}
        {actions}
        <Link className="button button--secondary" to="/docs/quiz?set=flagged">
          <Translate id="quiz.results.flaggedSet">Practise my flagged questions</Translate>
        </Link>
        <Link className="button button--secondary" to="/build-quiz">
          <Translate id="quiz.results.buildQuiz">Build a quiz</Translate>
        </Link>
        <Link className="button button--secondary" to="/quizzes">
          <Translate id="quiz.results.allQuizzes">All quizzes and progress</Translate>
        </Link>
      </div>
      {leadWithWeakTopics && weakList}
      <SubjectTable subjects={result.subjects} />
      <TopicTable topics={result.topics} />
      {!leadWithWeakTopics && weakList}
      <ReviewList attempt={attempt} questions={questions} orders={orders} />
    </section>
  );
}
