import {useEffect, useRef, type ComponentType, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLazyImport} from '@site/src/components/LazyMount/useLazyImport';
import StatusMessage from '@site/src/components/StatusMessage';
import type {SearchModalProps} from '../SearchModal';
import {setSearchOpen as setOpen, useSearchOpen} from './openState';
import styles from './styles.module.css';

/** The modal's code, downloaded on first interest (useLazyImport). */
const loadModal = (): Promise<{default: ComponentType<SearchModalProps>}> => import('../SearchModal');

interface LoadErrorProps {
  readonly onRetry: () => void;
  readonly onClose: () => void;
}

/** What the button opened when the modal's code did not download: focus moves here; Escape closes it. */
function LoadError({onRetry, onClose}: LoadErrorProps): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div ref={ref} className={styles.loadError} tabIndex={-1}>
      <StatusMessage kind="error" onRetry={onRetry}>
        {navigator.onLine
          ? translate({
              id: 'search.loadFailed',
              message: 'Search could not be loaded. Check your connection.',
            })
          : translate({
              id: 'search.loadFailedOffline',
              message:
                'You are offline, and search has not been kept on this device yet. Open search once while connected and it works offline after that.',
              description:
                'Shown when search is opened offline on a device where it was never used while connected',
            })}
      </StatusMessage>
    </div>
  );
}

/**
 * The navbar's search button (spec §2). It is kept tiny because it is in
 * every page's first load: the modal and the index load on first hover,
 * focus, touch, click or Cmd/Ctrl+K, and the modal then stays mounted (so a
 * dismissed query is kept). The modal handles focus, including giving it
 * back on close (to this button when it was opened from here).
 */
export default function SearchTrigger(): ReactNode {
  // Interest (hover, focus) already requests the modal: mounted closed, it fetches the index, so search
  // opens ready. A failure shows only once the reader opens search (LoadError), and opening retries.
  const {state, request} = useLazyImport(loadModal);
  const open = useSearchOpen();
  // Opened by the navbar of the page before (a move to another layout): fetch the modal here too.
  useEffect(() => {
    if (open) request();
  }, [open, request]);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // "Ctrl" on the server and while hydrating, so both renders agree; "⌘" on Apple devices after.
  const apple = useIsBrowser() && /Mac|iP/.test(navigator.platform);
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if ((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        request();
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [request]);

  return (
    <span className={styles.wrapper}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-keyshortcuts="Control+K Meta+K"
        onPointerEnter={request}
        onFocus={request}
        onClick={() => {
          request();
          setOpen(true);
        }}>
        <span className={styles.label}>{translate({id: 'search.button', message: 'Search'})}</span>
        <kbd className={styles.keys} aria-hidden="true">
          {apple ? '⌘ K' : 'Ctrl K'}
        </kbd>
      </button>
      {state.status === 'ready' && <state.Component open={open} setOpen={setOpen} />}
      {state.status === 'error' && open && (
        <LoadError
          onRetry={request}
          onClose={() => {
            setOpen(false);
            buttonRef.current?.focus();
          }}
        />
      )}
    </span>
  );
}
