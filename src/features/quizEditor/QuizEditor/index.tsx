import {useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {useBackend} from '@site/src/backend/useBackend';
import type {OnlineQuizBank} from '@site/src/backend/types';
import StatusMessage from '@site/src/components/StatusMessage';
import {fromBankData, fromQuestion, newBank, type EditorBank} from '../bankModel';
import BankEditor from '../BankEditor';
import BankList from '../BankList';
import type {OpenedBank} from '../useBankEditor';

function toEditorBank(bank: OnlineQuizBank): EditorBank {
  return {
    id: bank.id,
    title: bank.title,
    description: bank.description,
    tier: bank.tier,
    subject: bank.subject,
    published: bank.published,
    archived: bank.archived,
    // The backend read each stored question with the schema (skipping any that does not fit).
    questions: bank.questions.map(fromQuestion),
  };
}

/** /admin/quiz-editor: the bank list, or one bank open for editing. Mount it inside AdminGate. */
export default function QuizEditor(): ReactNode {
  const {backend, failed, retry} = useBackend();
  const [open, setOpen] = useState<{opened: OpenedBank; key: number} | null>(null);
  const [keys, setKeys] = useState(0);
  const show = (opened: OpenedBank): void => {
    setKeys((n) => n + 1);
    setOpen({opened, key: keys + 1});
  };
  if (failed) {
    return (
      <StatusMessage kind="error" onRetry={retry}>
        <Translate id="quizEditor.backendFailed">The editor could not load. Check your connection.</Translate>
      </StatusMessage>
    );
  }
  if (!backend) {
    return (
      <StatusMessage kind="loading">
        <Translate id="quizEditor.backendLoading">Loading the editor…</Translate>
      </StatusMessage>
    );
  }
  if (open) {
    return (
      <BankEditor
        key={open.key}
        quizzes={backend.quizzes}
        opened={open.opened}
        onClose={() => setOpen(null)}
      />
    );
  }
  return (
    <BankList
      quizzes={backend.quizzes}
      onEdit={(bank) => show({bank: toEditorBank(bank), updatedAt: bank.updatedAt})}
      onCreate={() => show({bank: newBank(), updatedAt: null})}
      onImport={(bank) => show({bank, updatedAt: null})}
      onCopy={(bank) => show({bank: {...fromBankData(bank), id: `${bank.id}-online`}, updatedAt: null})}
    />
  );
}
