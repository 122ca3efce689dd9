import {useEffect, useState, type ComponentType, type Dispatch, type ReactNode, type SetStateAction} from 'react';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {SearchModalProps} from '../SearchModal';
import styles from './styles.module.css';

type Modal = ComponentType<SearchModalProps>;

/** Loads the modal. The bundler keeps a loaded module and retries a chunk that failed (offline). */
function load(set: Dispatch<SetStateAction<Modal | null>>): void {
  import('../SearchModal').then((m) => set(() => m.default), () => undefined);
}

/**
 * The navbar's search button (spec §2). It is kept tiny because it is in
 * every page's first load: the modal and the index load on first hover,
 * focus, touch, click or Cmd/Ctrl+K, and the modal then stays mounted (so a
 * dismissed query is kept). The modal handles focus, including giving it
 * back on close (to this button when it was opened from here).
 */
export default function SearchTrigger(): ReactNode {
  const [Modal, setModal] = useState<Modal | null>(null);
  const prepare = (): void => load(setModal);
  const [open, setOpen] = useState(false);
  // "Ctrl" on the server and while hydrating, so both renders agree; "⌘" on Apple devices after.
  const apple = useIsBrowser() && /Mac|iP/.test(navigator.platform);
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if ((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        load(setModal);
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-keyshortcuts="Control+K Meta+K"
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => {
          prepare();
          setOpen(true);
        }}>
        <span className={styles.label}>{translate({id: 'search.button', message: 'Search'})}</span>
        <kbd className={styles.keys} aria-hidden="true">
          {apple ? '⌘ K' : 'Ctrl K'}
        </kbd>
      </button>
      {Modal && <Modal open={open} setOpen={setOpen} />}
    </>
  );
}
