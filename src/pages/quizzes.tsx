import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import PageShell from '@site/src/components/PageShell';
import {QuizHub} from '@site/src/features/quiz';

export default function QuizzesPage(): ReactNode {
  return (
    <PageShell
      title={translate({id: 'quizzes.title', message: 'Quizzes'})}
      description={translate({
        id: 'quizzes.description',
        message: 'Every quiz by subject, your scores, and the questions due for review.',
      })}>
      <QuizHub />
    </PageShell>
  );
}
