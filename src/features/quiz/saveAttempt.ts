import type {QuizAttempt} from '@site/src/backend/types';
import type {QuizProgress} from './progress/combineProgress';
import type {SaveState} from './Results';

/** Saves a finished attempt, reporting each stage: device first, then the account. */
export function saveAttempt(
  progress: QuizProgress,
  attempt: QuizAttempt,
  report: (state: SaveState) => void,
): void {
  report('saving');
  progress.saveAttempt(attempt).then(
    ({synced}) =>
      synced.then(
        () => report('saved'),
        () => report('device-only'),
      ),
    () => report('failed'),
  );
}
