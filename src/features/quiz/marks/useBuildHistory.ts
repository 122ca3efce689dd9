import type {QuizAttempt, StudyMark} from '@site/src/backend/types';
import {useAsyncResource} from '@site/src/components/useAsyncResource';
import type {Question} from '@site/src/domain/quiz';
import {loadFreeQuestions} from '../data/loadQuestions';
import {useQuizProgress} from '../progress/useQuizProgress';
import {useStudyMarks} from './useStudyMarks';

/** What a built quiz is chosen from: the free questions, the candidate's attempts and marks. */
interface BuildHistory {
  readonly questions: readonly Question[];
  readonly attempts: readonly QuizAttempt[];
  readonly marks: readonly StudyMark[];
}

export type BuildHistoryState =
  | {readonly kind: 'loading'}
  | {readonly kind: 'error'; readonly retry: () => void}
  | ({readonly kind: 'ready'} & BuildHistory);

/** Loads the questions, the attempts and the marks behind /build-quiz; one Retry retries whichever failed. */
export function useBuildHistory(): BuildHistoryState {
  const progressState = useQuizProgress();
  const {state: marksState} = useStudyMarks();
  const progress = progressState.kind === 'ready' ? progressState.progress : null;
  // Nothing to load until the progress store is open: the history stays loading meanwhile.
  const loaded = useAsyncResource(
    () =>
      progress
        ? Promise.all([loadFreeQuestions(), progress.listAttempts()])
        : new Promise<never>(() => undefined),
    [progress],
  );
  if (loaded.status === 'error' || progressState.kind === 'error' || marksState.kind === 'error') {
    return {
      kind: 'error',
      retry: () => {
        if (loaded.status === 'error') loaded.retry();
        if (progressState.kind === 'error') progressState.retry();
        if (marksState.kind === 'error') marksState.retry();
      },
    };
  }
  if (loaded.status !== 'ready' || marksState.kind !== 'ready') return {kind: 'loading'};
  const [questions, attempts] = loaded.value;
  return {kind: 'ready', questions, attempts, marks: marksState.marks};
}
