import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import PageShell from '@site/src/components/PageShell';
import {DONATION_LINKS} from '@site/src/config/links';

export default function Support(): ReactNode {
  return (
    <PageShell
      title={translate({id: 'support.title', message: 'Support'})}
      description={translate({
        id: 'support.description',
        message: 'Get help with your account or payment, report an error in the reviewer, or support the project.',
      })}>
      <Heading as="h2">
        <Translate id="support.account.heading">Account and payment help</Translate>
      </Heading>
      <ul>
        <li>
          <Translate id="support.account.login">
            Cannot sign in? Use 'Forgot password?' on the sign-in page to get a reset link by email.
          </Translate>{' '}
          <Link to="/login">
            <Translate id="support.account.loginLink">Go to sign in</Translate>
          </Link>
        </li>
        <li>
          <Translate id="support.account.payment">
            Paid for premium but still see 'Free'? Payments are approved by hand, usually within one working
            day. Your premium page shows whether your payment is under review.
          </Translate>{' '}
          <Link to="/premium">
            <Translate id="support.account.premiumLink">Check your premium status</Translate>
          </Link>
        </li>
      </ul>
      <Heading as="h2">
        <Translate id="support.errors.heading">Report an error in the reviewer</Translate>
      </Heading>
      <p>
        <Translate id="support.errors.body">
          If a page states the law wrongly, cites the wrong section, or a quiz answer looks wrong, tell us the
          page address, what it says and what the source says. Corrections are reviewed against the text of
          the law before they are published.
        </Translate>
      </p>
      <Heading as="h2">
        <Translate id="support.donate.heading">Support the project</Translate>
      </Heading>
      <p>
        <Translate id="support.donate.body">
          The free tier stays free. If it helped you, you can keep it running:
        </Translate>
      </p>
      <ul>
        {DONATION_LINKS.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
