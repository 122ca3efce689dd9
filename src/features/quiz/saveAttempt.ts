import type {QuizAttempt} from '@site/src/backend/types';
import {keepAttemptFlags} from './marks/useStudyMarks';
import type {QuizProgress} from './progress/combineProgress';
import type {SaveState} from './Results';

/** Saves a finished attempt, reporting each stage: device first, then the account. */
export function saveAttempt(
  progress: QuizProgress,
  attempt: QuizAttempt,
  report: (state: SaveState) => void,
  questions: readonly {readonly id: string; readonly prompt: string}[] = [],
): void {
  report('saving');
  // Items flagged during the attempt stay flagged on the flags page.
  const prompts = new Map(questions.map((q) => [q.id, q.prompt]));
  keepAttemptFlags(progress, attempt, prompts).catch(() => undefined);
  progress.saveAttempt(attempt).then(
    ({synced}) =>
      synced.then(
        () => report('saved'),
        () => report('device-only'),
      ),
    () => report('failed'),
  );
}
