import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {useBackendLoader} from '@site/src/backend/BackendProvider';
import {useAccount} from '@site/src/features/account/AccountProvider';
import {pickBoard, randomId} from '../engine';
import {loadFreeQuestions, loadPremiumQuestions} from '../data/loadQuestions';
import ExamError from '../ExamError';
import ExamRunner from '../ExamRunner';
import {attemptKindName} from '../labels';
import Results from '../Results';
import StatusMessage from '../StatusMessage';
import {useExamFlow, type ExamPlan} from '../useExamFlow';
import BoardChoice from './BoardChoice';
import {FULL_BOARD, MINI_BOARD, timeLimitMsOf, type BoardSpec} from './boards';

const SLOTS = [MINI_BOARD.key, FULL_BOARD.key];

/** The mock board (docs/mockboard.mdx): the free mini board, or the premium full board, in exam mode. */
export default function MockBoard(): ReactNode {
  const {status} = useAccount();
  const loader = useBackendLoader();
  const flow = useExamFlow(SLOTS);
  const {phase} = flow;

  function start(board: BoardSpec): void {
    const plan = async (): Promise<ExamPlan> => {
      const seed = randomId();
      const free = await loadFreeQuestions();
      if (board.tier === 'free') {
        return {
          questions: pickBoard(free, {perSubject: board.perSubject, seed}),
          timeLimitMs: timeLimitMsOf(board),
        };
      }
      const premium = await loadPremiumQuestions(await loader.load());
      const preferred = new Set(premium.map((q) => q.id));
      return {
        questions: pickBoard([...premium, ...free], {perSubject: board.perSubject, seed, preferred}),
        timeLimitMs: timeLimitMsOf(board),
      };
    };
    flow.begin(board.key, board.kind, plan);
  }

  switch (phase.kind) {
    case 'checking':
    case 'loading':
      return (
        <StatusMessage kind="loading">
          <Translate id="quiz.status.loadingQuestions">Loading the questions…</Translate>
        </StatusMessage>
      );
    case 'error':
      // Premium refused (e.g. the approval was withdrawn): the choice again, with the upgrade path.
      if (phase.refused) return <BoardChoice status={status} refused onStart={start} />;
      return <ExamError stale={phase.stale} onRetry={flow.retry} onDiscard={flow.discard} />;
    case 'running':
      return (
        <ExamRunner
          key={phase.exam.attemptId}
          title={attemptKindName(phase.exam.kind)}
          questions={phase.questions}
          initial={phase.exam}
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
          actions={
            <button type="button" className="button button--secondary" onClick={flow.reset}>
              <Translate id="quiz.mock.another">Take another mock board</Translate>
            </button>
          }
        />
      );
    case 'idle':
      return <BoardChoice status={status} refused={false} onStart={start} />;
  }
}
