import {useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {useAccount} from '../AccountProvider';
import CredentialFields from './CredentialFields';
import DemoAccounts from './DemoAccounts';
import {useLoginForm, type LoginFields, type LoginMode} from './useLoginForm';
import styles from './styles.module.css';

interface Props {
  /** Where to go after signing in: already checked to be a path on this site. */
  readonly redirect: string;
  /** Called after a successful sign-in or sign-up; `created` after a new account. */
  readonly onSignedIn: (created: boolean) => void;
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
  const [fields, setFields] = useState<LoginFields>({
    email: '',
    password: '',
    confirmPassword: '',
    displayName: '',
  });

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

  const submitLabel =
    mode === 'reset' ? translate({id: 'login.submit.reset', message: 'Send reset link'}) : MODE_TITLES[mode];
  return (
    <div className={styles.wrapper}>
      <div
        className={styles.tabs}
        role="group"
        aria-label={translate({id: 'login.modes', message: 'Account action'})}>
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
      <form
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        aria-busy={form.pending}
        aria-label={MODE_TITLES[mode]}>
        <Heading as="h2">{MODE_TITLES[mode]}</Heading>
        <CredentialFields
          mode={mode}
          fields={fields}
          errors={form.fieldErrors}
          onChange={(name, value) => setFields((f) => ({...f, [name]: value}))}
          minLength={form.minLength}
        />
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
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={form.pending || !form.backend}>
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
