import {useEffect, useRef, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import StatusMessage from '@site/src/components/StatusMessage';
import {useSaveForOffline, type SaveState, type SavedRecord} from './useSaveForOffline';
import styles from './styles.module.css';

const megabytes = (bytes: number): string => `${(bytes / 1048576).toFixed(1)} MB`;

function SavedNote({saved, version}: {readonly saved: SavedRecord; readonly version: string}): ReactNode {
  const date = new Date(saved.at).toLocaleDateString(undefined, {dateStyle: 'medium'});
  return (
    <p>
      <Translate id="offline.save.lastSaved" values={{date}}>
        {'Last saved on this device on {date}.'}
      </Translate>{' '}
      {saved.version !== version && (
        <Translate id="offline.save.outdated">The reviewer has changed since; save again to update it.</Translate>
      )}
    </p>
  );
}

function Progress({state}: {readonly state: Extract<SaveState, {kind: 'saving'}>}): ReactNode {
  const total = state.pack.urls.length;
  return (
    <div role="status">
      <progress className={styles.progress} max={total} value={state.done} aria-label={translate({id: 'offline.save.progressLabel', message: 'Saving the reviewer'})} />
      <p>
        <Translate id="offline.save.progress" values={{done: state.done, total}}>
          {'Saving… {done} of {total} files'}
        </Translate>
      </p>
    </div>
  );
}

/** "Save the whole reviewer for offline", with the download size shown first. */
export default function SaveForOffline(): ReactNode {
  const {state, saved, check, save} = useSaveForOffline();
  const result = useRef<HTMLDivElement>(null);
  const finished = state.kind === 'saved' || state.kind === 'save-failed';
  useEffect(() => {
    if (finished) result.current?.focus();
  }, [finished]);

  if (state.kind === 'unsupported') {
    return (
      <StatusMessage kind="info">
        <Translate id="offline.save.unsupported">
          This browser cannot keep the reviewer for offline use. Pages still open while you have a connection.
        </Translate>
      </StatusMessage>
    );
  }
  if (state.kind === 'checking') {
    return (
      <StatusMessage kind="loading">
        <Translate id="offline.save.checking">Checking the download size…</Translate>
      </StatusMessage>
    );
  }
  if (state.kind === 'offline') {
    return (
      <StatusMessage kind="info">
        <Translate id="offline.save.needConnection">
          Connect to the internet to see the download size and save the whole reviewer.
        </Translate>
      </StatusMessage>
    );
  }
  if (state.kind === 'check-failed') {
    return (
      <StatusMessage kind="error" onRetry={check}>
        <Translate id="offline.save.checkFailed">
          Could not check the download size. Check your connection and try again.
        </Translate>
      </StatusMessage>
    );
  }
  const size = megabytes(state.pack.downloadBytes);
  return (
    <div className={styles.box}>
      {saved && <SavedNote saved={saved} version={state.pack.version} />}
      {state.kind === 'saving' ? (
        <Progress state={state} />
      ) : (
        <>
          <button type="button" className="button button--primary" onClick={save}>
            <Translate id="offline.save.button" values={{size}}>
              {'Save the whole reviewer for offline ({size})'}
            </Translate>
          </button>
          <p className={styles.note}>
            <Translate id="offline.save.note" values={{size, files: state.pack.urls.length}}>
              {'About {size} to download ({files} files): every reviewer page, the quizzes and their question banks. Premium material is never saved on the device.'}
            </Translate>
          </p>
        </>
      )}
      <div ref={result} tabIndex={-1} className={styles.result}>
        {state.kind === 'saved' && (
          <StatusMessage kind="info">
            <Translate id="offline.save.done">
              Saved. The whole reviewer now opens on this device without a connection.
            </Translate>
          </StatusMessage>
        )}
        {state.kind === 'save-failed' && (
          <StatusMessage kind="error" onRetry={save}>
            <Translate id="offline.save.failed" values={{failed: state.failed}}>
              {'{failed} files could not be saved. Check your connection and retry; the files already saved are kept.'}
            </Translate>
          </StatusMessage>
        )}
      </div>
    </div>
  );
}
