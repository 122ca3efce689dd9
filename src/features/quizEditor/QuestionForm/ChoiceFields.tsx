import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {choiceLetter} from '@site/src/features/quiz';
import {choiceIdAt, type EditorChoice, type EditorQuestion} from '../bankModel';
import EditorField from '../EditorField';
import {useErrorsShown} from '../EditorField/errorsShown';
import styles from './styles.module.css';

interface Props {
  readonly idPrefix: string;
  readonly question: EditorQuestion;
  readonly errorsFor: (field: string) => string[];
  readonly onChange: (patch: Partial<EditorQuestion>) => void;
}

/** The choices of a single- or multiple-answer question, each with its explanation and whether it is correct. */
export default function ChoiceFields({idPrefix, question, errorsFor, onChange}: Props): ReactNode {
  const {choices, correct, type} = question;
  const shownAll = useErrorsShown().all;
  const setChoice = (index: number, patch: Partial<EditorChoice>): void =>
    onChange({choices: choices.map((c, i) => (i === index ? {...c, ...patch} : c))});
  const toggleCorrect = (id: string, on: boolean): void => {
    if (type === 'single') onChange({correct: [id]});
    else
      onChange({
        correct: on ? [...correct.filter((c) => c !== id), id].sort() : correct.filter((c) => c !== id),
      });
  };
  const remove = (index: number): void => {
    // Ids stay a, b, c ... in order, so the answer follows its choice.
    const renamed = new Map(choices.filter((_, i) => i !== index).map((c, i) => [c.id, choiceIdAt(i)]));
    onChange({
      choices: choices.filter((_, i) => i !== index).map((c, i) => ({...c, id: choiceIdAt(i)})),
      correct: correct.flatMap((id) => (renamed.has(id) ? [renamed.get(id) ?? id] : [])),
    });
  };
  return (
    <fieldset className={styles.choices}>
      <legend>
        <Translate id="quizEditor.choices">Choices</Translate>
      </legend>
      {choices.map((choice, i) => {
        const letter = choiceLetter(i);
        return (
          <div key={i} className={styles.choice}>
            <EditorField
              id={`${idPrefix}-choice-${i}`}
              label={translate({id: 'quizEditor.choiceText', message: 'Choice {letter}'}, {letter})}
              errors={errorsFor(`choices.${i}.text`)}>
              {(control) => (
                <input
                  {...control}
                  value={choice.text}
                  onChange={(e) => setChoice(i, {text: e.target.value})}
                />
              )}
            </EditorField>
            <EditorField
              id={`${idPrefix}-choice-${i}-why`}
              label={translate(
                {
                  id: 'quizEditor.choiceExplanation',
                  message: 'Why choice {letter} is right or wrong (markdown)',
                },
                {letter},
              )}
              errors={errorsFor(`choices.${i}.explanation`)}>
              {(control) => (
                <textarea
                  {...control}
                  rows={2}
                  value={choice.explanation}
                  onChange={(e) => setChoice(i, {explanation: e.target.value})}
                />
              )}
            </EditorField>
            <div className={styles.row}>
              <label>
                <input
                  type={type === 'single' ? 'radio' : 'checkbox'}
                  name={`${idPrefix}-correct`}
                  checked={correct.includes(choice.id)}
                  onChange={(e) => toggleCorrect(choice.id, e.target.checked)}
                />{' '}
                {translate({id: 'quizEditor.choiceCorrect', message: 'Choice {letter} is correct'}, {letter})}
              </label>
              <button
                type="button"
                className="button button--sm button--secondary"
                disabled={choices.length <= 2}
                onClick={() => remove(i)}>
                {translate({id: 'quizEditor.choiceRemove', message: 'Remove choice {letter}'}, {letter})}
              </button>
            </div>
          </div>
        );
      })}
      {shownAll && (
        <ul className={styles.errors}>
          {[...errorsFor('choices'), ...errorsFor('answer')].map((e, i) => (
            <li key={i}>{e}</li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="button button--sm button--secondary"
        disabled={choices.length >= 8}
        onClick={() =>
          onChange({choices: [...choices, {id: choiceIdAt(choices.length), text: '', explanation: ''}]})
        }>
        <Translate id="quizEditor.choiceAdd">Add a choice</Translate>
      </button>
    </fieldset>
  );
}
