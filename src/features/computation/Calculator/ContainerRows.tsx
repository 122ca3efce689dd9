import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import type {ContainerSize} from '@site/src/domain/computation';
import FormField, {fieldMessage} from '@site/src/components/FormField';
import {problemTexts} from '../messageText';
import type {CalculatorState} from './useCalculator';
import styles from './styles.module.css';

interface Props {
  readonly calc: CalculatorState;
}

/** The full-container rows of a sea shipment: size and count per row, add and remove. */
export default function ContainerRows({calc}: Props): ReactNode {
  const {form, fieldId, problemsFor} = calc;
  const containersErr = fieldMessage(fieldId('containers'), problemTexts(problemsFor('containers')));
  return (
    <fieldset
      className={styles.containers}
      id={fieldId('containers')}
      aria-describedby={containersErr.control['aria-describedby']}>
      <legend>
        <Translate id="computation.calculator.containers">Full containers (sea only)</Translate>
      </legend>
      {containersErr.message}
      {form.containers.length === 0 && (
        <p className={styles.hint}>
          <Translate id="computation.calculator.noContainers">
            No rows: arrastre and wharfage are left at zero (loose or LCL cargo).
          </Translate>
        </p>
      )}
      {form.containers.map((row, index) => {
        const n = String(index + 1);
        return (
          <div key={row.key} className={styles.row}>
            <FormField
              id={fieldId(`container-${row.key}-size`)}
              label={
                <Translate id="computation.calculator.rowSize" values={{n}}>
                  {'Row {n}: size'}
                </Translate>
              }
              errors={problemTexts(problemsFor(`containers[${index}].size`))}>
              {(control) => (
                <select
                  className={styles.input}
                  value={row.size}
                  onChange={(ev) => calc.updateRow(row.key, {size: ev.target.value as ContainerSize})}
                  {...control}>
                  <option value="20">20-ft</option>
                  <option value="40">40-ft</option>
                  <option value="45">45-ft</option>
                </select>
              )}
            </FormField>
            <FormField
              id={fieldId(`container-${row.key}-count`)}
              label={
                <Translate id="computation.calculator.rowCount" values={{n}}>
                  {'Row {n}: number of containers'}
                </Translate>
              }
              errors={problemTexts(problemsFor(`containers[${index}].count`))}>
              {(control) => (
                <input
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  className={styles.input}
                  value={row.count}
                  onChange={(ev) => calc.updateRow(row.key, {count: ev.target.value})}
                  {...control}
                />
              )}
            </FormField>
            <button
              type="button"
              className={clsx('button button--secondary button--sm', styles.remove)}
              onClick={() => calc.removeRow(row.key)}
              aria-label={translate(
                {id: 'computation.calculator.removeRow', message: 'Remove container row {n}'},
                {n},
              )}>
              <Translate id="computation.calculator.remove">Remove</Translate>
            </button>
          </div>
        );
      })}
      <button
        id={fieldId('add-row')}
        type="button"
        className="button button--secondary button--sm"
        onClick={calc.addRow}>
        <Translate id="computation.calculator.addRow">Add a container row</Translate>
      </button>
    </fieldset>
  );
}
