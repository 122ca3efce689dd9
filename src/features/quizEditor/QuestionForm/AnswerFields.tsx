import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {EditorQuestion} from '../bankModel';
import ChoiceFields from './ChoiceFields';
import TextField from './TextField';
import styles from './styles.module.css';

interface Props {
  readonly idPrefix: string;
  readonly question: EditorQuestion;
  readonly errorsFor: (field: string) => string[];
  readonly onChange: (patch: Partial<EditorQuestion>) => void;
}

/** The answer, in the form its type takes: an HS subheading, a number with its tolerance, or choices. */
export default function AnswerFields({idPrefix, question, errorsFor, onChange}: Props): ReactNode {
  const shared = {idPrefix, question, onChange};
  if (question.type === 'classification') {
    return (
      <>
        <TextField
          {...shared}
          field="code"
          label={translate({id: 'quizEditor.code', message: 'Answer: HS subheading (6 digits)'})}
          errors={errorsFor('answer')}
        />
        <p className={styles.note}>
          <Translate id="quizEditor.drillNote">
            A drill's reasoning steps and wrong paths are kept as imported; change them in the bank's JSON and
            import it again.
          </Translate>
        </p>
      </>
    );
  }
  if (question.type === 'numeric') {
    return (
      <div className={styles.grid}>
        <TextField
          {...shared}
          field="numericAnswer"
          label={translate({id: 'quizEditor.numericAnswer', message: 'Exact answer (decimal)'})}
          errors={errorsFor('answer')}
        />
        <TextField
          {...shared}
          field="tolerance"
          label={translate({id: 'quizEditor.tolerance', message: 'Accepted difference'})}
          errors={errorsFor('tolerance')}
        />
        <TextField
          {...shared}
          field="unit"
          label={translate({id: 'quizEditor.unit', message: 'Unit (e.g. PHP), optional'})}
          errors={errorsFor('unit')}
        />
      </div>
    );
  }
  return <ChoiceFields idPrefix={idPrefix} question={question} errorsFor={errorsFor} onChange={onChange} />;
}
