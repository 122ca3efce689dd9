import {type FormEvent, type ReactNode, useEffect, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import AssessmentTable from '../AssessmentTable';
import {AssessmentInputError, computeAssessment, ROUNDING_NOTE} from '../engine';
import {RATE_SETS} from '../rateSets';
import {useClientSearch} from '../useClientSearch';
import type {Assessment, ContainerSize, InputProblem} from '../types';
import {type CalculatorForm, EMPTY_FORM, formToInput, formToQuery, queryToForm, WORKED_EXAMPLE} from './form';
import styles from './styles.module.css';

type TextField = 'currency' | 'exchangeRate' | 'fob' | 'freight' | 'insurance' | 'dutyRate' | 'exciseTax';

interface Outcome {
  assessment: Assessment | null;
  problems: InputProblem[];
}

function compute(form: CalculatorForm): Outcome {
  try {
    return {assessment: computeAssessment(formToInput(form)), problems: []};
  } catch (error) {
    if (error instanceof AssessmentInputError) {
      return {assessment: null, problems: [...error.problems]};
    }
    throw error;
  }
}

const NO_OUTCOME: Outcome = {assessment: null, problems: []};

/**
 * The duty-and-tax calculator: a shipment form, the assessment line by line
 * (label, formula, amount), the rate set and rounding rule used, and a
 * shareable link. Everything typed stays in the form, also when it has errors.
 *
 * On the server (and while hydrating) the form starts empty; in the browser it
 * starts once more from the URL's query string, so a shared link reopens the
 * same calculation.
 */
export default function Calculator(): ReactNode {
  const search = useClientSearch();
  return <CalculatorView key={search === null ? 'server' : 'browser'} search={search} />;
}

function CalculatorView({search}: {readonly search: string | null}): ReactNode {
  const uid = useId();
  const fieldId = (name: string): string => `calc${uid}-${name}`.replace(/[^\w-]/g, '-');
  const [form, setForm] = useState<CalculatorForm>(
    () => (search === null ? null : queryToForm(search)) ?? EMPTY_FORM,
  );
  const [outcome, setOutcome] = useState<Outcome>(() => {
    const fromUrl = search === null ? null : queryToForm(search);
    return fromUrl ? compute(fromUrl) : NO_OUTCOME;
  });
  const [status, setStatus] = useState('');
  const nextKey = useRef(100);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  /** The id of the element to focus after the next render (error summary, result, new row). */
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    const id = focusNext.current;
    if (id !== null) {
      focusNext.current = null;
      document.getElementById(id)?.focus();
    }
  });

  /** The id of the control a problem belongs to (container rows are keyed, problems are indexed). */
  const controlIdFor = (field: string): string => {
    const m = /^containers\[(\d+)\]\.(size|count)$/.exec(field);
    const row = m ? form.containers[Number(m[1])] : undefined;
    return m && row ? fieldId(`container-${row.key}-${m[2]}`) : fieldId(field);
  };

  const problemsFor = (field: string): InputProblem[] => outcome.problems.filter((p) => p.field === field);

  const update = <K extends keyof CalculatorForm>(key: K, value: CalculatorForm[K]): void => {
    setForm((f) => ({...f, [key]: value}));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const result = compute(form);
    focusNext.current = fieldId(result.problems.length > 0 ? 'summary' : 'result');
    setOutcome(result);
    setStatus('');
  };

  const addRow = (): void => {
    const key = nextKey.current;
    nextKey.current += 1;
    focusNext.current = fieldId(`container-${key}-size`);
    setForm((f) => ({...f, containers: [...f.containers, {key, size: '20', count: '1'}]}));
  };

  const removeRow = (key: number): void => {
    setForm((f) => ({...f, containers: f.containers.filter((c) => c.key !== key)}));
    // Row errors refer to row positions, which have just changed.
    setOutcome((o) => ({...o, problems: o.problems.filter((p) => !p.field.startsWith('containers'))}));
    addButtonRef.current?.focus();
  };

  const updateRow = (key: number, change: Partial<{size: ContainerSize; count: string}>): void => {
    setForm((f) => ({...f, containers: f.containers.map((c) => (c.key === key ? {...c, ...change} : c))}));
  };

  const copyLink = (): void => {
    const query = formToQuery(form);
    const {pathname, hash} = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}?${query}${hash}`);
    const url = window.location.href;
    const copied = translate({
      id: 'computation.calculator.linkCopied',
      message: 'Link copied. It is also in the address bar.',
    });
    const inBar = translate({
      id: 'computation.calculator.linkInBar',
      message: 'The link is in the address bar: copy it from there.',
    });
    if (navigator.clipboard?.writeText) {
      navigator.clipboard.writeText(url).then(
        () => setStatus(copied),
        () => setStatus(inBar),
      );
    } else {
      setStatus(inBar);
    }
  };

  /** Error text beside a field, plus the attributes that tie it to the control. */
  const errorProps = (field: string, hintId?: string) => {
    const problems = problemsFor(field);
    const errorId = `${fieldId(field)}-error`;
    const describedBy = [hintId, problems.length > 0 ? errorId : undefined].filter(Boolean).join(' ');
    return {
      control: {
        'aria-invalid': problems.length > 0 ? true : undefined,
        'aria-describedby': describedBy === '' ? undefined : describedBy,
      },
      message:
        problems.length > 0 ? (
          <p id={errorId} className={styles.error}>
            <span aria-hidden="true">⚠ </span>
            {problems.map((p) => p.message).join(' ')}
          </p>
        ) : null,
    };
  };

  const textField = (
    name: TextField,
    label: ReactNode,
    hint: ReactNode,
    extra: {inputMode?: 'decimal' | 'text'; autoComplete?: string; maxLength?: number} = {},
  ) => {
    const id = fieldId(name);
    const hintId = `${id}-hint`;
    const e = errorProps(name, hintId);
    return (
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
        <input
          id={id}
          name={name}
          type="text"
          inputMode={extra.inputMode ?? 'decimal'}
          autoComplete={extra.autoComplete ?? 'off'}
          maxLength={extra.maxLength}
          className={clsx(styles.input, e.message && styles.inputInvalid)}
          value={form[name]}
          onChange={(ev) => update(name, ev.target.value)}
          {...e.control}
        />
        {e.message}
      </div>
    );
  };

  const modeErr = errorProps('mode');
  const entryErr = errorProps('entry');
  const rateSetErr = errorProps('rateSet');
  const containersErr = errorProps('containers');
  const fobLabel = form.mode === 'air' ? 'FCA value' : 'FOB value';

  return (
    <div className={styles.calculator}>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={translate({id: 'computation.calculator.formLabel', message: 'Shipment details'})}>
        {outcome.problems.length > 0 && (
          <div
            id={fieldId('summary')}
            tabIndex={-1}
            className={clsx('alert alert--danger', styles.summary)}
            role="alert">
            <p className={styles.summaryTitle}>
              <strong>
                <Translate
                  id="computation.calculator.problems"
                  values={{count: String(outcome.problems.length)}}>
                  {'Please fix {count} problem(s) before computing:'}
                </Translate>
              </strong>
            </p>
            <ul>
              {outcome.problems.map((p) => (
                <li key={`${p.field}:${p.message}`}>
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => document.getElementById(controlIdFor(p.field))?.focus()}>
                    {p.message}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}

        <div className={styles.grid}>
          <div className={styles.field}>
            <label htmlFor={fieldId('mode')} className={styles.label}>
              <Translate id="computation.calculator.mode">Mode of transport</Translate>
            </label>
            <select
              id={fieldId('mode')}
              className={styles.input}
              value={form.mode}
              onChange={(ev) => update('mode', ev.target.value as CalculatorForm['mode'])}
              {...modeErr.control}>
              <option value="sea">{translate({id: 'computation.calculator.sea', message: 'Sea'})}</option>
              <option value="air">{translate({id: 'computation.calculator.air', message: 'Air'})}</option>
            </select>
            {modeErr.message}
          </div>

          <div className={styles.field}>
            <label htmlFor={fieldId('entry')} className={styles.label}>
              <Translate id="computation.calculator.entry">Entry type</Translate>
            </label>
            <select
              id={fieldId('entry')}
              className={styles.input}
              value={form.entry}
              onChange={(ev) => update('entry', ev.target.value as CalculatorForm['entry'])}
              {...entryErr.control}>
              <option value="formal">
                {translate({id: 'computation.calculator.formal', message: 'Formal'})}
              </option>
              <option value="informal">
                {translate({id: 'computation.calculator.informal', message: 'Informal'})}
              </option>
            </select>
            {entryErr.message}
          </div>

          {textField(
            'currency',
            <Translate id="computation.calculator.currency">Invoice currency</Translate>,
            <Translate id="computation.calculator.currencyHint">
              Three-letter code, e.g. USD, EUR, JPY.
            </Translate>,
            {inputMode: 'text', maxLength: 3},
          )}
          {textField(
            'exchangeRate',
            <Translate id="computation.calculator.exchangeRate">Exchange rate (₱ per unit)</Translate>,
            <Translate id="computation.calculator.exchangeRateHint">
              The BOC rate for the week, e.g. 56.0000.
            </Translate>,
          )}
          {textField(
            'fob',
            form.mode === 'air' ? (
              <Translate id="computation.calculator.fca">FCA value</Translate>
            ) : (
              <Translate id="computation.calculator.fob">FOB value</Translate>
            ),
            <Translate id="computation.calculator.fobHint">
              In the invoice currency, e.g. 10000.00.
            </Translate>,
          )}
          {textField(
            'freight',
            <Translate id="computation.calculator.freight">Freight</Translate>,
            <Translate id="computation.calculator.freightHint">
              In the invoice currency; 0 if none.
            </Translate>,
          )}
          {textField(
            'insurance',
            <Translate id="computation.calculator.insurance">Insurance (optional)</Translate>,
            <Translate id="computation.calculator.insuranceHint" values={{fob: fobLabel}}>
              {'In the invoice currency. Leave blank to use 2% of the {fob} (4% for dangerous cargo).'}
            </Translate>,
          )}
          {textField(
            'dutyRate',
            <Translate id="computation.calculator.dutyRate">Duty rate (%)</Translate>,
            <Translate id="computation.calculator.dutyRateHint">
              Ad valorem rate from the tariff, e.g. 10.
            </Translate>,
          )}
          {textField(
            'exciseTax',
            <Translate id="computation.calculator.exciseTax">Excise tax in pesos (optional)</Translate>,
            <Translate id="computation.calculator.exciseTaxHint">
              Only for excisable goods; added to the VAT base.
            </Translate>,
          )}

          <div className={styles.field}>
            <label htmlFor={fieldId('rateSet')} className={styles.label}>
              <Translate id="computation.calculator.rateSet">Rate set</Translate>
            </label>
            <select
              id={fieldId('rateSet')}
              className={styles.input}
              value={form.rateSet}
              onChange={(ev) => update('rateSet', ev.target.value)}
              {...rateSetErr.control}>
              {RATE_SETS.map((set) => (
                <option key={set.id} value={set.id}>
                  {set.name} ({set.effectiveDate})
                </option>
              ))}
            </select>
            {rateSetErr.message}
          </div>
        </div>

        <div className={styles.checks}>
          <div className={styles.check}>
            <input
              id={fieldId('dangerousCargo')}
              type="checkbox"
              checked={form.dangerousCargo}
              onChange={(ev) => update('dangerousCargo', ev.target.checked)}
            />
            <label htmlFor={fieldId('dangerousCargo')}>
              <Translate id="computation.calculator.dangerous">
                Dangerous cargo (default insurance 4%)
              </Translate>
            </label>
          </div>
          <div className={styles.check}>
            <input
              id={fieldId('letterOfCredit')}
              type="checkbox"
              checked={form.letterOfCredit}
              onChange={(ev) => update('letterOfCredit', ev.target.checked)}
            />
            <label htmlFor={fieldId('letterOfCredit')}>
              <Translate id="computation.calculator.lc">
                Paid by letter of credit (adds the bank charge)
              </Translate>
            </label>
          </div>
        </div>

        {form.mode === 'sea' ? (
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
              const sizeId = fieldId(`container-${row.key}-size`);
              const countId = fieldId(`container-${row.key}-count`);
              const sizeErr = errorProps(`containers[${index}].size`);
              const countErr = errorProps(`containers[${index}].count`);
              return (
                <div key={row.key} className={styles.row}>
                  <div className={styles.field}>
                    <label htmlFor={sizeId} className={styles.label}>
                      <Translate id="computation.calculator.rowSize" values={{n}}>
                        {'Row {n}: size'}
                      </Translate>
                    </label>
                    <select
                      id={sizeId}
                      className={styles.input}
                      value={row.size}
                      onChange={(ev) => updateRow(row.key, {size: ev.target.value as ContainerSize})}
                      {...sizeErr.control}>
                      <option value="20">20-ft</option>
                      <option value="40">40-ft</option>
                      <option value="45">45-ft</option>
                    </select>
                    {sizeErr.message}
                  </div>
                  <div className={styles.field}>
                    <label htmlFor={countId} className={styles.label}>
                      <Translate id="computation.calculator.rowCount" values={{n}}>
                        {'Row {n}: number of containers'}
                      </Translate>
                    </label>
                    <input
                      id={countId}
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      className={clsx(styles.input, countErr.message && styles.inputInvalid)}
                      value={row.count}
                      onChange={(ev) => updateRow(row.key, {count: ev.target.value})}
                      {...countErr.control}
                    />
                    {countErr.message}
                  </div>
                  <button
                    type="button"
                    className={clsx('button button--secondary button--sm', styles.remove)}
                    onClick={() => removeRow(row.key)}
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
              ref={addButtonRef}
              type="button"
              className="button button--secondary button--sm"
              onClick={addRow}>
              <Translate id="computation.calculator.addRow">Add a container row</Translate>
            </button>
          </fieldset>
        ) : (
          <p className={styles.hint}>
            <Translate id="computation.calculator.airNoContainers">
              Air shipment: no containers, arrastre or wharfage.
            </Translate>
          </p>
        )}

        <div className={styles.actions}>
          <button type="submit" className="button button--primary">
            <Translate id="computation.calculator.compute">Compute</Translate>
          </button>
          <button type="button" className="button button--secondary" onClick={copyLink}>
            <Translate id="computation.calculator.copyLink">Copy link</Translate>
          </button>
          <button
            type="button"
            className="button button--link"
            onClick={() => {
              nextKey.current = 100;
              setForm(WORKED_EXAMPLE);
              setOutcome(NO_OUTCOME);
            }}>
            <Translate id="computation.calculator.example">Load the worked example</Translate>
          </button>
        </div>
        <p className={styles.status} role="status" aria-live="polite">
          {status}
        </p>
      </form>

      {outcome.assessment && (
        <section
          id={fieldId('result')}
          tabIndex={-1}
          className={styles.result}
          aria-label={translate({id: 'computation.calculator.resultTitle', message: 'Assessment'})}>
          <Heading as="h3">
            <Translate id="computation.calculator.resultHeading">Assessment</Translate>
          </Heading>
          <AssessmentTable
            assessment={outcome.assessment}
            caption={translate({
              id: 'computation.calculator.caption',
              message: 'Every line of the assessment, in order',
            })}
          />
        </section>
      )}
      {!outcome.assessment && <p className={styles.hint}>{ROUNDING_NOTE}</p>}
    </div>
  );
}
