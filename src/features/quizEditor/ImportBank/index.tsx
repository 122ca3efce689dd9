import {useId, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {importBankJson, type BankIssue, type EditorBank} from '../bankModel';
import IssueList from '../IssueList';
import styles from './styles.module.css';

interface Props {
  /** Called only with a bank in which everything is valid. */
  readonly onImport: (bank: EditorBank) => void;
}

/** Reads a bank file; lists every problem by question and imports nothing unless all is valid. */
export default function ImportBank({onImport}: Props): ReactNode {
  const id = useId();
  const [failed, setFailed] = useState<{file: string; issues: readonly BankIssue[]} | null>(null);
  return (
    <div className={styles.import}>
      <label htmlFor={`${id}-file`} className={styles.label}>
        <Translate id="quizEditor.import">Import a bank from JSON</Translate>
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept="application/json,.json"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          void file.text().then((text) => {
            const result = importBankJson(text);
            if (result.ok) {
              setFailed(null);
              onImport(result.bank);
            } else {
              setFailed({file: file.name, issues: result.issues});
            }
          });
        }}
      />
      {failed && (
        <div className="alert alert--danger" role="alert">
          <p>
            <Translate id="quizEditor.importFailed" values={{file: failed.file, n: failed.issues.length}}>
              {'Nothing was imported: {file} has {n} problems.'}
            </Translate>
          </p>
          <IssueList
            issues={failed.issues}
            label={translate({id: 'quizEditor.importProblems', message: 'Problems in the imported file'})}
          />
        </div>
      )}
    </div>
  );
}
