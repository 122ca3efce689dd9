import {useId, useState, type FormEvent, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {useBackend} from '@site/src/backend/useBackend';
import {useAccount, VerifyEmailNotice} from '@site/src/features/account';
import {
  LIMITS,
  validateEnquiry,
  type EnquiryFields,
  type EnquiryProblem,
  type EnquiryProblems,
} from '../validateEnquiry';
import styles from './styles.module.css';

const EMPTY: EnquiryFields = {name: '', organisation: '', seats: '', message: ''};

function problemText(field: keyof EnquiryFields, problem: EnquiryProblem): string {
  switch (problem) {
    case 'required':
      return translate({id: 'pro.form.required', message: 'This is needed so we can reply.'});
    case 'seats':
      return translate(
        {id: 'pro.form.seatsInvalid', message: 'Enter a whole number of seats from 1 to {max}.'},
        {max: LIMITS.seats},
      );
    case 'tooLong':
      return translate(
        {id: 'pro.form.tooLong', message: 'Please keep this under {max} characters.'},
        {max: LIMITS[field as keyof typeof LIMITS]},
      );
  }
}

const PRO_LOGIN_PATH = '/login?redirect=/pro';

/**
 * The Pro enquiry form for signed-in users (one enquiry per account: sending
 * again replaces it); admins read them at /admin/enquiries. A guest is asked
 * to sign in first, before typing anything. The reply goes to the account's
 * own email, which must be verified (firestore.rules refuses any other
 * address, so nobody can send enquiries in someone else's name).
 */
export default function EnquiryForm(): ReactNode {
  const id = useId();
  const {status, user} = useAccount();
  const {backend} = useBackend();
  const [fields, setFields] = useState<EnquiryFields>(EMPTY);
  const [problems, setProblems] = useState<EnquiryProblems>({});
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');

  async function onSubmit(event: FormEvent): Promise<void> {
    event.preventDefault();
    const result = validateEnquiry(fields);
    if (!result.ok) {
      setProblems(result.problems);
      return;
    }
    setProblems({});
    if (!backend) {
      setState('failed');
      return;
    }
    setState('sending');
    try {
      await backend.pro.createEnquiry(result.input);
      setState('sent');
      setFields(EMPTY);
    } catch (error) {
      console.warn('Enquiry not sent', error);
      setState('failed');
    }
  }

  const input = (name: keyof EnquiryFields, label: string, type = 'text', autoComplete = 'off') => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {name === 'message' ? (
        <textarea
          id={`${id}-${name}`}
          rows={5}
          value={fields[name]}
          aria-invalid={problems[name] ? true : undefined}
          aria-describedby={problems[name] ? `${id}-${name}-error` : undefined}
          onChange={(e) => setFields((f) => ({...f, [name]: e.target.value}))}
        />
      ) : (
        <input
          id={`${id}-${name}`}
          type={type}
          autoComplete={autoComplete}
          inputMode={name === 'seats' ? 'numeric' : undefined}
          value={fields[name]}
          aria-invalid={problems[name] ? true : undefined}
          aria-describedby={problems[name] ? `${id}-${name}-error` : undefined}
          onChange={(e) => setFields((f) => ({...f, [name]: e.target.value}))}
        />
      )}
      {problems[name] && (
        <p id={`${id}-${name}-error`} className={styles.error}>
          {problemText(name, problems[name])}
        </p>
      )}
    </div>
  );

  return (
    <section aria-labelledby={`${id}-heading`} className={styles.wrapper}>
      <Heading as="h2" id={`${id}-heading`}>
        <Translate id="pro.form.heading">Ask for a quote</Translate>
      </Heading>
      {status === 'guest' && (
        <p className="alert alert--info" role="status">
          <Translate id="pro.form.signInFirst">
            To keep out spam, enquiries come from an account: sign in (or create a free account) first.
          </Translate>{' '}
          <Link to={PRO_LOGIN_PATH}>
            <Translate id="pro.form.signIn">Sign in to send an enquiry</Translate>
          </Link>
        </p>
      )}
      {status === 'loading' && (
        <p role="status">
          <Translate id="pro.form.loading">Checking your sign-in...</Translate>
        </p>
      )}
      {(status === 'free' || status === 'premium') && user && !user.emailVerified && (
        <VerifyEmailNotice>
          <Translate id="pro.form.verifyFirst">
            Verify your email address first: the reply goes to it. Open the link we sent you when you signed up.
          </Translate>
        </VerifyEmailNotice>
      )}
      {(status === 'free' || status === 'premium') && user?.emailVerified && (
        <form noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={state === 'sending'}>
          <p>
            <Translate id="pro.form.replyTo" values={{email: <strong>{user.email}</strong>}}>
              {'We will reply to {email}, your account’s email address.'}
            </Translate>
          </p>
          {input('name', translate({id: 'pro.form.name', message: 'Your name'}), 'text', 'name')}
          {input(
            'organisation',
            translate({id: 'pro.form.organisation', message: 'Review centre or school'}),
            'text',
            'organization',
          )}
          {input('seats', translate({id: 'pro.form.seats', message: 'Number of students (seats)'}))}
          {input(
            'message',
            translate({id: 'pro.form.message', message: 'Anything else we should know (optional)'}),
          )}
          {state === 'failed' && (
            <p className="alert alert--danger" role="alert">
              <Translate id="pro.form.failed">
                Your enquiry was not sent. Check your connection and try again.
              </Translate>
            </p>
          )}
          {state === 'sent' && (
            <p className="alert alert--success" role="status">
              <Translate id="pro.form.sent">Thank you. We will reply to your email with a quote.</Translate>
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={state === 'sending'}>
            {state === 'sending'
              ? translate({id: 'pro.form.sending', message: 'Sending...'})
              : translate({id: 'pro.form.submit', message: 'Send enquiry'})}
          </button>
        </form>
      )}
    </section>
  );
}
