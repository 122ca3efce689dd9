import type {QuizAttempt} from '@site/src/backend/types';
import {useAsyncResource, type Resource} from '@site/src/components/useAsyncResource';
import type {BoardPrediction, ReadinessEstimate} from '@site/src/domain/readiness';
import {loadReadinessItems} from './itemIndex';

/** Where the candidate stands, and how the estimate moved over their last attempts. */
export interface ReadinessView {
  readonly estimate: ReadinessEstimate;
  readonly prediction: BoardPrediction;
  /** Expected general average after each of the last attempts (null while a subject lacked evidence). */
  readonly history: readonly {readonly at: Date; readonly average: number | null}[];
}

/** A load that never settles: while what it needs is still loading there is nothing to work out. */
export const waitForAttempts = (): Promise<never> => new Promise<never>(() => undefined);

/** The readiness view for these attempts (null attempts: still loading them). */
export function useReadiness(attempts: readonly QuizAttempt[] | null): Resource<ReadinessView> {
  return useAsyncResource(
    () =>
      attempts
        ? Promise.all([loadReadinessItems(), import('./computeReadiness')]).then(
            ([items, {computeReadiness}]) => computeReadiness(attempts, items, Date.now()),
          )
        : waitForAttempts(),
    [attempts],
  );
}
