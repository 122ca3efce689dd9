import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useBackend} from '@site/src/backend/useBackend';
import type {PaymentRecord} from '@site/src/backend/types';
import {useAccount, VerifyEmailNotice} from '@site/src/features/account';
import PaymentForm from '../PaymentForm';
import PaymentStatusNotice from '../PaymentStatusNotice';
import {useMyPayment} from '../useMyPayment';
import {LoadFailed, Loading} from '../LoadState';

const PAYMENT_LOGIN_PATH = '/login?redirect=/payment';

/**
 * The /payment page's body: signed-in users only (a guest is sent to the
 * login page), the form, or where an earlier payment stands.
 */
export default function Checkout(): ReactNode {
  const {status, user} = useAccount();
  const history = useHistory();
  // history.replace takes a full path: add the locale's base (/fil/) itself.
  const loginPath = useBaseUrl(PAYMENT_LOGIN_PATH);
  const {backend} = useBackend();
  const mine = useMyPayment();
  const [submitted, setSubmitted] = useState<PaymentRecord | null>(null);
  const [replacing, setReplacing] = useState(false);

  useEffect(() => {
    if (status === 'guest') history.replace(loginPath);
  }, [status, history, loginPath]);

  if (status === 'guest') {
    return (
      <p>
        <Link to={PAYMENT_LOGIN_PATH}>
          <Translate id="payment.signInFirst">Sign in to pay for premium.</Translate>
        </Link>
      </p>
    );
  }
  if (status === 'premium') {
    return (
      <div className="alert alert--success" role="status">
        <Translate id="payment.alreadyPremium">Your premium is active: there is nothing to pay.</Translate>{' '}
        <Link to="/premium">
          <Translate id="payment.openPremium">Open premium</Translate>
        </Link>
      </div>
    );
  }
  if (submitted) {
    return (
      <PaymentStatusNotice record={submitted} focusHeading>
        <p>
          <Translate id="payment.thanks">Thank you. We have your receipt.</Translate>{' '}
          <Link to="/premium">
            <Translate id="payment.checkStatus">Check your status on the premium page</Translate>
          </Link>
        </p>
      </PaymentStatusNotice>
    );
  }
  if (status === 'loading' || mine.kind === 'loading') return <Loading />;
  if (mine.kind === 'failed') return <LoadFailed onRetry={mine.retry} />;
  if (user && !user.emailVerified) {
    return (
      <VerifyEmailNotice>
        <Translate id="payment.verifyEmailFirst">
          Verify your email address first: open the link we sent you when you signed up.
        </Translate>
      </VerifyEmailNotice>
    );
  }

  const record = mine.record;
  const form = <PaymentForm backend={backend} onSubmitted={setSubmitted} />;
  if (record?.status === 'pending' && !replacing) {
    return (
      <PaymentStatusNotice record={record}>
        <button type="button" className="button button--secondary" onClick={() => setReplacing(true)}>
          <Translate id="payment.replace">Send a corrected proof instead</Translate>
        </button>
      </PaymentStatusNotice>
    );
  }
  if (record?.status === 'rejected') {
    return (
      <>
        <PaymentStatusNotice record={record}>
          <p>
            <Translate id="payment.submitAgainBelow">Fix what the note says and submit again below.</Translate>
          </p>
        </PaymentStatusNotice>
        {form}
      </>
    );
  }
  return form;
}
