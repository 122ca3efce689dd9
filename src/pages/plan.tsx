import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import PageShell from '@site/src/components/PageShell';
import {StudyPlan} from '@site/src/features/quiz';

export default function PlanPage(): ReactNode {
  return (
    <PageShell
      title={translate({id: 'plan.title', message: 'Your study plan'})}
      description={translate({
        id: 'plan.description',
        message: 'Set your exam date and study hours; get a week-by-week plan, weakest topics first.',
      })}>
      <StudyPlan />
    </PageShell>
  );
}
