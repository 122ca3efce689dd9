import type {ReactNode} from 'react';
import type {QuizAppProps} from '../QuizEmbed/appProps';
import Translate, {translate} from '@docusaurus/Translate';
import {DIAGNOSTIC_QUESTION_IDS} from '@site/src/domain/quiz';
import {loadQuestionsByIds} from '../data/loadQuestions';
import ExamError from '../ExamError';
import ExamRunner from '../ExamRunner';
import Results from '../Results';
import PlanLink from '../StudyPlan/PlanLink';
import StatusMessage from '@site/src/components/StatusMessage';
import {useExamFlow, type ExamPlan, type StartAtOnce} from '../useExamFlow';
import styles from './styles.module.css';

const SLOTS = ['diagnostic'];

/** The diagnostic's questions, always the same, untimed. */
const plan = async (): Promise<ExamPlan> => ({
  questions: await loadQuestionsByIds(DIAGNOSTIC_QUESTION_IDS),
  timeLimitMs: null,
});
const START: StartAtOnce = {key: 'diagnostic', kind: 'diagnostic', plan};

/** The fixed diagnostic test (docs/diagnostic-test.mdx): untimed exam mode, then weak topics with links. */
export default function DiagnosticTest({started = false}: QuizAppProps): ReactNode {
  // Tapped "Begin" on the page (issue 30: one tap): the test starts as soon as nothing is to resume.
  const flow = useExamFlow(SLOTS, started ? START : null);
  const {phase, begin} = flow;
  const title = translate({id: 'quiz.kind.diagnostic', message: 'Diagnostic test'});
  switch (phase.kind) {
    case 'checking':
    case 'loading':
      return (
        <StatusMessage kind="loading">
          <Translate id="quiz.status.loadingQuestions">Loading the questions…</Translate>
        </StatusMessage>
      );
    case 'error':
      return <ExamError stale={phase.stale} onRetry={flow.retry} onDiscard={flow.discard} />;
    case 'running':
      return (
        <ExamRunner
          key={phase.exam.attemptId}
          title={title}
          questions={phase.questions}
          initial={phase.exam}
          focusOnStart={phase.fresh}
          onSave={flow.save}
          onSubmit={flow.submit}
        />
      );
    case 'results':
      return (
        <Results
          attempt={phase.attempt}
          questions={phase.questions}
          orders={phase.orders}
          saveState={phase.save}
          droppedOlder={phase.dropped}
          onRetrySave={phase.retrySave}
          endedBy={phase.reason}
          leadWithWeakTopics
          actions={<PlanLink />}
        />
      );
    case 'idle':
      return (
        <div className={styles.intro}>
          <p>
            <Translate id="quiz.diagnostic.intro" values={{n: DIAGNOSTIC_QUESTION_IDS.length}}>
              {
                '{n} questions across all four subjects and their key topics. No timer and no feedback until you submit: answer every item without notes. Your answers are saved as you go.'
              }
            </Translate>
          </p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => begin('diagnostic', 'diagnostic', plan)}>
            <Translate id="quiz.diagnostic.begin">Begin the diagnostic test</Translate>
          </button>
        </div>
      );
  }
}
