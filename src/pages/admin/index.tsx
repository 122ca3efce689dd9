import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import PageShell from '@site/src/components/PageShell';

export default function AdminPage(): ReactNode {
  return (
    <PageShell
      title={translate({id: 'admin.title', message: 'Admin'})}
      description={translate({id: 'admin.description', message: 'The administrators’ area: review payments and manage the question banks.'})}>
      <ul>
        <li>
          <Translate id="admin.point1">Review submitted payments with their receipts, then approve or reject them with a note.</Translate>
        </li>
        <li>
          <Translate id="admin.point2">Create a premium record for a candidate who paid before making an account.</Translate>
        </li>
        <li>
          <Translate id="admin.point3">Open the quiz editor to fix or add questions without a redeploy.</Translate>
        </li>
      </ul>
    </PageShell>
  );
}
