import {useId, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {BankIssue, EditorQuestion} from '../bankModel';
import EditorField from '../EditorField';
import {useErrorsShown} from '../EditorField/errorsShown';
import AnswerFields from './AnswerFields';
import KindFields from './KindFields';
import TextField from './TextField';
import styles from './styles.module.css';

interface Props {
  readonly question: EditorQuestion;
  readonly index: number;
  /** The bank's problems; those of this question show beside their fields. */
  readonly issues: readonly BankIssue[];
  readonly onChange: (patch: Partial<EditorQuestion>) => void;
}

/** Every field of one question, with its problems shown as you type. */
export default function QuestionForm({question, index, issues, onChange}: Props): ReactNode {
  const id = useId();
  const shownAll = useErrorsShown().all;
  const mine = issues.filter((i) => i.question === index);
  const errorsFor = (field: string): string[] => mine.filter((i) => i.field === field).map((i) => i.message);
  const shared = {idPrefix: id, question, onChange};
  return (
    <div className={styles.form}>
      <KindFields {...shared} errorsFor={errorsFor} />
      <TextField
        {...shared}
        field="prompt"
        label={translate({id: 'quizEditor.prompt', message: 'Prompt (markdown)'})}
        errors={errorsFor('prompt')}
        multiline
      />
      <AnswerFields {...shared} errorsFor={errorsFor} />
      {question.type === 'numeric' && (
        <TextField
          {...shared}
          field="explanation"
          label={translate({id: 'quizEditor.worked', message: 'Worked solution (markdown)'})}
          errors={errorsFor('explanation')}
          multiline
        />
      )}
      <TextField
        {...shared}
        field="takeaway"
        label={translate({id: 'quizEditor.takeaway', message: 'Takeaway (markdown)'})}
        errors={errorsFor('takeaway')}
        multiline
      />
      <TextField
        {...shared}
        field="caution"
        label={translate({
          id: 'quizEditor.caution',
          message: 'Caution shown with the item (when a fact rests on a secondary source), optional',
        })}
        errors={errorsFor('caution')}
        multiline
      />
      <EditorField
        id={`${id}-references`}
        label={translate({id: 'quizEditor.references', message: 'References, one per line'})}
        errors={errorsFor('references')}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            value={question.references.join('\n')}
            onChange={(e) => onChange({references: e.target.value.split('\n')})}
          />
        )}
      </EditorField>
      {shownAll && mine.some((i) => i.field === '') && (
        <p className={styles.errors}>
          <Translate id="quizEditor.questionInvalid">This question is not valid yet.</Translate>
        </p>
      )}
    </div>
  );
}
