import type {ReactNode} from 'react';
import styles from './styles.module.css';

interface Props {
  readonly id: string;
  readonly label: ReactNode;
  /** Problems of this field; shown under it and tied to it for screen readers. */
  readonly errors: readonly string[];
  readonly children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}

/** A labelled control with its validation messages. */
export default function Field({id, label, errors, children}: Props): ReactNode {
  const errorId = `${id}-errors`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children(errors.length > 0 ? errorId : undefined, errors.length > 0)}
      {errors.length > 0 && (
        <ul className={styles.errors} id={errorId}>
          {errors.map((e, i) => (
            <li key={i}>{e}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
