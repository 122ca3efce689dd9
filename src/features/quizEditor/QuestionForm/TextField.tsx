import type {ReactNode} from 'react';
import type {EditorQuestion} from '../bankModel';
import EditorField from '../EditorField';

/** The question's free-text fields, each edited in a text box. */
type QuestionTextField =
  'id' | 'prompt' | 'takeaway' | 'numericAnswer' | 'tolerance' | 'unit' | 'explanation' | 'caution' | 'code';

interface Props {
  readonly idPrefix: string;
  readonly question: EditorQuestion;
  readonly field: QuestionTextField;
  readonly label: string;
  /** The problems of this field, shown beside it once it has been left. */
  readonly errors: string[];
  /** A text area of three rows instead of a one-line box. */
  readonly multiline?: boolean;
  readonly onChange: (patch: Partial<EditorQuestion>) => void;
}

/** One free-text field of a question, labelled, with its problems beside it. */
export default function TextField({
  idPrefix,
  question,
  field,
  label,
  errors,
  multiline = false,
  onChange,
}: Props): ReactNode {
  return (
    <EditorField id={`${idPrefix}-${field}`} label={label} errors={errors}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            rows={3}
            value={question[field]}
            onChange={(e) => onChange({[field]: e.target.value})}
          />
        ) : (
          <input {...control} value={question[field]} onChange={(e) => onChange({[field]: e.target.value})} />
        )
      }
    </EditorField>
  );
}
