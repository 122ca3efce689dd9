import {type FormEvent, type ReactNode, useState} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {checkOrder, VALUATION_METHODS, type ValuationMethod} from '@site/src/domain/computation';
import {methodName} from './methodNames';
import styles from './styles.module.css';

interface Props {
  readonly idFor: (name: string) => string;
}

/** Put the six methods in the order of CMTA Sec. 700, one select per rung. */
export default function LadderOrder({idFor}: Props): ReactNode {
  const [order, setOrder] = useState<(ValuationMethod | null)[]>(() => VALUATION_METHODS.map(() => null));
  const [marks, setMarks] = useState<boolean[] | null>(null);

  const onCheck = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    setMarks(checkOrder(order));
  };
  const right = marks?.filter(Boolean).length ?? 0;

  return (
    <form
      onSubmit={onCheck}
      noValidate
      className={styles.ladder}
      aria-label={translate({id: 'computation.drill.ladderForm', message: 'Order of the valuation methods'})}>
      <Heading as="h3">
        <Translate id="computation.drill.ladderTitle">The ladder: put the methods in order</Translate>
      </Heading>
      <p className={styles.hint}>
        <Translate id="computation.drill.ladderHint">
          Choose the method for each rung, in the order CMTA Sec. 700 requires when the importer asks for no
          change.
        </Translate>
      </p>
      <ol className={styles.rungs}>
        {VALUATION_METHODS.map((_, i) => {
          const id = idFor(`rung-${i}`);
          const mark = marks?.[i];
          return (
            <li key={i} className={styles.rung}>
              <label htmlFor={id} className={styles.label}>
                <Translate id="computation.drill.rung" values={{n: String(i + 1)}}>
                  {'Rung {n}'}
                </Translate>
              </label>
              <select
                id={id}
                className={clsx(
                  styles.select,
                  mark === true && styles.correct,
                  mark === false && styles.wrong,
                )}
                value={order[i] ?? ''}
                aria-invalid={mark === false ? true : undefined}
                aria-describedby={marks ? `${id}-mark` : undefined}
                onChange={(ev) => {
                  const value = ev.target.value;
                  setOrder((o) =>
                    o.map((m, j) => (j === i ? (value === '' ? null : (value as ValuationMethod)) : m)),
                  );
                }}>
                <option value="">
                  {translate({id: 'computation.drill.choose', message: 'Choose a method'})}
                </option>
                {VALUATION_METHODS.map((m) => (
                  <option key={m} value={m}>
                    {methodName(m).replace(/^[^:]*:\s*/, '')}
                  </option>
                ))}
              </select>
              {marks && (
                <span id={`${id}-mark`} className={clsx(styles.mark, mark ? styles.correct : styles.wrong)}>
                  <span aria-hidden="true">{mark ? '✓ ' : '✗ '}</span>
                  {mark
                    ? translate({id: 'computation.drill.correct', message: 'Correct'})
                    : translate(
                        {id: 'computation.drill.rungShouldBe', message: 'Should be: {method}'},
                        {method: methodName(VALUATION_METHODS[i] ?? 'transaction')},
                      )}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <button type="submit" className="button button--primary">
        <Translate id="computation.drill.checkOrder">Check the order</Translate>
      </button>
      <p role="status" aria-live="polite" className={styles.score}>
        {marks
          ? translate(
              {
                id: 'computation.drill.orderScore',
                message:
                  '{right} of 6 rungs right. Remember: only the importer may ask to try Method 5 before Method 4, and Method 6 is always last.',
              },
              {right},
            )
          : ''}
      </p>
    </form>
  );
}
