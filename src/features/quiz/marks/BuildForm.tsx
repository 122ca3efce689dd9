import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import {ALL_SUBJECTS, TOPICS} from '@site/src/domain/quiz';
import {subjectName, topicName} from '../labels';
import {MAX_BUILT_ITEMS} from '../TutorQuiz/useQuizRequest';
import {BUILD_SOURCES, type BuildSource} from './buildQuiz';
import type {BuildChoices} from './useBuildChoices';
import styles from './styles.module.css';

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

interface Props {
  readonly choices: BuildChoices;
  /** How many questions match the choices now. */
  readonly matching: number;
  readonly onStart: () => void;
}

/** The /build-quiz form: sources, subjects, topics, a count, the mode and a timer, and how many items match. */
export default function BuildForm({choices, matching, onStart}: Props): ReactNode {
  const {selectMessage} = usePluralForm();
  const shownTopics = TOPICS.filter(
    (t) => choices.subjects.length === 0 || choices.subjects.includes(t.subject),
  );
  const taken = Math.min(choices.count, matching);
  // Plural rules know one and other (and Filipino's own); "none" is its own message.
  const matchedText =
    matching === 0
      ? translate({id: 'build.matched.none', message: 'No questions match.'})
      : selectMessage(
          matching,
          translate(
            {
              id: 'build.matched',
              message: 'One question matches.|{n} questions match.',
              description: 'Plural forms (pipe-separated): how many questions match the build-a-quiz choices',
            },
            {n: matching},
          ),
        );

  return (
    <form
      className={styles.build}
      onSubmit={(e) => {
        e.preventDefault();
        onStart();
      }}>
      <Heading as="h2">
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
              checked={choices.sources.includes(s)}
              onChange={() => choices.toggleSource(s)}
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
              checked={choices.subjects.includes(s)}
              onChange={() => choices.toggleSubject(s)}
            />{' '}
            {subjectName(s)}
          </label>
        ))}
      </fieldset>
      <details className={styles.group}>
        <summary>
          <Translate id="build.topics" values={{n: choices.topics.length}}>
            {'Topics ({n} ticked; none: every topic)'}
          </Translate>
        </summary>
        {shownTopics.map((t) => (
          <label key={`${t.subject}-${t.label}`} className={styles.check}>
            <input
              type="checkbox"
              checked={choices.topics.includes(t.label)}
              onChange={() => choices.toggleTopic(t.label)}
            />{' '}
            {topicName(t.label)}
          </label>
        ))}
      </details>
      <div className={styles.toolbar}>
        <label>
          <Translate id="build.count">How many</Translate>{' '}
          <select value={choices.count} onChange={(e) => choices.setCount(Number(e.target.value))}>
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
            <input
              type="radio"
              name="mode"
              checked={choices.mode === 'tutor'}
              onChange={() => choices.setMode('tutor')}
            />{' '}
            <Translate id="build.mode.tutor">Tutor (feedback after each answer)</Translate>
          </label>
          <label className={styles.check}>
            <input
              type="radio"
              name="mode"
              checked={choices.mode === 'exam'}
              onChange={() => choices.setMode('exam')}
            />{' '}
            <Translate id="build.mode.exam">Exam (results at the end)</Translate>
          </label>
        </fieldset>
        {choices.mode === 'exam' && (
          <label>
            <Translate id="build.timer">Timer</Translate>{' '}
            <select value={choices.minutes} onChange={(e) => choices.setMinutes(Number(e.target.value))}>
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
        {matching > choices.count && (
          <Translate id="build.taking" values={{n: taken}}>
            {'The quiz takes {n} of them at random.'}
          </Translate>
        )}
      </p>
      <button type="submit" className={`button button--primary ${styles.button}`} disabled={matching === 0}>
        <Translate id="build.start" values={{n: taken}}>
          {'Start the quiz ({n})'}
        </Translate>
      </button>
    </form>
  );
}
