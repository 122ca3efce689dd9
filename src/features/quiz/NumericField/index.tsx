import type {ReactNode, Ref} from 'react';
import Translate from '@docusaurus/Translate';
import AnswerBox from '../AnswerBox';
import {normaliseAmount} from '@site/src/domain/quiz';

interface Props {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly unit?: string | undefined;
  readonly disabled?: boolean;
  readonly inputRef?: Ref<HTMLInputElement>;
}

/** An amount box that keeps what was typed and says plainly when it is not a number. */
export default function NumericField({value, onChange, unit, disabled = false, inputRef}: Props): ReactNode {
  const invalid = value.trim() !== '' && normaliseAmount(value) === null;
  return (
    <AnswerBox
      label={
        unit === 'PHP' ? (
          <Translate id="quiz.answer.amountPeso">Your answer (₱)</Translate>
        ) : (
          <Translate id="quiz.answer.amount">Your answer</Translate>
        )
      }
      message={
        invalid ? (
          <Translate id="quiz.answer.notANumber">
            That is not a number. Type digits only, for example 61600.00.
          </Translate>
        ) : (
          <Translate id="quiz.answer.amountHint">
            Digits, with or without commas, for example 61,600.00.
          </Translate>
        )
      }
      invalid={invalid}
      value={value}
      onChange={onChange}
      disabled={disabled}
      {...(inputRef ? {inputRef} : {})}
    />
  );
}
