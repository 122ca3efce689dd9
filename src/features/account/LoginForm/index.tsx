import {useId, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import FormField from '@site/src/components/FormField';
import type {DemoAccounts as DemoAccountList} from '@site/src/backend/types';
import {useAccount} from '../AccountProvider';
import {useLoginForm, type LoginFields, type LoginMode} from './useLoginForm';
import styles from './styles.module.css';

interface Props {
  /** Where to go after signing in: already checked to be a path on this site. */
  readonly redirect: string;
  /** Called after a successful sign-in or sign-up; `created` after a new account. */
  readonly onSignedIn: (created: boolean) => void;
}

interface FieldProps {
  readonly label: string;
  readonly name: keyof LoginFields;
  readonly type: string;
  readonly value: string;
  readonly error?: string;
  readonly autoComplete: string;
  readonly onChange: (value: string) => void;
  readonly trailing?: ReactNode;
  /** The input's id, when another control (the show-password toggle) points at it. */
  readonly id?: string;
}

function Field({label, name, type, value, error, autoComplete, onChange, trailing, id: givenId}: FieldProps): ReactNode {
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

interface DemoProps {
  readonly demo: DemoAccountList;
  readonly onPick: (email: string, password: string) => void;
}

function DemoAccounts({demo, onPick}: DemoProps): ReactNode {
  return (
    <section className={clsx('alert alert--info', styles.demo)} aria-labelledby="demo-accounts-heading">
      <Heading as="h2" id="demo-accounts-heading">
        <Translate id="login.demo.heading">Demo accounts (local mode)</Translate>
      </Heading>
      <p>
        <Translate id="login.demo.body" values={{password: <code>{demo.password}</code>}}>
          {'This copy of the site stores accounts in your browser. Every demo account uses the password {password}.'}
        </Translate>
      </p>
      <ul>
        {demo.accounts.map((account) => (
          <li key={account.email}>
            <strong>{account.role}</strong>: <code>{account.email}</code>{' '}
            <button type="button" className="button button--sm button--secondary" aria-label={translate(
                {id: 'login.demo.useFor', message: 'Fill in {email}', description: 'A demo account button: fills in its email and password'},
                {email: account.email},
              )}
              onClick={() => onPick(account.email, demo.password)}>
              <Translate id="login.demo.use">Fill in</Translate>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

const MODE_TITLES: Record<LoginMode, string> = {
  signIn: translate({id: 'login.mode.signIn', message: 'Sign in'}),
  signUp: translate({id: 'login.mode.signUp', message: 'Create an account'}),
  reset: translate({id: 'login.mode.reset', message: 'Reset your password'}),
};

/** Sign in, create an account, or ask for a password reset. */
export default function LoginForm({redirect, onSignedIn}: Props): ReactNode {
  const {user} = useAccount();
  const form = useLoginForm();
  const [mode, setMode] = useState<LoginMode>('signIn');
  const [fields, setFields] = useState<LoginFields>({email: '', password: '', confirmPassword: '', displayName: ''});
  const [showPassword, setShowPassword] = useState(false);
  const passwordId = useId();
  const confirmId = useId();
  const set = (name: keyof LoginFields) => (value: string) => setFields((f) => ({...f, [name]: value}));

  async function onSubmit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (await form.submit(mode, fields)) onSignedIn(mode === 'signUp');
  }

  if (user) {
    return (
      <div className="alert alert--success" role="status">
        <Translate id="login.signedIn" values={{email: <strong>{user.email}</strong>}}>
          {'You are signed in as {email}.'}
        </Translate>{' '}
        <Link to={redirect}>
          <Translate id="login.continue">Continue</Translate>
        </Link>
      </div>
    );
  }
  if (form.backendError) {
    return (
      <div className="alert alert--danger" role="alert">
        <Translate id="login.loadFailed">The sign-in service did not load. Check your connection.</Translate>{' '}
        <button type="button" className="button button--sm button--danger" onClick={form.retryBackend}>
          <Translate id="login.retry">Retry</Translate>
        </button>
      </div>
    );
  }

  const submitLabel = mode === 'reset' ? translate({id: 'login.submit.reset', message: 'Send reset link'}) : MODE_TITLES[mode];
  return (
    <div className={styles.wrapper}>
      <div className={styles.tabs} role="group" aria-label={translate({id: 'login.modes', message: 'Account action'})}>
        {(['signIn', 'signUp'] as const).map((m) => (
          <button
            key={m}
            type="button"
            className={clsx('button', mode === m ? 'button--primary' : 'button--secondary')}
            aria-pressed={mode === m}
            onClick={() => setMode(m)}>
            {MODE_TITLES[m]}
          </button>
        ))}
      </div>
      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={form.pending} aria-label={MODE_TITLES[mode]}>
        <Heading as="h2">{MODE_TITLES[mode]}</Heading>
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
          error={form.fieldErrors.email}
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
            error={form.fieldErrors.password}
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
            error={form.fieldErrors.confirmPassword}
            onChange={set('confirmPassword')}
          />
        )}
        {mode === 'signUp' && (
          <p className={styles.hint}>
            <Translate id="login.password.policy" values={{min: form.minLength}}>
              {'Passwords need at least {min} characters.'}
            </Translate>
          </p>
        )}
        {form.formError && (
          <p className={clsx('alert alert--danger', styles.formMessage)} role="alert">
            {form.formError}
          </p>
        )}
        {form.notice && (
          <p className={clsx('alert alert--info', styles.formMessage)} role="status">
            {form.notice}
          </p>
        )}
        <button type="submit" className="button button--primary button--block" disabled={form.pending || !form.backend}>
          {form.pending ? translate({id: 'login.submit.pending', message: 'Please wait...'}) : submitLabel}
        </button>
        <div className={styles.links}>
          {mode === 'reset' ? (
            <button type="button" className={styles.linkButton} onClick={() => setMode('signIn')}>
              <Translate id="login.backToSignIn">Back to sign in</Translate>
            </button>
          ) : (
            <button type="button" className={styles.linkButton} onClick={() => setMode('reset')}>
              <Translate id="login.forgot">Forgot password?</Translate>
            </button>
          )}
        </div>
      </form>
      {form.backend?.auth.supportsGoogle && mode !== 'reset' && (
        <button
          type="button"
          className="button button--secondary button--block margin-top--md"
          disabled={form.pending}
          onClick={() => void form.google().then((ok) => ok && onSignedIn(false))}>
          <Translate id="login.google">Continue with Google</Translate>
        </button>
      )}
      {form.backend?.demoAccounts && (
        <DemoAccounts
          demo={form.backend.demoAccounts}
          onPick={(email, password) => {
            setMode('signIn');
            setFields((f) => ({...f, email, password}));
          }}
        />
      )}
    </div>
  );
}
