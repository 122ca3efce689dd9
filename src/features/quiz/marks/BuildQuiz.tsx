import {useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {useHistory} from '@docusaurus/router';
import {usePluralForm} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {QuizAttempt, QuizSubject} from '@site/src/backend/types';
import StatusMessage from '@site/src/components/StatusMessage';
import {loadFreeQuestions} from '../data/loadQuestions';
import {ALL_SUBJECTS, randomId} from '../engine';
import ExamError from '../ExamError';
import ExamRunner from '../ExamRunner';
import {subjectName, topicName} from '../labels';
import {useQuizProgress} from '../progress/useQuizProgress';
import Results from '../Results';
import {TOPICS, type Question} from '@site/src/domain/quiz';
import {MAX_BUILT_ITEMS} from '../TutorQuiz/useQuizRequest';
import {useExamFlow} from '../useExamFlow';
import {BUILD_SOURCES, matchingItems, pickBuilt, type BuildSource} from './buildQuiz';
import {useStudyMarks} from './useStudyMarks';
import styles from './styles.module.css';

/** The exam-mode slot of a built quiz (IN_PROGRESS_KEYS). */
export const BUILT_SLOT = 'built';
const SLOTS = [BUILT_SLOT];
const COUNTS = [5, 10, 20, 50, MAX_BUILT_ITEMS];
const MINUTES = [0, 10, 20, 30, 60];

function sourceLabel(source: BuildSource): string {
  switch (source) {
    case 'missed':
      return translate({id: 'build.source.missed', message: 'Questions I missed'});
    case 'flagged':
      return translate({id: 'build.source.flagged', message: 'Questions I flagged'});
    case 'due':
      return translate({id: 'build.source.due', message: 'Due for review'});
    case 'unseen':
      return translate({id: 'build.source.unseen', message: 'Never seen'});
    case 'weakest':
      return translate({id: 'build.source.weakest', message: 'My weakest topics'});
  }
}

const toggled = <T,>(list: readonly T[], value: T): T[] =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

type Loaded = {questions: Question[]; attempts: QuizAttempt[]} | 'loading' | 'failed';

/** /build-quiz: choose sources, subjects, topics, a count, the mode and a timer; see how many items match. */
export default function BuildQuiz(): ReactNode {
  const progressState = useQuizProgress();
  const {state: marksState} = useStudyMarks();
  const flow = useExamFlow(SLOTS);
  const history = useHistory();
  const {selectMessage} = usePluralForm();
  const [loaded, setLoaded] = useState<Loaded>('loading');
  const [tries, setTries] = useState(0);
  const [sources, setSources] = useState<BuildSource[]>([]);
  const [subjects, setSubjects] = useState<QuizSubject[]>([]);
  const [topics, setTopics] = useState<string[]>([]);
  const [count, setCount] = useState(10);
  const [mode, setMode] = useState<'tutor' | 'exam'>('tutor');
  const [minutes, setMinutes] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const [now] = useState(() => Date.now());

  const progress = progressState.kind === 'ready' ? progressState.progress : null;
  useEffect(() => {
    if (!progress) return undefined;
    let active = true;
    Promise.all([loadFreeQuestions(), progress.listAttempts()]).then(
      ([questions, attempts]) => active && setLoaded({questions, attempts}),
      () => active && setLoaded('failed'),
    );
    return () => {
      active = false;
    };
  }, [progress, tries]);

  const marks = marksState.kind === 'ready' ? marksState.marks : null;
  const matching = useMemo(() => {
    if (typeof loaded === 'string' || !marks) return null;
    return matchingItems(
      loaded.questions,
      {sources, subjects, topics},
      {attempts: loaded.attempts, marks, now},
    );
  }, [loaded, marks, sources, subjects, topics, now]);

  const phase = flow.phase;
  if (phase.kind === 'running') {
    return (
      <ExamRunner
        key={phase.exam.attemptId}
        title={translate({id: 'build.examTitle', message: 'Your quiz'})}
        questions={phase.questions}
        initial={phase.exam}
        focusOnStart={phase.fresh}
        onSave={flow.save}
        onSubmit={flow.submit}
      />
    );
  }
  if (phase.kind === 'results') {
    return (
      <Results
        attempt={phase.attempt}
        questions={phase.questions}
        orders={phase.orders}
        saveState={phase.save}
        endedBy={phase.reason}
      />
    );
  }
  if (phase.kind === 'error')
    return <ExamError stale={phase.stale} onRetry={flow.retry} onDiscard={flow.discard} />;
  if (loaded === 'failed' || progressState.kind === 'error' || marksState.kind === 'error') {
    return (
      <StatusMessage kind="error">
        <Translate id="build.loadFailed">Your history could not be loaded.</Translate>{' '}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setLoaded('loading');
            setTries((n) => n + 1);
            if (progressState.kind === 'error') progressState.retry();
            if (marksState.kind === 'error') marksState.retry();
          }}>
          <Translate id="build.retry">Try again</Translate>
        </button>
      </StatusMessage>
    );
  }
  if (matching === null || phase.kind === 'checking' || phase.kind === 'loading') {
    return (
      <StatusMessage kind="loading">
        <Translate id="build.loading">Loading the questions and your history…</Translate>
      </StatusMessage>
    );
  }

  const shownTopics = TOPICS.filter((t) => subjects.length === 0 || subjects.includes(t.subject));
  const taken = Math.min(count, matching.length);
  // Plural rules know one and other (and Filipino's own); "none" is its own message.
  const matchedText =
    matching.length === 0
      ? translate({id: 'build.matched.none', message: 'No questions match.'})
      : selectMessage(
          matching.length,
          translate(
            {
              id: 'build.matched',
              message: 'One question matches.|{n} questions match.',
              description: 'Plural forms (pipe-separated): how many questions match the build-a-quiz choices',
            },
            {n: matching.length},
          ),
        );

  const start = (): void => {
    const picked = pickBuilt(matching, count, randomId());
    if (picked.length === 0) return;
    if (mode === 'tutor') {
      history.push(`/docs/quiz?${new URLSearchParams({ids: picked.map((q) => q.id).join(',')}).toString()}`);
      return;
    }
    flow.begin(BUILT_SLOT, 'quiz', () =>
      Promise.resolve({questions: picked, timeLimitMs: minutes > 0 ? minutes * 60_000 : null}),
    );
  };

  return (
    <form
      className={styles.build}
      onSubmit={(e) => {
        e.preventDefault();
        start();
      }}>
      <Heading as="h2" ref={heading}>
        <Translate id="build.heading">Choose your questions</Translate>
      </Heading>
      <fieldset className={styles.group}>
        <legend>
          <Translate id="build.sources">From (none ticked: every question)</Translate>
        </legend>
        {BUILD_SOURCES.map((s) => (
          <label key={s} className={styles.check}>
            <input
              type="checkbox"
              checked={sources.includes(s)}
              onChange={() => setSources((l) => toggled(l, s))}
            />{' '}
            {sourceLabel(s)}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>
          <Translate id="build.subjects">Subjects (none ticked: all four)</Translate>
        </legend>
        {ALL_SUBJECTS.map((s) => (
          <label key={s} className={styles.check}>
            <input
              type="checkbox"
              checked={subjects.includes(s)}
              onChange={() => {
                setSubjects((l) => toggled(l, s));
                setTopics([]);
              }}
            />{' '}
            {subjectName(s)}
          </label>
        ))}
      </fieldset>
      <details className={styles.group}>
        <summary>
          <Translate id="build.topics" values={{n: topics.length}}>
            {'Topics ({n} ticked; none: every topic)'}
          </Translate>
        </summary>
        {shownTopics.map((t) => (
          <label key={`${t.subject}-${t.label}`} className={styles.check}>
            <input
              type="checkbox"
              checked={topics.includes(t.label)}
              onChange={() => setTopics((l) => toggled(l, t.label))}
            />{' '}
            {topicName(t.label)}
          </label>
        ))}
      </details>
      <div className={styles.toolbar}>
        <label>
          <Translate id="build.count">How many</Translate>{' '}
          <select value={count} onChange={(e) => setCount(Number(e.target.value))}>
            {COUNTS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <fieldset className={styles.inline}>
          <legend>
            <Translate id="build.mode">Mode</Translate>
          </legend>
          <label className={styles.check}>
            <input type="radio" name="mode" checked={mode === 'tutor'} onChange={() => setMode('tutor')} />{' '}
            <Translate id="build.mode.tutor">Tutor (feedback after each answer)</Translate>
          </label>
          <label className={styles.check}>
            <input type="radio" name="mode" checked={mode === 'exam'} onChange={() => setMode('exam')} />{' '}
            <Translate id="build.mode.exam">Exam (results at the end)</Translate>
          </label>
        </fieldset>
        {mode === 'exam' && (
          <label>
            <Translate id="build.timer">Timer</Translate>{' '}
            <select value={minutes} onChange={(e) => setMinutes(Number(e.target.value))}>
              {MINUTES.map((m) => (
                <option key={m} value={m}>
                  {m === 0
                    ? translate({id: 'build.timer.none', message: 'No timer'})
                    : translate({id: 'build.timer.minutes', message: '{m} minutes'}, {m})}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <p className={styles.matched} role="status" aria-live="polite" data-testid="build-matched">
        {matchedText}{' '}
        {matching.length > count && (
          <Translate id="build.taking" values={{n: taken}}>
            {'The quiz takes {n} of them at random.'}
          </Translate>
        )}
      </p>
      <button
        type="submit"
        className={`button button--primary ${styles.button}`}
        disabled={matching.length === 0}>
        <Translate id="build.start" values={{n: taken}}>
          {'Start the quiz ({n})'}
        </Translate>
      </button>
    </form>
  );
}
