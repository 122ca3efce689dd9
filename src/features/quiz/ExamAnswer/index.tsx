import {useId, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {QuizResponse} from '@site/src/backend/types';
import type {Question} from '@site/src/domain/quiz';
import {choiceLetter} from '../labels';
import NumericField from '../NumericField';
import CodeField from '../CodeField';
import styles from './styles.module.css';

interface Props {
  readonly question: Question;
  /** Choice ids in display order. */
  readonly order: readonly string[];
  readonly response: QuizResponse | undefined;
  readonly onChange: (response: QuizResponse | null) => void;
}

/** Exam-mode answer: radio buttons, check boxes or an amount; changeable until submit, no feedback. */
export default function ExamAnswer({question, order, response, onChange}: Props): ReactNode {
  const name = useId();
  if (question.type === 'numeric') {
    return (
      <NumericField
        key={question.id}
        unit={question.unit}
        value={response?.kind === 'numeric' ? response.value : ''}
        onChange={(value) => onChange({kind: 'numeric', value})}
      />
    );
  }
  if (question.type === 'classification') {
    return (
      <CodeField
        key={question.id}
        value={response?.kind === 'code' ? response.value : ''}
        onChange={(value) => onChange({kind: 'code', value})}
      />
    );
  }
  const chosen = response?.kind === 'choices' ? response.ids : [];
  const multiple = question.type === 'multiple';
  function toggle(id: string): void {
    if (!multiple) {
      onChange({kind: 'choices', ids: [id]});
      return;
    }
    const ids = chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id];
    onChange({kind: 'choices', ids});
  }
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        {multiple
          ? translate({id: 'quiz.answer.chooseAll', message: 'Your answer (select all that apply)'})
          : translate({id: 'quiz.answer.chooseOne', message: 'Your answer'})}
      </legend>
      {order.map((id, i) => {
        const choice = question.choices.find((c) => c.id === id);
        if (!choice) return null;
        return (
          <label key={id} className={styles.option}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={id}
              checked={chosen.includes(id)}
              onChange={() => toggle(id)}
            />
            <span>
              <span className={styles.letter}>{choiceLetter(i)}.</span> {choice.text}
            </span>
          </label>
        );
      })}
      {chosen.length > 0 && (
        <button type="button" className={styles.clear} onClick={() => onChange(null)}>
          <Translate id="quiz.answer.clear">Clear my answer</Translate>
        </button>
      )}
    </fieldset>
  );
}
