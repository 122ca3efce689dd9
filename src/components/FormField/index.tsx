import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** The attributes that tie a control to its label, hint and error message. */
export interface FieldControl {
  readonly id: string;
  readonly 'aria-invalid'?: true;
  readonly 'aria-describedby'?: string;
}

/**
 * A field's error message and the attributes its control needs: `aria-invalid` while there is a problem,
 * and `aria-describedby` pointing at the hint (if any) and the message, so a screen reader reads both.
 * One problem is a paragraph; several are a list. The warning sign is for the eye only; colour alone never
 * tells a field is wrong.
 */
export function fieldMessage(
  id: string,
  errors: readonly ReactNode[],
  hintId?: string,
): {readonly control: FieldControl; readonly message: ReactNode} {
  const errorId = `${id}-error`;
  const invalid = errors.length > 0;
  const describedBy = [hintId, invalid ? errorId : undefined].filter(Boolean).join(' ');
  const control: FieldControl = {
    id,
    ...(invalid ? {'aria-invalid': true as const} : {}),
    ...(describedBy ? {'aria-describedby': describedBy} : {}),
  };
  if (!invalid) return {control, message: null};
  const sign = (
    <span className={styles.sign} aria-hidden="true">
      ⚠{' '}
    </span>
  );
  const message =
    errors.length === 1 ? (
      <p id={errorId} className={styles.error}>
        {sign}
        {errors[0]}
      </p>
    ) : (
      <ul id={errorId} className={clsx(styles.error, styles.list)}>
        {errors.map((e, i) => (
          <li key={i}>
            {sign}
            {e}
          </li>
        ))}
      </ul>
    );
  return {control, message};
}

interface Props {
  /** The control's id; the hint and message ids derive from it. */
  readonly id: string;
  readonly label: ReactNode;
  /** Shown between the label and the control, and read with the control. */
  readonly hint?: ReactNode;
  /** Problems of this field, shown under the control; empty when it is fine. */
  readonly errors?: readonly ReactNode[];
  readonly className?: string;
  /** Renders the control; spread `control` on it. */
  readonly children: (control: FieldControl) => ReactNode;
}

/** A labelled form control with its hint and its validation messages (one implementation for every form). */
export default function FormField({id, label, hint, errors = [], className, children}: Props): ReactNode {
  const hintId = hint ? `${id}-hint` : undefined;
  const {control, message} = fieldMessage(id, errors, hintId);
  return (
    <div className={clsx(styles.field, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children(control)}
      {message}
    </div>
  );
}
