import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import PageShell from '@site/src/components/PageShell';

export default function PricingPage(): ReactNode {
  return (
    <PageShell
      title={translate({id: 'pricing.title', message: 'Pricing'})}
      description={translate({id: 'pricing.description', message: 'Free and premium, side by side.'})}>
      <ul>
        <li>
          <Translate id="pricing.point1">Free: every reviewer page, the diagnostic test, quizzes and the mini mock board.</Translate>
        </li>
        <li>
          <Translate id="pricing.point2">Premium: the premium reviewer, the full mock board and the video lesson.</Translate>
        </li>
        <li>
          <Translate id="pricing.point3">Pay once by GCash, Maya or bank transfer; an administrator approves your payment.</Translate>
        </li>
      </ul>
    </PageShell>
  );
}
