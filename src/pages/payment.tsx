import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import PageShell from '@site/src/components/PageShell';

export default function PaymentPage(): ReactNode {
  return (
    <PageShell
      title={translate({id: 'payment.title', message: 'Payment'})}
      description={translate({id: 'payment.description', message: 'Pay for premium by GCash, Maya or bank transfer and upload your proof of payment.'})}>
      <ul>
        <li>
          <Translate id="payment.point1">Choose how you paid and enter the reference number.</Translate>
        </li>
        <li>
          <Translate id="payment.point2">Upload a photo or PDF of your receipt.</Translate>
        </li>
        <li>
          <Translate id="payment.point3">An administrator checks the payment and turns on premium for your account.</Translate>
        </li>
      </ul>
    </PageShell>
  );
}
