import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import type {SaveState} from '../useBankEditor';

interface Props {
  readonly state: SaveState;
  readonly problemCount: number;
}

/** What happened to the last save, in plain words. */
export default function SaveStatus({state, problemCount}: Props): ReactNode {
  switch (state.kind) {
    case 'idle':
      return null;
    case 'saving':
      return <Translate id="quizEditor.saving">Saving…</Translate>;
    case 'saved':
      return <Translate id="quizEditor.saved">Saved.</Translate>;
    case 'invalid':
      return (
        <Translate id="quizEditor.saveInvalid" values={{n: problemCount}}>
          {'Not saved: fix the {n} problems listed first.'}
        </Translate>
      );
    case 'failed':
      switch (state.code) {
        case 'conflict':
          return (
            <Translate id="quizEditor.saveConflict">
              Not saved: someone else saved this bank after you opened it. Your changes are kept here and in
              this browser's draft; export them as JSON, reopen the bank from the list, and apply them again.
            </Translate>
          );
        case 'already-exists':
          return (
            <Translate id="quizEditor.saveExists">
              Not saved: a bank with this id exists already. Choose another id.
            </Translate>
          );
        case 'storage-full':
          return (
            <Translate
              id="quizEditor.saveStorageFull"
              description="Quiz editor save status when the browser storage is full (local demo mode keeps banks in the browser)">
              {
                "Not saved: this browser's storage is full. Your changes are still here; export them as JSON to keep a copy, free some space (in the browser's settings, clear this site's saved offline pages or other sites' data), and save again."
              }
            </Translate>
          );
        case 'permission-denied':
          return (
            <Translate id="quizEditor.saveDenied">
              Not saved: your account is not allowed to edit banks.
            </Translate>
          );
        default:
          return (
            <Translate id="quizEditor.saveFailed">
              Not saved: the service could not be reached. Your changes are kept; try again.
            </Translate>
          );
      }
  }
}
