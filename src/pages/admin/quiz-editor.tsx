import {lazy, Suspense, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import PageShell from '@site/src/components/PageShell';
import {AdminGate} from '@site/src/features/admin';

// Only admins download the editor; everyone else gets the gate's message alone.
const QuizEditor = lazy(() => import('@site/src/features/quizEditor').then((m) => ({default: m.QuizEditor})));

export default function QuizEditorPage(): ReactNode {
  return (
    <PageShell
      title={translate({id: 'quizEditor.title', message: 'Quiz editor'})}
      description={translate({id: 'quizEditor.description', message: 'Create, edit, import and export the online question banks.'})}>
      <AdminGate path="/admin/quiz-editor">
        <Suspense
          fallback={
            <p role="status">
              <Translate id="quizEditor.backendLoading">Loading the editor…</Translate>
            </p>
          }>
          <QuizEditor />
        </Suspense>
      </AdminGate>
    </PageShell>
  );
}
