import {useId, type ReactNode, type Ref} from 'react';
import Translate from '@docusaurus/Translate';
import {normaliseAmount} from '../engine';
import styles from './styles.module.css';

interface Props {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly unit?: string | undefined;
  readonly disabled?: boolean;
  readonly inputRef?: Ref<HTMLInputElement>;
}

/** An amount box that keeps what was typed and says plainly when it is not a number. */
export default function NumericField({value, onChange, unit, disabled = false, inputRef}: Props): ReactNode {
  const id = useId();
  const invalid = value.trim() !== '' && normaliseAmount(value) === null;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {unit === 'PHP' ? (
          <Translate id="quiz.answer.amountPeso">Your answer (₱)</Translate>
        ) : (
          <Translate id="quiz.answer.amount">Your answer</Translate>
        )}
      </label>
      <input
        id={id}
        ref={inputRef}
        className={styles.input}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className={invalid ? styles.error : styles.hint}>
        {invalid ? (
          <Translate id="quiz.answer.notANumber">
            That is not a number. Type digits only, for example 61600.00.
          </Translate>
        ) : (
          <Translate id="quiz.answer.amountHint">
            Digits, with or without commas, for example 61,600.00.
          </Translate>
        )}
      </p>
    </div>
  );
}
