/** The calculator's form controls: each labelled, with its problem beside it; and the summary of all problems. */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import FormField from '@site/src/components/FormField';
import {messageText, problemTexts} from '../messageText';
import type {CalculatorForm} from './form';
import type {CalculatorState} from './useCalculator';
import styles from './styles.module.css';

export type TextField =
  | 'currency'
  | 'exchangeRate'
  | 'fob'
  | 'freight'
  | 'freightCurrency'
  | 'freightExchangeRate'
  | 'insurance'
  | 'dutyRate'
  | 'exciseTax';

export function ErrorSummary({calc}: {readonly calc: CalculatorState}): ReactNode {
  const {problems} = calc.outcome;
  const {selectMessage} = usePluralForm();
  if (problems.length === 0) {
    return null;
  }
  return (
    <div
      id={calc.fieldId('summary')}
      tabIndex={-1}
      className={clsx('alert alert--danger', styles.summary)}
      role="alert">
      <p className={styles.summaryTitle}>
        <strong>
          {selectMessage(
            problems.length,
            translate(
              {
                id: 'computation.calculator.problemsPlural',
                message:
                  'Please fix {count} problem before computing:|Please fix {count} problems before computing:',
                description:
                  'The calculator error summary; one form per plural category of the locale, separated by |',
              },
              {count: problems.length},
            ),
          )}
        </strong>
      </p>
      <ul>
        {problems.map((p) => (
          <li key={`${p.field}:${p.message.code}`}>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => document.getElementById(calc.controlIdFor(p.field))?.focus()}>
              {messageText(p.message)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function TextInput({
  calc,
  name,
  label,
  hint,
  inputMode = 'decimal',
  maxLength,
}: {
  readonly calc: CalculatorState;
  readonly name: TextField;
  readonly label: ReactNode;
  readonly hint: ReactNode;
  readonly inputMode?: 'decimal' | 'text';
  readonly maxLength?: number;
}): ReactNode {
  const id = calc.fieldId(name);
  return (
    <FormField id={id} label={label} hint={hint} errors={problemTexts(calc.problemsFor(name))}>
      {(control) => (
        <input
          name={name}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          maxLength={maxLength}
          className={styles.input}
          value={calc.form[name]}
          onChange={(ev) => calc.update(name, ev.target.value)}
          {...control}
        />
      )}
    </FormField>
  );
}

export function Select({
  calc,
  name,
  label,
  options,
}: {
  readonly calc: CalculatorState;
  readonly name: 'mode' | 'entry' | 'rateSet';
  readonly label: ReactNode;
  readonly options: readonly {value: string; label: string}[];
}): ReactNode {
  const id = calc.fieldId(name);
  return (
    <FormField id={id} label={label} errors={problemTexts(calc.problemsFor(name))}>
      {(control) => (
        <select
          className={styles.input}
          value={calc.form[name]}
          onChange={(ev) => calc.update(name, ev.target.value as CalculatorForm[typeof name] & string)}
          {...control}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

export function Check({
  calc,
  name,
  children,
}: {
  readonly calc: CalculatorState;
  readonly name: 'dangerousCargo' | 'letterOfCredit';
  readonly children: ReactNode;
}): ReactNode {
  const id = calc.fieldId(name);
  return (
    <div className={styles.check}>
      <input
        id={id}
        type="checkbox"
        checked={calc.form[name]}
        onChange={(ev) => calc.update(name, ev.target.checked)}
      />
      <label htmlFor={id}>{children}</label>
    </div>
  );
}
