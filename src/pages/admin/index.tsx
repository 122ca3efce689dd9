import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import PageShell from '@site/src/components/PageShell';
import AdminDashboard from '@site/src/features/admin/AdminDashboard';
import AdminGate from '@site/src/features/admin/AdminGate';

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
