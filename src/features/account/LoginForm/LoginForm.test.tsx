import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {BackendProvider, createBackendLoader} from '@site/src/backend/BackendProvider';
import {BackendError, DEFAULT_MIN_PASSWORD_LENGTH, type AuthErrorCode} from '@site/src/backend/types';
import {fakeBackend, loaderFor, type FakeBackend} from '@site/test/fakeBackend';
import LoginForm from '.';
import {AccountProvider} from '../AccountProvider';
import {authErrorMessage} from '../authErrorMessage';

function renderForm(backend: FakeBackend = fakeBackend(), onSignedIn = vi.fn()) {
  render(
    <BackendProvider loader={loaderFor(backend)}>
      <AccountProvider>
        <LoginForm redirect="/docs/intro" onSignedIn={onSignedIn} />
      </AccountProvider>
    </BackendProvider>,
  );
  return {backend, onSignedIn};
}


/** The form's submit button (the mode switch above it has the same name). */
async function submitButton(name: string): Promise<HTMLElement> {
  const buttons = await screen.findAllByRole('button', {name});
  const submit = buttons.find((b) => b.getAttribute('type') === 'submit');
  if (!submit) throw new Error(`no submit button named ${name}`);
  return submit;
}

describe('LoginForm validation', () => {
  it('asks for the email and the password before calling the backend', async () => {
    const backend = fakeBackend();
    const signIn = vi.spyOn(backend.auth, 'signIn');
    renderForm(backend);
    await userEvent.click(await submitButton('Sign in'));
    expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('rejects a malformed email and keeps what was typed', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Email'), 'ana-at-example');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(await submitButton('Sign in'));
    expect(screen.getByText('That does not look like an email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ana-at-example');
    expect(screen.getByLabelText('Password')).toHaveValue('secret123');
  });

  it('holds a new password to the provider policy (6 when none is stated)', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', {name: 'Create an account'}));
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), '12345');
    await userEvent.click(await submitButton('Create an account'));
    expect(screen.getByText('Use at least 6 characters.')).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    renderForm();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', {name: 'Show password'}));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('refuses a password of spaces only, before any call, and keeps what was typed', async () => {
    const backend = fakeBackend();
    const signUp = vi.spyOn(backend.auth, 'signUp');
    renderForm(backend);
    await userEvent.click(screen.getByRole('button', {name: 'Create an account'}));
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), '      ');
    await userEvent.type(screen.getByLabelText('Confirm password'), '      ');
    await userEvent.click(await submitButton('Create an account'));
    expect(screen.getByText('A password cannot be only spaces. Use letters, digits or symbols.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveValue('      ');
    expect(signUp).not.toHaveBeenCalled();
  });

  it('catches a typo with the confirm field on sign-up', async () => {
    const backend = fakeBackend();
    const signUp = vi.spyOn(backend.auth, 'signUp');
    renderForm(backend);
    await userEvent.click(screen.getByRole('button', {name: 'Create an account'}));
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'a-good-password');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'a-good-pasword');
    await userEvent.click(await submitButton('Create an account'));
    expect(screen.getByText('The two passwords are not the same. Type the same password in both boxes.')).toBeInTheDocument();
    expect(signUp).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.type(screen.getByLabelText('Confirm password'), 'a-good-password');
    await userEvent.click(await submitButton('Create an account'));
    expect(signUp).toHaveBeenCalledWith('ana@example.com', 'a-good-password', '');
  });

  it('shows both sign-up passwords with one keyboard-usable toggle', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', {name: 'Create an account'}));
    const toggle = screen.getByRole('button', {name: 'Show password'});
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', {name: 'Hide password'})).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('LoginForm errors from the identity service', () => {
  it('shows the plain message for a wrong password, not the code', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(await submitButton('Sign in'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('That email and password do not match. Check them and try again.');
    expect(alert).not.toHaveTextContent('auth/');
  });

  it('disables the submit button while a request runs, then calls onSignedIn', async () => {
    const backend = fakeBackend();
    let finish: () => void = () => undefined;
    vi.spyOn(backend.auth, 'signIn').mockImplementation(
      () => new Promise((resolve) => (finish = () => resolve({uid: 'u', email: 'a@b.co', displayName: null, emailVerified: true}))),
    );
    const {onSignedIn} = renderForm(backend);
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(await submitButton('Sign in'));
    expect(screen.getByRole('button', {name: 'Please wait...'})).toBeDisabled();
    finish();
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
  });

  const codes: AuthErrorCode[] = [
    'auth/wrong-password',
    'auth/user-not-found',
    'auth/email-already-in-use',
    'auth/invalid-credential',
    'auth/too-many-requests',
    'auth/popup-closed-by-user',
    'auth/popup-blocked',
    'auth/network-request-failed',
    'auth/unauthorized-domain',
    'auth/requires-recent-login',
  ];
  it.each(codes)('explains %s in a sentence', (code) => {
    const message = authErrorMessage(code);
    expect(message).not.toContain('auth/');
    expect(message).toMatch(/^[A-Z].{20,}\.$/);
  });

  it('gives each code of spec §8 its own explanation (wrong password and invalid credential share one)', () => {
    const messages = new Set(codes.map(authErrorMessage));
    expect(messages.size).toBe(codes.length - 1);
  });

  it('shows an unexpected error as a general message', async () => {
    const backend = fakeBackend();
    vi.spyOn(backend.auth, 'signIn').mockRejectedValue(new BackendError('auth', 'auth/too-many-requests'));
    renderForm(backend);
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(await submitButton('Sign in'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
  });
});


describe('LoginForm input limits and demo accounts', () => {
  it('refuses a 100,000-character email with a clear message, before any call, and keeps it', async () => {
    const backend = fakeBackend();
    const signUp = vi.spyOn(backend.auth, 'signUp');
    renderForm(backend);
    await userEvent.click(screen.getByRole('button', {name: 'Create an account'}));
    const long = `${'x'.repeat(100_000)}@example.com`;
    const email = screen.getByLabelText('Email');
    // Pasted, as a candidate would: typing it key by key would take minutes.
    email.focus();
    await userEvent.paste(long);
    await userEvent.type(screen.getByLabelText('Password'), 'a-good-password');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'a-good-password');
    await userEvent.click(await submitButton('Create an account'));
    expect(
      screen.getByText('An email address has at most 254 characters; this one has 100012. Check what was pasted.'),
    ).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue(long);
    expect(screen.getByLabelText('Password')).toHaveValue('a-good-password');
    expect(signUp).not.toHaveBeenCalled();
  });

  it('fills in a demo account\'s email and password with one button', async () => {
    const backend: FakeBackend = Object.assign(fakeBackend(), {
      demoAccounts: {
        password: 'demo-pass-123',
        accounts: [{role: 'free' as const, email: 'free@demo.example', displayName: 'Free Demo'}],
      },
    });
    renderForm(backend);
    await userEvent.click(await screen.findByRole('button', {name: 'Fill in free@demo.example'}));
    expect(screen.getByLabelText('Email')).toHaveValue('free@demo.example');
    expect(screen.getByLabelText('Password')).toHaveValue('demo-pass-123');
  });

  it('lists no demo accounts when the backend has none (the Firebase build)', async () => {
    renderForm();
    await screen.findAllByRole('button', {name: 'Sign in'});
    expect(screen.queryByRole('heading', {name: /Demo accounts/})).not.toBeInTheDocument();
  });
});

describe('LoginForm loading the sign-in service', () => {
  it('says when the service did not load, and Retry loads it and its password rule', async () => {
    const backend = fakeBackend();
    backend.auth.passwordPolicy = () => Promise.resolve({minLength: 9});
    let calls = 0;
    const loader = createBackendLoader(backend.kind, () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve(backend);
    });
    render(
      <BackendProvider loader={loader}>
        <AccountProvider>
          <LoginForm redirect="/docs/intro" onSignedIn={vi.fn()} />
        </AccountProvider>
      </BackendProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The sign-in service did not load. Check your connection.',
    );
    await userEvent.click(screen.getByRole('button', {name: 'Retry'}));
    await userEvent.click(await screen.findByRole('button', {name: 'Create an account', pressed: false}));
    expect(await screen.findByText('Passwords need at least 9 characters.')).toBeInTheDocument();
  });

  it('keeps the default password rule when asking for it fails', async () => {
    const backend = fakeBackend();
    backend.auth.passwordPolicy = () => Promise.reject(new Error('offline'));
    renderForm(backend);
    await userEvent.click(await screen.findByRole('button', {name: 'Create an account', pressed: false}));
    expect(
      screen.getByText(`Passwords need at least ${DEFAULT_MIN_PASSWORD_LENGTH} characters.`),
    ).toBeInTheDocument();
  });
});
