import {useId, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import type {QuizResponse} from '@site/src/backend/types';
import {
  choicesOf,
  correctChoiceIds,
  normaliseAmount,
  normaliseHsCode,
  type Question,
} from '@site/src/domain/quiz';
import CodeField from '../CodeField';
import {choiceLetter} from '../labels';
import NumericField from '../NumericField';
import styles from './styles.module.css';

interface Props {
  readonly question: Question;
  readonly order: readonly string[];
  /** What is selected or typed but not yet checked (multiple and numeric). */
  readonly draft: QuizResponse | null;
  /** The checked answer; null until the candidate answers. */
  readonly submitted: QuizResponse | null;
  readonly onDraft: (draft: QuizResponse | null) => void;
  readonly onSubmit: (response: QuizResponse) => void;
}

function SingleChoices({question, order, submitted, onSubmit}: Omit<Props, 'draft' | 'onDraft'>): ReactNode {
  const right = new Set(correctChoiceIds(question));
  const chosen = submitted?.kind === 'choices' ? submitted.ids : [];
  return (
    <div
      role="group"
      aria-label={translate({id: 'quiz.answer.chooseOneGroup', message: 'Choose one answer'})}>
      {order.map((id, i) => {
        const choice = choicesOf(question).find((c) => c.id === id);
        if (!choice) return null;
        const picked = chosen.includes(id);
        return (
          <button
            key={id}
            type="button"
            className={clsx(
              styles.choice,
              submitted && right.has(id) && styles.right,
              submitted && picked && !right.has(id) && styles.wrong,
            )}
            aria-pressed={submitted ? picked : undefined}
            aria-disabled={submitted ? true : undefined}
            onClick={() => {
              if (!submitted) onSubmit({kind: 'choices', ids: [id]});
            }}>
            <span className={styles.letter}>{choiceLetter(i)}.</span> <span>{choice.text}</span>
          </button>
        );
      })}
    </div>
  );
}

/** Tutor-mode answer: one click answers a single-choice question; multiple and amounts have a Check button. */
export default function TutorAnswer({
  question,
  order,
  draft,
  submitted,
  onDraft,
  onSubmit,
}: Props): ReactNode {
  const name = useId();
  if (question.type === 'single') {
    return <SingleChoices question={question} order={order} submitted={submitted} onSubmit={onSubmit} />;
  }
  if (question.type === 'numeric') {
    const value =
      draft?.kind === 'numeric' ? draft.value : submitted?.kind === 'numeric' ? submitted.value : '';
    const submit = (e: FormEvent): void => {
      e.preventDefault();
      if (!submitted && normaliseAmount(value) !== null) onSubmit({kind: 'numeric', value});
    };
    return (
      <form onSubmit={submit} className={styles.numeric}>
        <NumericField
          key={question.id}
          unit={question.unit}
          value={value}
          disabled={submitted !== null}
          onChange={(v) => onDraft({kind: 'numeric', value: v})}
        />
        {!submitted && (
          <button type="submit" className="button button--primary" disabled={normaliseAmount(value) === null}>
            <Translate id="quiz.answer.check">Check answer</Translate>
          </button>
        )}
      </form>
    );
  }
  if (question.type === 'classification') {
    const value = draft?.kind === 'code' ? draft.value : submitted?.kind === 'code' ? submitted.value : '';
    const submit = (e: FormEvent): void => {
      e.preventDefault();
      if (!submitted && normaliseHsCode(value)?.length === 6) onSubmit({kind: 'code', value});
    };
    return (
      <form onSubmit={submit} className={styles.numeric}>
        <CodeField
          key={question.id}
          value={value}
          disabled={submitted !== null}
          onChange={(v) => onDraft({kind: 'code', value: v})}
        />
        {!submitted && (
          <button
            type="submit"
            className="button button--primary"
            disabled={normaliseHsCode(value)?.length !== 6}>
            <Translate id="quiz.answer.check">Check answer</Translate>
          </button>
        )}
      </form>
    );
  }
  const ids =
    (submitted ?? draft)?.kind === 'choices' ? ((submitted ?? draft) as {ids: readonly string[]}).ids : [];
  const toggle = (id: string): void =>
    onDraft({kind: 'choices', ids: ids.includes(id) ? ids.filter((c) => c !== id) : [...ids, id]});
  return (
    <fieldset className={styles.fieldset} disabled={submitted !== null}>
      <legend className={styles.legend}>
        <Translate id="quiz.answer.chooseAll">Your answer (select all that apply)</Translate>
      </legend>
      {order.map((id, i) => {
        const choice = choicesOf(question).find((c) => c.id === id);
        if (!choice) return null;
        return (
          <label key={id} className={styles.option}>
            <input type="checkbox" name={name} checked={ids.includes(id)} onChange={() => toggle(id)} />
            <span>
              <span className={styles.letter}>{choiceLetter(i)}.</span> {choice.text}
            </span>
          </label>
        );
      })}
      {!submitted && (
        <button
          type="button"
          className="button button--primary"
          disabled={ids.length === 0}
          onClick={() => onSubmit({kind: 'choices', ids})}>
          <Translate id="quiz.answer.check">Check answer</Translate>
        </button>
      )}
    </fieldset>
  );
}
