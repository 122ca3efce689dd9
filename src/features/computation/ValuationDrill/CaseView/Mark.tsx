import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from '../styles.module.css';

interface Props {
  readonly ok: boolean;
  /** Its id, so the control it marks can point at it with aria-describedby. */
  readonly id: string;
  readonly children: ReactNode;
}

/** A right-or-wrong mark beside an answer: a tick or cross and the words, in colour. */
export default function Mark({ok, id, children}: Props): ReactNode {
  return (
    <span id={id} className={clsx(styles.mark, ok ? styles.correct : styles.wrong)}>
      <span aria-hidden="true">{ok ? '✓ ' : '✗ '}</span>
      {children}
    </span>
  );
}
