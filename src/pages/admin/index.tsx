import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import PageShell from '@site/src/components/PageShell';
import {AdminDashboard, AdminGate} from '@site/src/features/admin';

export default function AdminPage(): ReactNode {
  return (
    <PageShell
      title={translate({id: 'admin.title', message: 'Admin'})}
      description={translate({id: 'admin.description', message: 'The administrators’ area: review payments and manage the question banks.'})}>
      <AdminGate path="/admin">
        <AdminDashboard />
      </AdminGate>
    </PageShell>
  );
}
