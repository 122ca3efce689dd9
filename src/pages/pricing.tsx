import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import PageShell from '@site/src/components/PageShell';
import {PricingTable} from '@site/src/features/payments';

export default function PricingPage(): ReactNode {
  return (
    <PageShell
      title={translate({id: 'pricing.title', message: 'Pricing'})}
      description={translate({id: 'pricing.description', message: 'Free and premium, side by side.'})}>
      <PricingTable />
    </PageShell>
  );
}
