import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import PageShell from '@site/src/components/PageShell';

export default function QuizzesPage(): ReactNode {
  return (
    <PageShell
      title={translate({id: 'quizzes.title', message: 'Quizzes'})}
      description={translate({id: 'quizzes.description', message: 'Every quiz by subject, your scores, and the questions due for review.'})}>
      <ul>
        <li>
          <Translate id="quizzes.point1">Practise by subject and topic in tutor mode, with an explanation for every choice.</Translate>
        </li>
        <li>
          <Translate id="quizzes.point2">Sit the diagnostic test or a timed mock board.</Translate>
        </li>
        <li>
          <Translate id="quizzes.point3">See your best score, your last attempt and the questions due for review.</Translate>
        </li>
      </ul>
    </PageShell>
  );
}
