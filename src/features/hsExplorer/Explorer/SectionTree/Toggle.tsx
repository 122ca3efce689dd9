import type {ReactNode} from 'react';
import styles from '../styles.module.css';

interface Props {
  readonly open: boolean;
  /** The id of the list it shows and hides. */
  readonly controls: string;
  readonly onToggle: () => void;
  readonly children: ReactNode;
}

/** A disclosure button: says what it opens and whether it is open. */
export default function Toggle({open, controls, onToggle, children}: Props): ReactNode {
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}>
      <span className={styles.caret} aria-hidden="true">
        {open ? '▾' : '▸'}
      </span>
      {children}
    </button>
  );
}
