import {isStorageFull} from '@site/src/backend/lazyBrowserProgress';
import type {QuizAttempt} from '@site/src/backend/types';
import {keepAttemptFlags} from './marks/useStudyMarks';
import type {QuizProgress} from './progress/combineProgress';
import type {SaveState} from './Results';

/**
 * Saves a finished attempt, reporting each stage: the device, then the
 * account; `dropped` counts the older attempts the device removed to make room.
 */
export function saveAttempt(
  progress: QuizProgress,
  attempt: QuizAttempt,
  report: (state: SaveState, dropped?: number) => void,
  questions: readonly {readonly id: string; readonly prompt: string}[] = [],
): void {
  report('saving');
  // Items flagged during the attempt stay flagged on the flags page.
  const prompts = new Map(questions.map((q) => [q.id, q.prompt]));
  keepAttemptFlags(progress, attempt, prompts).catch(() => undefined);
  progress.saveAttempt(attempt).then(
    ({synced, dropped, deviceFull}) => {
      if (deviceFull) {
        report('account-only');
        return;
      }
      synced.then(
        () => report('saved', dropped),
        () => report('device-only', dropped),
      );
    },
    (error: unknown) => report(isStorageFull(error) ? 'full' : 'failed'),
  );
}
