import {useState} from 'react';
import {translate} from '@docusaurus/Translate';
import {useBackendLoader} from '@site/src/backend/BackendProvider';
import {useAsyncResource} from '@site/src/components/useAsyncResource';
import {DEFAULT_MIN_PASSWORD_LENGTH, type Backend} from '@site/src/backend/types';
import {messageForError} from '../authErrorMessage';
import {EMAIL_MAX_LENGTH, isEmailAddress} from '@site/src/lib/email';

export type LoginMode = 'signIn' | 'signUp' | 'reset';

export interface LoginFields {
  email: string;
  password: string;
  /** Sign-up only: the password typed a second time, to catch a typo. */
  confirmPassword: string;
  displayName: string;
}

export type FieldErrors = Partial<Record<keyof LoginFields, string>>;

/** Field checks done before any call, so a typo never costs a round trip. */
function validateLogin(mode: LoginMode, fields: LoginFields, minLength: number): FieldErrors {
  const errors: FieldErrors = {};
  if (!fields.email.trim()) {
    errors.email = translate({id: 'login.error.emailRequired', message: 'Enter your email address.'});
  } else if (fields.email.trim().length > EMAIL_MAX_LENGTH) {
    errors.email = translate(
      {
        id: 'login.error.emailTooLong',
        message:
          'An email address has at most {max} characters; this one has {count}. Check what was pasted.',
      },
      {max: String(EMAIL_MAX_LENGTH), count: String(fields.email.trim().length)},
    );
  } else if (!isEmailAddress(fields.email.trim())) {
    errors.email = translate({
      id: 'login.error.emailInvalid',
      message: 'That does not look like an email address.',
    });
  }
  if (mode === 'reset') return errors;
  if (!fields.password) {
    errors.password = translate({id: 'login.error.passwordRequired', message: 'Enter your password.'});
    return errors;
  }
  if (mode !== 'signUp') return errors;
  if (!fields.password.trim()) {
    errors.password = translate({
      id: 'login.error.passwordBlank',
      message: 'A password cannot be only spaces. Use letters, digits or symbols.',
    });
  } else if (fields.password.length < minLength) {
    errors.password = translate(
      {id: 'login.error.passwordShort', message: 'Use at least {min} characters.'},
      {min: String(minLength)},
    );
  } else if (fields.confirmPassword !== fields.password) {
    errors.confirmPassword = translate({
      id: 'login.error.passwordMismatch',
      message: 'The two passwords are not the same. Type the same password in both boxes.',
    });
  }
  return errors;
}

export interface LoginFormState {
  readonly backend: Backend | null;
  readonly backendError: boolean;
  readonly retryBackend: () => void;
  readonly minLength: number;
  readonly pending: boolean;
  readonly formError: string | null;
  readonly notice: string | null;
  readonly fieldErrors: FieldErrors;
  submit(mode: LoginMode, fields: LoginFields): Promise<boolean>;
  google(): Promise<boolean>;
}

/** Loads the backend for the login page and runs its calls, one at a time. */
export function useLoginForm(): LoginFormState {
  const loader = useBackendLoader();
  const loaded = useAsyncResource(() => loader.load(), [loader]);
  const backend = loaded.status === 'ready' ? loaded.value : null;
  // The password rule comes once the backend is there; until then, or if asking fails, the default.
  const policy = useAsyncResource(
    () => (backend ? backend.auth.passwordPolicy() : Promise.resolve(null)),
    [backend],
  );
  const minLength =
    policy.status === 'ready' && policy.value ? policy.value.minLength : DEFAULT_MIN_PASSWORD_LENGTH;
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  async function run(call: (b: Backend) => Promise<void>): Promise<boolean> {
    if (!backend || pending) return false;
    setPending(true);
    setFormError(null);
    setNotice(null);
    try {
      await call(backend);
      return true;
    } catch (error) {
      setFormError(messageForError(error));
      return false;
    } finally {
      setPending(false);
    }
  }

  return {
    backend,
    backendError: loaded.status === 'error',
    retryBackend: () => {
      if (loaded.status === 'error') loaded.retry();
    },
    minLength,
    pending,
    formError,
    notice,
    fieldErrors,
    async submit(mode, fields) {
      const errors = validateLogin(mode, fields, minLength);
      setFieldErrors(errors);
      if (Object.keys(errors).length > 0) return false;
      if (mode === 'reset') {
        const ok = await run((b) => b.auth.sendPasswordReset(fields.email));
        if (ok) {
          setNotice(
            backend?.auth.sendsEmail
              ? translate({
                  id: 'login.reset.sent',
                  message:
                    'If an account uses that email, a link to reset the password is on its way. Check your inbox and spam folder.',
                })
              : translate({
                  id: 'login.reset.local',
                  message:
                    'In local demo mode no email is sent. Use a demo account below, or create a new account.',
                }),
          );
        }
        return false;
      }
      return run(async (b) => {
        if (mode === 'signUp') await b.auth.signUp(fields.email, fields.password, fields.displayName);
        else await b.auth.signIn(fields.email, fields.password);
      });
    },
    google: () => run(async (b) => void (await b.auth.signInWithGoogle())),
  };
}
