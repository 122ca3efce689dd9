import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {type DrillResult, VALUATION_METHODS, type ValuationMethod} from '@site/src/domain/computation';
import {methodName} from '../methodNames';
import Mark from './Mark';
import styles from '../styles.module.css';

interface Props {
  readonly method: ValuationMethod | null;
  readonly onChange: (method: ValuationMethod) => void;
  /** The marks after Check, or null before it. */
  readonly result: DrillResult | null;
  readonly idFor: (name: string) => string;
}

/** The question "which method gives the value?": one radio button per method, and its mark. */
export default function MethodChoice({method, onChange, result, idFor}: Props): ReactNode {
  return (
    <fieldset className={styles.group} aria-describedby={result ? idFor('method-mark') : undefined}>
      <legend>
        <Translate id="computation.drill.whichMethod">
          Which valuation method gives the dutiable value? (Take them in order.)
        </Translate>
      </legend>
      {VALUATION_METHODS.map((m) => {
        const id = idFor(`method-${m}`);
        return (
          <div key={m} className={styles.option}>
            <input
              id={id}
              type="radio"
              name={idFor('method')}
              value={m}
              checked={method === m}
              onChange={() => onChange(m)}
            />
            <label htmlFor={id}>{methodName(m)}</label>
          </div>
        );
      })}
      {result && (
        <Mark ok={result.method === 'correct'} id={idFor('method-mark')}>
          {result.method === 'correct'
            ? translate({id: 'computation.drill.correct', message: 'Correct'})
            : result.method === 'missing'
              ? translate({id: 'computation.drill.chooseOne', message: 'Choose a method.'})
              : translate({
                  id: 'computation.drill.notThisMethod',
                  message: 'Not this method: see the explanation.',
                })}
        </Mark>
      )}
    </fieldset>
  );
}
