import type {QuizAttempt} from '@site/src/backend/types';
import type {QuizProgress} from '../progress/combineProgress';
import {useAsyncResource, type Resource} from '@site/src/components/useAsyncResource';
import {
  blueprintFromTable,
  estimateReadiness,
  predictBoard,
  type BoardPrediction,
} from '@site/src/domain/readiness';
import {useQuizProgress} from '../progress/useQuizProgress';
import {TOS} from '@site/src/domain/quiz';
import {answersFromAttempts} from './answers';
import {loadReadinessItems} from './itemIndex';

const blueprint = blueprintFromTable(TOS, 100);

/** The board prediction before and after one attempt. */
export interface EstimateMove {
  readonly before: BoardPrediction;
  readonly after: BoardPrediction;
}

/**
 * How `attempt` moved the readiness estimate: the prediction from every other
 * attempt, and from them and this one. Waits until the attempt is saved.
 */
export function useEstimateMove(attempt: QuizAttempt, saved: boolean): Resource<EstimateMove> {
  const progressState = useQuizProgress();
  const progress = progressState.kind === 'ready' ? progressState.progress : null;
  return useAsyncResource(progress && saved ? () => estimateMove(progress, attempt) : null, [
    progress,
    saved,
    attempt,
  ]);
}

async function estimateMove(progress: QuizProgress, attempt: QuizAttempt): Promise<EstimateMove> {
  const [attempts, items] = await Promise.all([progress.listAttempts(), loadReadinessItems()]);
  const others = attempts.filter((a) => a.id !== attempt.id);
  const byId = new Map(items.map((i) => [i.id, i]));
  const now = Math.max(Date.now(), attempt.finishedAt.getTime());
  const predict = (list: readonly QuizAttempt[]): BoardPrediction =>
    predictBoard(estimateReadiness(answersFromAttempts(list), byId, now), items, blueprint, {draws: 1000});
  return {before: predict(others), after: predict([...others, attempt])};
}
