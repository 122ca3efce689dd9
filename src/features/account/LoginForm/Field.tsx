import {useId, type ReactNode} from 'react';
import FormField from '@site/src/components/FormField';
import type {LoginFields} from './useLoginForm';
import styles from './styles.module.css';

interface Props {
  readonly label: string;
  readonly name: keyof LoginFields;
  readonly type: string;
  readonly value: string;
  readonly error?: string | undefined;
  readonly autoComplete: string;
  readonly onChange: (value: string) => void;
  readonly trailing?: ReactNode;
  /** The input's id, when another control (the show-password toggle) points at it. */
  readonly id?: string;
}

/** One labelled input of the login form, with its problem beside it and an optional button after it. */
export default function Field({
  label,
  name,
  type,
  value,
  error,
  autoComplete,
  onChange,
  trailing,
  id: givenId,
}: Props): ReactNode {
  const ownId = useId();
  return (
    <FormField id={givenId ?? ownId} label={label} errors={error ? [error] : []} className={styles.field}>
      {(control) => (
        <div className={styles.inputRow}>
          <input
            name={name}
            type={type}
            value={value}
            autoComplete={autoComplete}
            onChange={(e) => onChange(e.target.value)}
            {...control}
          />
          {trailing}
        </div>
      )}
    </FormField>
  );
}
