import {useMemo, useState, type FocusEvent, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {QuizzesService} from '@site/src/backend/types';
import {useDateFormat} from '@site/src/components/useDateFormat';
import {exportBankJson} from '../bankModel';
import {downloadText} from '../download';
import IssueList from '../IssueList';
import QuestionForm from '../QuestionForm';
import QuestionPreview from '../QuestionPreview';
import {SETTLE_MS, useBankEditor, type OpenedBank} from '../useBankEditor';
import {ErrorsShownContext, type ErrorsShown} from '../EditorField/errorsShown';
import {useSettled} from '../useSettled';
import BankFields from './BankFields';
import QuestionList from './QuestionList';
import SaveStatus from './SaveStatus';
import styles from './styles.module.css';

interface Props {
  readonly quizzes: QuizzesService;
  readonly opened: OpenedBank;
  readonly onClose: () => void;
}

/** One bank open for editing: its fields, its questions one at a time with a live preview, save and export. */
export default function BankEditor({quizzes, opened, onClose}: Props): ReactNode {
  const dates = useDateFormat();
  const editor = useBankEditor(quizzes, opened);
  const {bank, issues} = editor;
  const [selected, setSelected] = useState(0);
  const current = Math.min(selected, bank.questions.length - 1);
  const question = bank.questions[current];
  // The preview renders the question once typing pauses (a long prompt made every key slow: issue 25).
  const previewed = useSettled(question, SETTLE_MS);
  // Problems show for a field once it has been left, and all of them once a save was tried; a bank
  // opened from storage or a restored draft shows them at once.
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [showAll, setShowAll] = useState(() => !editor.isNew || editor.restoredAt !== null);
  const shown = useMemo<ErrorsShown>(
    () => ({field: (controlId) => showAll || touched.has(controlId), all: showAll}),
    [showAll, touched],
  );
  const onLeave = (event: FocusEvent<HTMLDivElement>): void => {
    const controlId = event.target.id;
    if (controlId && !touched.has(controlId)) setTouched(new Set(touched).add(controlId));
  };

  function close(): void {
    if (
      !editor.dirty ||
      window.confirm(
        translate({
          id: 'quizEditor.closePrompt',
          message: 'Close this bank with unsaved changes? A draft stays in this browser.',
        }),
      )
    ) {
      onClose();
    }
  }

  return (
    <ErrorsShownContext.Provider value={shown}>
      <div className={styles.editor} onBlur={onLeave}>
        <div className={styles.bar}>
          <button type="button" className="button button--secondary" onClick={close}>
            <Translate id="quizEditor.back">Back to the banks</Translate>
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => downloadText(`${bank.id || 'bank'}.json`, exportBankJson(bank))}>
            <Translate id="quizEditor.export">Export JSON</Translate>
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              setShowAll(true);
              void editor.save();
            }}>
            <Translate id="quizEditor.save">Save bank</Translate>
          </button>
          <span className={styles.dirty}>
            {editor.dirty ? (
              <Translate id="quizEditor.unsaved">Unsaved changes</Translate>
            ) : (
              <Translate id="quizEditor.noChanges">No unsaved changes</Translate>
            )}
          </span>
        </div>
        <div role="status" aria-live="polite" className={styles.status}>
          <SaveStatus state={editor.saveState} problemCount={issues.length} />
          {editor.restoredAt && (
            <span>
              <Translate id="quizEditor.restored" values={{time: dates.dateTime(editor.restoredAt)}}>
                {'Unsaved changes from {time} were restored from this browser.'}
              </Translate>{' '}
              <button type="button" className="button button--sm button--link" onClick={editor.discardDraft}>
                <Translate id="quizEditor.discard">Discard them</Translate>
              </button>
            </span>
          )}
          {editor.lastDeleted && (
            <span>
              <Translate id="quizEditor.deleted" values={{id: editor.lastDeleted.question.id}}>
                {'Question {id} deleted.'}
              </Translate>{' '}
              <button
                type="button"
                className="button button--sm button--link"
                onClick={() => {
                  const index = editor.undoDelete();
                  if (index !== null) setSelected(index);
                }}>
                <Translate id="quizEditor.undo">Undo</Translate>
              </button>
            </span>
          )}
        </div>
        <BankFields bank={bank} idLocked={!editor.isNew} issues={issues} onChange={editor.update} />
        {showAll && issues.length > 0 && (
          <details className={styles.problems} open={editor.saveState.kind === 'invalid'}>
            <summary>
              <Translate id="quizEditor.problems" values={{n: issues.length}}>
                {'Problems to fix before saving: {n}'}
              </Translate>
            </summary>
            <IssueList
              issues={issues}
              label={translate({id: 'quizEditor.problemsLabel', message: 'Problems in this bank'})}
            />
          </details>
        )}
        <div className={styles.columns}>
          <div>
            <Heading as="h2">
              <Translate id="quizEditor.questionsTitle">Questions</Translate>
            </Heading>
            <QuestionList
              questions={bank.questions}
              selected={current}
              issues={issues}
              onSelect={setSelected}
              onMove={(from, to) => {
                editor.moveQuestion(from, to);
                setSelected(to);
              }}
              onDuplicate={(i) => {
                editor.duplicateQuestion(i);
                setSelected(i + 1);
              }}
              onDelete={editor.deleteQuestion}
            />
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setSelected(editor.addQuestion())}>
              <Translate id="quizEditor.addQuestion">Add a question</Translate>
            </button>
          </div>
          {question && (
            <div>
              <Heading as="h2">
                <Translate id="quizEditor.editing" values={{n: current + 1}}>
                  {'Question {n}'}
                </Translate>
              </Heading>
              <QuestionForm
                key={current}
                question={question}
                index={current}
                issues={issues}
                onChange={(patch) => editor.updateQuestion(current, patch)}
              />
              <Heading as="h2">
                <Translate id="quizEditor.previewTitle">Preview</Translate>
              </Heading>
              <QuestionPreview
                question={previewed ?? question}
                index={current}
                total={bank.questions.length}
              />
            </div>
          )}
        </div>
      </div>
    </ErrorsShownContext.Provider>
  );
}
