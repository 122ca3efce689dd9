import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import PageShell from '@site/src/components/PageShell';
import {EnquiryForm} from '@site/src/features/pro';

export default function ProPage(): ReactNode {
  return (
    <PageShell
      title={translate({id: 'pro.title', message: 'Pro for review centres'})}
      description={translate({id: 'pro.description', message: 'Seats for a class: for review centres and schools that prepare CBLE candidates.'})}>
      <ul>
        <li>
          <Translate id="pro.point1">Premium access for every student in a class.</Translate>
        </li>
        <li>
          <Translate id="pro.point2">One payment and one invoice for the school.</Translate>
        </li>
        <li>
          <Translate id="pro.point3">Send an enquiry and we will reply with a quote.</Translate>
        </li>
      </ul>
      <EnquiryForm />
    </PageShell>
  );
}
