import {useCallback, useState} from 'react';
import type {StudySettings} from '@site/src/backend/types';
import {useAsyncResource, type Resource} from '@site/src/components/useAsyncResource';
import {waitForAttempts} from '../readiness/useReadiness';
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
  const [version, setVersion] = useState(0);
  const store = progress.kind === 'ready' ? progress.progress : null;
  const settings = useAsyncResource(
    () =>
      store
        ? store.loadStudySettings()
        : progress.kind === 'error'
          ? Promise.reject(progress.error)
          : waitForAttempts(),
    [store, progress.kind, version],
  );
  const save = useCallback(
    async (next: StudySettings) => {
      if (!store) throw new Error('Progress is not loaded yet.');
      const {synced} = await store.saveStudySettings(next);
      // Offline: kept on the device; the next sync sends it (useQuizProgress).
      synced.catch(() => undefined);
      setVersion((n) => n + 1);
    },
    [store],
  );
  return {settings, save};
}
