import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import PageShell from '@site/src/components/PageShell';
import {AdminGate} from '@site/src/features/admin';
import {EnquiryList} from '@site/src/features/pro';

export default function EnquiriesPage(): ReactNode {
  return (
    <PageShell
      title={translate({id: 'admin.enquiries.title', message: 'Pro enquiries'})}
      description={translate({id: 'admin.enquiries.description', message: 'Enquiries from review centres and schools, newest first.'})}>
      <AdminGate path="/admin/enquiries">
        <EnquiryList />
      </AdminGate>
    </PageShell>
  );
}
