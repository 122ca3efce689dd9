import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import PageShell from '@site/src/components/PageShell';
import {Checkout} from '@site/src/features/payments';

export default function PaymentPage(): ReactNode {
  return (
    <PageShell
      title={translate({id: 'payment.title', message: 'Payment'})}
      description={translate({id: 'payment.description', message: 'Pay for premium by GCash, Maya or bank transfer and upload your proof of payment.'})}>
      <Checkout />
    </PageShell>
  );
}
