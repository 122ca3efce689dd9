import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

export type SaveState = 'saving' | 'saved' | 'device-only' | 'account-only' | 'full' | 'failed';

/** Where the result was saved (or why it was not), with a retry when it could not be. */
export default function SaveNote({
  state,
  dropped,
  onRetry,
}: {
  readonly state: SaveState;
  readonly dropped: number;
  readonly onRetry?: () => void;
}): ReactNode {
  // Once retried, the button stays (inactive while saving) until the result is saved, so focus is not
  // lost mid-retry; then focus moves to the note that says it was saved.
  const [retried, setRetried] = useState(false);
  const note = useRef<HTMLParagraphElement>(null);
  const unsaved = state === 'full' || state === 'failed';
  const settled = state !== 'saving' && !unsaved;
  useEffect(() => {
    if (retried && settled) note.current?.focus();
  }, [retried, settled]);
  const text = {
    saving: <Translate id="quiz.results.saving">Saving your result…</Translate>,
    saved: <Translate id="quiz.results.saved">Saved. It shows on the Quizzes page.</Translate>,
    'device-only': (
      <Translate id="quiz.results.deviceOnly">
        Saved in this browser. It will be added to your account when the connection is back.
      </Translate>
    ),
    'account-only': (
      <Translate id="quiz.results.accountOnly">
        {"Saved to your account. This browser's storage is full, so no copy is kept on this device."}
      </Translate>
    ),
    full: (
      <Translate id="quiz.results.storageFull">
        {
          "Your result could not be saved: this browser's storage is full. Free some space (in the browser's settings, clear other sites' data or saved offline pages), or sign in so results are kept in your account."
        }
      </Translate>
    ),
    failed: (
      <Translate id="quiz.results.failed">
        Your result could not be saved (browser storage is unavailable).
      </Translate>
    ),
  }[state];
  return (
    <>
      <p className={styles.saveNote} role="status" ref={note} tabIndex={-1}>
        {text}
        {dropped > 0 && (state === 'saved' || state === 'device-only') && (
          <>
            {' '}
            {dropped === 1
              ? translate({
                  id: 'quiz.results.droppedOldest',
                  message:
                    "To make room in this browser's storage, your oldest result was removed from this device.",
                  description:
                    'After a saved quiz result, when the oldest result was removed to stay inside the storage quota',
                })
              : translate(
                  {
                    id: 'quiz.results.droppedOlder',
                    message:
                      "To make room in this browser's storage, your {count} oldest results were removed from this device.",
                    description:
                      'After a saved quiz result, when several older results were removed to stay inside the storage quota',
                  },
                  {count: dropped},
                )}
          </>
        )}
      </p>
      {onRetry && (unsaved || (retried && state === 'saving')) && (
        <button
          type="button"
          className={clsx('button button--primary button--sm', styles.retrySave)}
          // aria-disabled, not disabled: a disabled button would drop the focus it holds.
          aria-disabled={state === 'saving'}
          onClick={() => {
            if (state === 'saving') return;
            setRetried(true);
            onRetry();
          }}>
          <Translate
            id="quiz.results.retrySave"
            description="Button after a result could not be saved (storage full or unavailable): saves it again">
            Try saving again
          </Translate>
        </button>
      )}
    </>
  );
}
