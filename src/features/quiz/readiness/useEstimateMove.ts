import type {QuizAttempt} from '@site/src/backend/types';
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
import {waitForAttempts} from './useReadiness';

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
  return useAsyncResource(async () => {
    if (!progress || !saved) return waitForAttempts();
    const [attempts, items] = await Promise.all([progress.listAttempts(), loadReadinessItems()]);
    const others = attempts.filter((a) => a.id !== attempt.id);
    const byId = new Map(items.map((i) => [i.id, i]));
    const now = Math.max(Date.now(), attempt.finishedAt.getTime());
    const predict = (list: readonly QuizAttempt[]): BoardPrediction =>
      predictBoard(estimateReadiness(answersFromAttempts(list), byId, now), items, blueprint, {draws: 1000});
    return {before: predict(others), after: predict([...others, attempt])};
  }, [progress, saved, attempt]);
}
