import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import PageShell from '@site/src/components/PageShell';
import {PremiumStatus} from '@site/src/features/payments';

export default function PremiumPage(): ReactNode {
  return (
    <PageShell
      title={translate({id: 'premium.title', message: 'Premium'})}
      description={translate({id: 'premium.description', message: 'What premium holds, and where your account stands.'})}>
      <PremiumStatus />
      <Heading as="h2" className="margin-top--lg">
        <Translate id="premium.holds.heading">What premium holds</Translate>
      </Heading>
      <ul>
        <li>
          <Translate id="premium.point1">The premium reviewer, with deeper notes and more worked computations.</Translate>
        </li>
        <li>
          <Translate id="premium.point2">The full mock board in the real exam’s proportions.</Translate>
        </li>
        <li>
          <Translate id="premium.point3">The video lesson on how to answer CBLE questions.</Translate>
        </li>
      </ul>
    </PageShell>
  );
}
