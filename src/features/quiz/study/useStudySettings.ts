import {useCallback, useState} from 'react';
import type {StudySettings} from '@site/src/backend/types';
import {useAsyncResource, type Resource} from '@site/src/components/useAsyncResource';
import type {QuizProgress} from '../progress/combineProgress';
import {useQuizProgress} from '../progress/useQuizProgress';

export interface StudySettingsState {
  /** null once loaded: never set (the defaults apply). */
  readonly settings: Resource<StudySettings | null>;
  /** Saves on this device at once, then in the account (later, when offline). */
  readonly save: (settings: StudySettings) => Promise<void>;
}

/**
 * The candidate's exam date and hours a week, stored like their attempts:
 * this browser first, then the account when signed in.
 */
export function useStudySettings(): StudySettingsState {
  const progress = useQuizProgress();
  const store = progress.kind === 'ready' ? progress.progress : null;
  // What this page saved last, for this store: shown at once, with no reload to flash a spinner.
  const [saved, setSaved] = useState<{store: QuizProgress; value: StudySettings} | null>(null);
  const settings = useAsyncResource(
    store
      ? () => store.loadStudySettings()
      : progress.kind === 'error'
        ? () => Promise.reject(progress.error)
        : null,
    [store, progress.kind],
  );
  const save = useCallback(
    async (next: StudySettings) => {
      if (!store) throw new Error('Progress is not loaded yet.');
      const {synced} = await store.saveStudySettings(next);
      // Offline: kept on the device; the next sync sends it (useQuizProgress).
      synced.catch(() => undefined);
      setSaved({store, value: next});
    },
    [store],
  );
  if (saved && saved.store === store && settings.status === 'ready') {
    return {settings: {...settings, value: saved.value}, save};
  }
  return {settings, save};
}
