import {useId, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {ALL_SUBJECTS, subjectShort, subjectName, type SubjectId} from '@site/src/features/quiz';
import type {BankIssue, EditorBank, Tier} from '../bankModel';
import Field from '../QuestionForm/Field';
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
      <Field
        id={`${id}-bid`}
        label={translate({id: 'quizEditor.bankId', message: 'Bank id (kebab-case)'})}
        errors={errorsFor('id')}>
        {(describedBy, invalid) => (
          <input
            id={`${id}-bid`}
            value={bank.id}
            readOnly={idLocked}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={(e) => onChange({id: e.target.value})}
          />
        )}
      </Field>
      <Field
        id={`${id}-title`}
        label={translate({id: 'quizEditor.bankTitle', message: 'Title'})}
        errors={errorsFor('title')}>
        {(describedBy, invalid) => (
          <input
            id={`${id}-title`}
            value={bank.title}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={(e) => onChange({title: e.target.value})}
          />
        )}
      </Field>
      <Field
        id={`${id}-description`}
        label={translate({id: 'quizEditor.bankDescription', message: 'Description'})}
        errors={errorsFor('description')}>
        {(describedBy, invalid) => (
          <textarea
            id={`${id}-description`}
            rows={2}
            value={bank.description}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={(e) => onChange({description: e.target.value})}
          />
        )}
      </Field>
      <Field
        id={`${id}-subject`}
        label={translate({id: 'quizEditor.bankSubject', message: 'Main subject'})}
        errors={[]}>
        {() => (
          <select
            id={`${id}-subject`}
            value={bank.subject}
            onChange={(e) => onChange({subject: Number(e.target.value) as SubjectId})}>
            {ALL_SUBJECTS.map((s) => (
              <option key={s} value={s}>
                {subjectShort(s)}: {subjectName(s)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id={`${id}-tier`}
        label={translate({id: 'quizEditor.visibility', message: 'Visibility'})}
        errors={errorsFor('tier')}>
        {() => (
          <select
            id={`${id}-tier`}
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
      </Field>
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
