import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {dec, formatMoney} from '@site/src/lib/decimal';
import type {DrillResult, ValuationDrill} from '@site/src/domain/computation';
import Mark from './Mark';
import styles from '../styles.module.css';

interface Props {
  readonly transaction: NonNullable<ValuationDrill['transaction']>;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The marks after Check, or null before it. */
  readonly result: DrillResult | null;
  readonly id: string;
}

/** The dutiable value the learner works out, in the invoice currency, and its mark. */
export default function ValueField({transaction: t, value, onChange, result, id}: Props): ReactNode {
  return (
    <div className={styles.valueField}>
      <label htmlFor={id} className={styles.label}>
        <Translate
          id="computation.drill.value"
          values={{currency: t.currency, price: `${t.currency} ${formatMoney(dec(t.price))}`}}>
          {'Dutiable value in {currency}, starting from the price of {price}'}
        </Translate>
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={clsx(
          styles.input,
          result?.value === 'correct' && styles.correct,
          (result?.value === 'wrong' || result?.value === 'missing') && styles.wrong,
        )}
        value={value}
        aria-invalid={result && result.value !== 'correct' ? true : undefined}
        aria-describedby={result ? `${id}-mark` : undefined}
        onChange={(ev) => onChange(ev.target.value)}
      />
      {result && (
        <Mark ok={result.value === 'correct'} id={`${id}-mark`}>
          {result.value === 'correct'
            ? translate({id: 'computation.drill.correct', message: 'Correct'})
            : result.value === 'missing'
              ? translate({
                  id: 'computation.drill.enterValue',
                  message: 'Enter the value, e.g. 13620.00.',
                })
              : translate({
                  id: 'computation.drill.wrongValue',
                  message: 'Not the value: check which costs go in.',
                })}
        </Mark>
      )}
    </div>
  );
}
