import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import PageShell from '@site/src/components/PageShell';

export default function QuizEditorPage(): ReactNode {
  return (
    <PageShell
      title={translate({id: 'quizEditor.title', message: 'Quiz editor'})}
      description={translate({id: 'quizEditor.description', message: 'Create, edit, import and export the online question banks.'})}>
      <ul>
        <li>
          <Translate id="quizEditor.point1">Edit every question with its choices, per-choice explanations, answer and references.</Translate>
        </li>
        <li>
          <Translate id="quizEditor.point2">Publish a bank to free or premium users.</Translate>
        </li>
        <li>
          <Translate id="quizEditor.point3">Import and export banks as JSON in the same format as the banks kept in the repository.</Translate>
        </li>
      </ul>
    </PageShell>
  );
}
