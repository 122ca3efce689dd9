import {useId, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {ALL_SUBJECTS, subjectShort, subjectName, type SubjectId} from '@site/src/features/quiz';
import type {BankIssue, EditorBank, Tier} from '../bankModel';
import EditorField from '../EditorField';
import styles from './styles.module.css';

interface Props {
  readonly bank: EditorBank;
  /** A saved bank keeps its id. */
  readonly idLocked: boolean;
  readonly issues: readonly BankIssue[];
  readonly onChange: (patch: Partial<Omit<EditorBank, 'questions'>>) => void;
}

/** The bank's id, title, description, subject, visibility and published state. */
export default function BankFields({bank, idLocked, issues, onChange}: Props): ReactNode {
  const id = useId();
  const errorsFor = (field: string): string[] =>
    issues.filter((i) => i.question === null && i.field === field).map((i) => i.message);
  return (
    <div className={styles.fields}>
      <EditorField
        id={`${id}-bid`}
        label={translate({id: 'quizEditor.bankId', message: 'Bank id (kebab-case)'})}
        errors={errorsFor('id')}>
        {(control) => (
          <input
            {...control}
            value={bank.id}
            readOnly={idLocked}
            onChange={(e) => onChange({id: e.target.value})}
          />
        )}
      </EditorField>
      <EditorField
        id={`${id}-title`}
        label={translate({id: 'quizEditor.bankTitle', message: 'Title'})}
        errors={errorsFor('title')}>
        {(control) => (
          <input
            {...control}
            value={bank.title}
            onChange={(e) => onChange({title: e.target.value})}
          />
        )}
      </EditorField>
      <EditorField
        id={`${id}-description`}
        label={translate({id: 'quizEditor.bankDescription', message: 'Description'})}
        errors={errorsFor('description')}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            value={bank.description}
            onChange={(e) => onChange({description: e.target.value})}
          />
        )}
      </EditorField>
      <EditorField
        id={`${id}-subject`}
        label={translate({id: 'quizEditor.bankSubject', message: 'Main subject'})}
       >
        {(control) => (
          <select
            {...control}
            value={bank.subject}
            onChange={(e) => onChange({subject: Number(e.target.value) as SubjectId})}>
            {ALL_SUBJECTS.map((s) => (
              <option key={s} value={s}>
                {subjectShort(s)}: {subjectName(s)}
              </option>
            ))}
          </select>
        )}
      </EditorField>
      <EditorField
        id={`${id}-tier`}
        label={translate({id: 'quizEditor.visibility', message: 'Visibility'})}
        errors={errorsFor('tier')}>
        {(control) => (
          <select
            {...control}
            value={bank.tier}
            onChange={(e) => onChange({tier: e.target.value as Tier})}>
            <option value="free">
              {translate({id: 'quizEditor.visibility.free', message: 'Free: every visitor'})}
            </option>
            <option value="premium">
              {translate({id: 'quizEditor.visibility.premium', message: 'Premium: premium users only'})}
            </option>
          </select>
        )}
      </EditorField>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={bank.published}
          onChange={(e) => onChange({published: e.target.checked})}
        />{' '}
        {translate({id: 'quizEditor.published', message: 'Published (offered on /quizzes and /docs/quiz)'})}
      </label>
    </div>
  );
}
