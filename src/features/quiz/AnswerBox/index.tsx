import {useId, type ReactNode, type Ref} from 'react';
import {LIMITS} from '@site/src/lib/limits';
import styles from './styles.module.css';

interface Props {
  readonly label: ReactNode;
  /** Under the box: a hint, or (when `invalid`) what is wrong with what was typed. */
  readonly message: ReactNode;
  readonly invalid: boolean;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly disabled?: boolean;
  readonly inputRef?: Ref<HTMLInputElement>;
}

/** A typed answer (an amount, an HS code): keeps what was typed and says plainly when it is not an answer. */
export default function AnswerBox({
  label,
  message,
  invalid,
  value,
  onChange,
  disabled = false,
  inputRef,
}: Props): ReactNode {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        className={styles.input}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        // Longer than any amount or HS code; it keeps a saved attempt within the rules' size bound.
        maxLength={LIMITS.attempt.typedAnswerMax}
        value={value}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className={invalid ? styles.error : styles.hint}>
        {message}
      </p>
    </div>
  );
}
