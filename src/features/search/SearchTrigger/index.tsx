import {useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import StatusMessage from '@site/src/components/StatusMessage';
import type {SearchModalProps} from '../SearchModal';
import styles from './styles.module.css';

type Modal = ComponentType<SearchModalProps>;

/**
 * Loads the modal's code on first interest. The bundler keeps a loaded module
 * and retries a chunk whose download failed, so a later call can succeed.
 * A failure matters only once the reader asked for search (`wanted`): then it
 * shows, with a Retry, instead of the button silently doing nothing.
 */
function useModalLoader(): {Modal: Modal | null; failed: boolean; load: (wanted: boolean) => void} {
  const [Modal, setModal] = useState<Modal | null>(null);
  const [failed, setFailed] = useState(false);
  const wantedRef = useRef(false);
  const load = useCallback((wanted: boolean) => {
    if (wanted) wantedRef.current = true;
    import('../SearchModal').then(
      (m) => {
        setFailed(false);
        setModal(() => m.default);
      },
      (error: unknown) => {
        console.warn('The search could not be loaded', error);
        if (wantedRef.current) setFailed(true);
      },
    );
  }, []);
  return {Modal, failed, load};
}

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
        {translate({id: 'search.loadFailed', message: 'Search could not be loaded. Check your connection.'})}
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
  const {Modal, failed, load} = useModalLoader();
  const prepare = (): void => load(false);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // "Ctrl" on the server and while hydrating, so both renders agree; "⌘" on Apple devices after.
  const apple = useIsBrowser() && /Mac|iP/.test(navigator.platform);
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if ((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        load(true);
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [load]);

  return (
    <span className={styles.wrapper}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-keyshortcuts="Control+K Meta+K"
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => {
          load(true);
          setOpen(true);
        }}>
        <span className={styles.label}>{translate({id: 'search.button', message: 'Search'})}</span>
        <kbd className={styles.keys} aria-hidden="true">
          {apple ? '⌘ K' : 'Ctrl K'}
        </kbd>
      </button>
      {Modal && <Modal open={open} setOpen={setOpen} />}
      {!Modal && failed && open && (
        <LoadError
          onRetry={() => load(true)}
          onClose={() => {
            setOpen(false);
            buttonRef.current?.focus();
          }}
        />
      )}
    </span>
  );
}
