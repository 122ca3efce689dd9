import {useMemo, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {useHistory} from '@docusaurus/router';
import StatusMessage from '@site/src/components/StatusMessage';
import {randomId} from '@site/src/domain/quiz';
import ExamError from '../ExamError';
import ExamRunner from '../ExamRunner';
import Results from '../Results';
import {useExamFlow} from '../useExamFlow';
import BuildForm from './BuildForm';
import {matchingItems, pickBuilt} from './buildQuiz';
import {useBuildChoices} from './useBuildChoices';
import {useBuildHistory} from './useBuildHistory';

/** The exam-mode slot of a built quiz (IN_PROGRESS_KEYS). */
const BUILT_SLOT = 'built';
const SLOTS = [BUILT_SLOT];

/** /build-quiz: choose sources, subjects, topics, a count, the mode and a timer; see how many items match. */
export default function BuildQuiz(): ReactNode {
  const loaded = useBuildHistory();
  const flow = useExamFlow(SLOTS);
  const history = useHistory();
  const choices = useBuildChoices();
  const [now] = useState(() => Date.now());
  const {sources, subjects, topics} = choices;

  // The loaded lists keep their identity between renders; the state object around them does not.
  const ready = loaded.kind === 'ready' ? loaded : null;
  const questions = ready?.questions;
  const attempts = ready?.attempts;
  const marks = ready?.marks;
  const matching = useMemo(() => {
    if (!questions || !attempts || !marks) return null;
    return matchingItems(questions, {sources, subjects, topics}, {attempts, marks, now});
  }, [questions, attempts, marks, sources, subjects, topics, now]);

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
  if (loaded.kind === 'error') {
    return (
      <StatusMessage kind="error">
        <Translate id="build.loadFailed">Your history could not be loaded.</Translate>{' '}
        <button type="button" className="button button--secondary" onClick={loaded.retry}>
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

  const start = (): void => {
    const picked = pickBuilt(matching, choices.count, randomId());
    if (picked.length === 0) return;
    if (choices.mode === 'tutor') {
      history.push(`/docs/quiz?${new URLSearchParams({ids: picked.map((q) => q.id).join(',')}).toString()}`);
      return;
    }
    const minutes = choices.minutes;
    flow.begin(BUILT_SLOT, 'quiz', () =>
      Promise.resolve({questions: picked, timeLimitMs: minutes > 0 ? minutes * 60_000 : null}),
    );
  };

  return <BuildForm choices={choices} matching={matching.length} onStart={start} />;
}
