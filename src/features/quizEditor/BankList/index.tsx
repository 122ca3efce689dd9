import {useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {OnlineQuizBank, QuizzesService} from '@site/src/backend/types';
import {type QuestionBank} from '@site/src/features/quiz';
import StatusMessage from '@site/src/components/StatusMessage';
import type {EditorBank} from '../bankModel';
import ImportBank from '../ImportBank';
import {useOnlineBanks} from '../useOnlineBanks';
import BuiltInBanks from './BuiltInBanks';
import styles from './styles.module.css';

interface Props {
  readonly quizzes: QuizzesService;
  readonly onEdit: (bank: OnlineQuizBank) => void;
  readonly onCreate: () => void;
  readonly onImport: (bank: EditorBank) => void;
  readonly onCopy: (bank: QuestionBank) => void;
}

function stateText(bank: OnlineQuizBank): string {
  if (bank.archived) return translate({id: 'quizEditor.state.archived', message: 'Archived'});
  return bank.published
    ? translate({id: 'quizEditor.state.published', message: 'Published'})
    : translate({id: 'quizEditor.state.draft', message: 'Not published'});
}

/** The online banks (with edit, archive, restore), new bank, import, and the built-in banks to copy. */
export default function BankList({quizzes, onEdit, onCreate, onImport, onCopy}: Props): ReactNode {
  const {state, reload, setArchived} = useOnlineBanks(quizzes);
  const [archiveFailed, setArchiveFailed] = useState(false);
  return (
    <div>
      <div className={styles.actions}>
        <button type="button" className="button button--primary" onClick={onCreate}>
          <Translate id="quizEditor.newBank">New bank</Translate>
        </button>
      </div>
      <ImportBank onImport={onImport} />
      <section aria-labelledby="editor-online-title">
        <Heading as="h2">
          <span id="editor-online-title">
            <Translate id="quizEditor.onlineTitle">Online banks</Translate>
          </span>
        </Heading>
        {archiveFailed && (
          <p role="alert" className="alert alert--danger">
            <Translate id="quizEditor.archiveFailed">
              The bank could not be archived or restored. Try again.
            </Translate>
          </p>
        )}
        {state.kind === 'loading' && (
          <StatusMessage kind="loading">
            <Translate id="quizEditor.loading">Loading the online banks…</Translate>
          </StatusMessage>
        )}
        {state.kind === 'error' && (
          <StatusMessage kind="error" onRetry={reload}>
            <Translate id="quizEditor.loadFailed">The online banks could not be loaded.</Translate>
          </StatusMessage>
        )}
        {state.kind === 'ready' && state.banks.length === 0 && (
          <p>
            <Translate id="quizEditor.none">
              No online banks yet. Create one, import one, or copy a built-in bank.
            </Translate>
          </p>
        )}
        {state.kind === 'ready' && state.banks.length > 0 && (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">
                    <Translate id="quizEditor.col.bank">Bank</Translate>
                  </th>
                  <th scope="col">
                    <Translate id="quizEditor.col.visibility">Visibility</Translate>
                  </th>
                  <th scope="col">
                    <Translate id="quizEditor.col.state">State</Translate>
                  </th>
                  <th scope="col">
                    <Translate id="quizEditor.col.questions">Questions</Translate>
                  </th>
                  <th scope="col">
                    <Translate id="quizEditor.col.actions">Actions</Translate>
                  </th>
                </tr>
              </thead>
              <tbody>
                {state.banks.map((bank) => (
                  <tr key={bank.id}>
                    <th scope="row">
                      {bank.title} <code>{bank.id}</code>
                    </th>
                    <td>
                      {bank.tier === 'premium'
                        ? translate({id: 'quizEditor.tier.premium', message: 'Premium'})
                        : translate({id: 'quizEditor.tier.free', message: 'Free'})}
                    </td>
                    <td>{stateText(bank)}</td>
                    <td>{bank.questions.length}</td>
                    <td className={styles.rowActions}>
                      <button
                        type="button"
                        className="button button--sm button--primary"
                        aria-label={translate(
                          {id: 'quizEditor.editLabel', message: 'Edit {title}'},
                          {title: bank.title},
                        )}
                        onClick={() => onEdit(bank)}>
                        <Translate id="quizEditor.edit">Edit</Translate>
                      </button>
                      <button
                        type="button"
                        className="button button--sm button--secondary"
                        onClick={() => {
                          setArchiveFailed(false);
                          setArchived(bank.id, !bank.archived).catch(() => setArchiveFailed(true));
                        }}>
                        {bank.archived
                          ? translate({id: 'quizEditor.restore', message: 'Restore'})
                          : translate({id: 'quizEditor.archive', message: 'Archive'})}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="editor-builtin-title">
        <Heading as="h2">
          <span id="editor-builtin-title">
            <Translate id="quizEditor.builtInTitle">Built-in banks (read only)</Translate>
          </span>
        </Heading>
        <p>
          <Translate id="quizEditor.builtInNote">
            These banks are kept in the repository and ship with the site. Change them there, or copy one into
            a new online bank.
          </Translate>
        </p>
        <BuiltInBanks onCopy={onCopy} />
      </section>
    </div>
  );
}
