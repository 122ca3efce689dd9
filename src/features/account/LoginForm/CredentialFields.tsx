import {useId, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Field from './Field';
import type {FieldErrors, LoginFields, LoginMode} from './useLoginForm';
import styles from './styles.module.css';

interface Props {
  readonly mode: LoginMode;
  readonly fields: LoginFields;
  readonly errors: FieldErrors;
  readonly onChange: (name: keyof LoginFields, value: string) => void;
  /** The backend's shortest allowed password, told to someone creating an account. */
  readonly minLength: number;
}

/**
 * The fields the mode asks for: the email always; the password to sign in; a
 * name, the password twice and the password rule to create an account.
 */
export default function CredentialFields({mode, fields, errors, onChange, minLength}: Props): ReactNode {
  const [showPassword, setShowPassword] = useState(false);
  const passwordId = useId();
  const confirmId = useId();
  const set = (name: keyof LoginFields) => (value: string) => onChange(name, value);
  return (
    <>
      {mode === 'signUp' && (
        <Field
          label={translate({id: 'login.field.name', message: 'Name (optional)'})}
          name="displayName"
          type="text"
          autoComplete="name"
          value={fields.displayName}
          onChange={set('displayName')}
        />
      )}
      <Field
        label={translate({id: 'login.field.email', message: 'Email'})}
        name="email"
        type="email"
        autoComplete="email"
        value={fields.email}
        error={errors.email}
        onChange={set('email')}
      />
      {mode !== 'reset' && (
        <Field
          label={translate({id: 'login.field.password', message: 'Password'})}
          name="password"
          id={passwordId}
          type={showPassword ? 'text' : 'password'}
          autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
          value={fields.password}
          error={errors.password}
          onChange={set('password')}
          trailing={
            <button
              type="button"
              className="button button--sm button--outline button--secondary"
              aria-pressed={showPassword}
              aria-controls={mode === 'signUp' ? `${passwordId} ${confirmId}` : passwordId}
              onClick={() => setShowPassword((s) => !s)}>
              {showPassword
                ? translate({id: 'login.password.hide', message: 'Hide password'})
                : translate({id: 'login.password.show', message: 'Show password'})}
            </button>
          }
        />
      )}
      {mode === 'signUp' && (
        <Field
          label={translate({id: 'login.field.confirmPassword', message: 'Confirm password'})}
          name="confirmPassword"
          id={confirmId}
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          value={fields.confirmPassword}
          error={errors.confirmPassword}
          onChange={set('confirmPassword')}
        />
      )}
      {mode === 'signUp' && (
        <p className={styles.hint}>
          <Translate id="login.password.policy" values={{min: minLength}}>
            {'Passwords need at least {min} characters.'}
          </Translate>
        </p>
      )}
    </>
  );
}
