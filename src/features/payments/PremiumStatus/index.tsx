import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {useAccount, VerifyEmailNotice} from '@site/src/features/account';
import {PRICING} from '@site/src/config/pricing';
import PaymentStatusNotice from '../PaymentStatusNotice';
import {formatPeso} from '../methods';
import {useMyPayment} from '../useMyPayment';
import {useDateFormat} from '@site/src/components/useDateFormat';
import {LoadFailed, Loading} from '../LoadState';

function PremiumLinks({accessUntil}: {readonly accessUntil: Date | null}): ReactNode {
  const formatDate = useDateFormat().longDate;
  return (
    <section className="alert alert--success" role="status" aria-labelledby="premium-state-heading">
      <Heading as="h2" id="premium-state-heading">
        <Translate id="premium.state.premiumTitle">Your premium is active</Translate>
      </Heading>
      {accessUntil && (
        <p>
          <Translate id="premium.state.until" values={{date: <strong>{formatDate(accessUntil)}</strong>}}>
            {'Your access runs until {date}. After that date you can renew it on the payment page.'}
          </Translate>
        </p>
      )}
      <ul>
        <li>
          <Link to="/docs/premium-reviewer">
            <Translate id="premium.link.reviewer">The premium reviewer</Translate>
          </Link>
        </li>
        <li>
          <Link to="/docs/video-premium-how-to-answer-CBLE">
            <Translate id="premium.link.video">Video: how to answer the CBLE</Translate>
          </Link>
        </li>
        <li>
          <Link to="/docs/mockboard">
            <Translate id="premium.link.mockboard">The full mock board</Translate>
          </Link>
        </li>
      </ul>
    </section>
  );
}

function Upgrade(): ReactNode {
  return (
    <section className="alert alert--info" role="status" aria-labelledby="premium-state-heading">
      <Heading as="h2" id="premium-state-heading">
        <Translate id="premium.state.freeTitle">You are on the free plan</Translate>
      </Heading>
      <p>
        <Translate
          id="premium.state.freeBody"
          values={{amount: formatPeso(PRICING.premium.amountPhp), months: PRICING.premium.accessMonths}}>
          {'Premium is a one-time payment of {amount} for {months} months of access.'}
        </Translate>
      </p>
      <Link className="button button--primary" to="/payment">
        <Translate id="premium.state.upgrade">Upgrade to premium</Translate>
      </Link>{' '}
      <Link className="button button--secondary" to="/pricing">
        <Translate id="premium.state.comparePlans">Compare the plans</Translate>
      </Link>
    </section>
  );
}

function Ended({accessUntil}: {readonly accessUntil: Date}): ReactNode {
  const formatDate = useDateFormat().longDate;
  return (
    <section className="alert alert--warning" role="status" aria-labelledby="premium-state-heading">
      <Heading as="h2" id="premium-state-heading">
        <Translate id="premium.state.endedTitle">Your premium has ended</Translate>
      </Heading>
      <p>
        <Translate
          id="premium.state.endedBody"
          values={{
            date: <strong>{formatDate(accessUntil)}</strong>,
            amount: formatPeso(PRICING.premium.amountPhp),
            months: PRICING.premium.accessMonths,
          }}>
          {'Your access ended on {date}. Renew it with another payment of {amount} for {months} more months.'}
        </Translate>
      </p>
      <Link className="button button--primary" to="/payment">
        <Translate id="premium.state.renew">Renew premium</Translate>
      </Link>
    </section>
  );
}

/** Where the current user stands: guest, free, pending, rejected or premium. */
export default function PremiumStatus(): ReactNode {
  const {status, user} = useAccount();
  const mine = useMyPayment();
  if (status === 'loading') return <Loading />;
  if (status === 'guest') {
    return (
      <section className="alert alert--secondary" aria-labelledby="premium-state-heading">
        <Heading as="h2" id="premium-state-heading">
          <Translate id="premium.state.guestTitle">Sign in to see your premium status</Translate>
        </Heading>
        <Link className="button button--primary" to="/login?redirect=/premium">
          <Translate id="premium.state.signIn">Sign in or create an account</Translate>
        </Link>
      </section>
    );
  }
  if (status === 'premium')
    return <PremiumLinks accessUntil={mine.kind === 'loaded' ? (mine.record?.accessUntil ?? null) : null} />;
  if (mine.kind === 'loading') return <Loading />;
  if (mine.kind === 'failed') return <LoadFailed onRetry={mine.retry} />;
  const record = mine.record;
  // Approved, verified, yet not premium (the account status compares the end
  // of access with the clock): the access period is over.
  if (record?.status === 'approved' && record.accessUntil && user?.emailVerified) {
    return <Ended accessUntil={record.accessUntil} />;
  }
  if (record?.status === 'pending') return <PaymentStatusNotice record={record} />;
  if (record?.status === 'rejected') {
    return (
      <PaymentStatusNotice record={record}>
        <Link className="button button--primary" to="/payment">
          <Translate id="premium.state.submitAgain">Submit again</Translate>
        </Link>
      </PaymentStatusNotice>
    );
  }
  if (record?.status === 'approved') {
    // Approved, but the account does not count as premium yet (e.g. an
    // unverified email on Firebase): say how to finish.
    return (
      <PaymentStatusNotice record={record}>
        <VerifyEmailNotice>
          <Translate id="premium.state.approvedNotVerified">
            Premium opens once your email address is verified: open the link we sent you.
          </Translate>
        </VerifyEmailNotice>
      </PaymentStatusNotice>
    );
  }
  return <Upgrade />;
}
