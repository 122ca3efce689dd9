import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {dec, formatMoney} from '@site/src/lib/decimal';
import type {DrillResult, ItemVerdict, ValuationDrill} from '@site/src/domain/computation';
import Mark from './Mark';
import styles from '../styles.module.css';

type Transaction = NonNullable<ValuationDrill['transaction']>;

interface Props {
  readonly transaction: Transaction;
  /** The ids of the costs ticked as going into the value. */
  readonly included: readonly string[];
  readonly onToggle: (itemId: string, on: boolean) => void;
  /** The marks after Check, or null before it. */
  readonly result: DrillResult | null;
  readonly idFor: (name: string) => string;
}

function verdictText(verdict: ItemVerdict): string {
  switch (verdict) {
    case 'correct':
      return translate({id: 'computation.drill.correct', message: 'Correct'});
    case 'wronglyIncluded':
      return translate({id: 'computation.drill.wronglyIncluded', message: 'Wrong: this one stays out'});
    case 'wronglyLeftOut':
      return translate({id: 'computation.drill.wronglyLeftOut', message: 'Wrong: this one goes in'});
  }
}

/** The question "which costs go into the value?": one checkbox per cost, each marked after Check. */
export default function CostChoice({transaction: t, included, onToggle, result, idFor}: Props): ReactNode {
  return (
    <fieldset className={styles.group}>
      <legend>
        <Translate id="computation.drill.whichCosts">
          Which of these costs go into the dutiable value under CMTA Sec. 701? Tick each one that does.
        </Translate>
      </legend>
      {t.items.map((item) => {
        const id = idFor(`item-${item.id}`);
        const verdict = result?.items.find((r) => r.id === item.id)?.verdict;
        return (
          <div key={item.id} className={styles.option} data-item={item.id}>
            <input
              id={id}
              type="checkbox"
              checked={included.includes(item.id)}
              aria-describedby={verdict ? `${id}-mark` : undefined}
              aria-invalid={verdict && verdict !== 'correct' ? true : undefined}
              onChange={(ev) => onToggle(item.id, ev.target.checked)}
            />
            <label htmlFor={id}>
              {item.label}: {t.currency} {formatMoney(dec(item.amount))}
            </label>
            {verdict && (
              <Mark ok={verdict === 'correct'} id={`${id}-mark`}>
                {verdictText(verdict)}
              </Mark>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
