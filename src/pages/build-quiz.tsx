import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import PageShell from '@site/src/components/PageShell';
import {BuildQuiz} from '@site/src/features/quiz';

export default function BuildQuizPage(): ReactNode {
  return (
    <PageShell
      title={translate({id: 'build.title', message: 'Build a quiz'})}
      description={translate({
        id: 'build.description',
        message: 'A quiz from your own mistakes, flags, reviews due, new questions or weakest topics.',
      })}>
      <BuildQuiz />
    </PageShell>
  );
}
