import type {QuizAttempt} from '@site/src/backend/types';
import {useAsyncResource, type Resource} from '@site/src/components/useAsyncResource';
import type {ReadinessView} from './computeReadiness';
import {loadReadinessItems} from './itemIndex';

export type {ReadinessView} from './computeReadiness';

/** The readiness view for these attempts (null attempts: still loading them). */
export function useReadiness(attempts: readonly QuizAttempt[] | null): Resource<ReadinessView> {
  return useAsyncResource(
    attempts
      ? () =>
          Promise.all([loadReadinessItems(), import('./computeReadiness')]).then(
            ([items, {computeReadiness}]) => computeReadiness(attempts, items, Date.now()),
          )
      : null,
    [attempts],
  );
}
