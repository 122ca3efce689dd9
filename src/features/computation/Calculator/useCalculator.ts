import {type FormEvent, useEffect, useId, useRef, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import {AssessmentInputError, computeAssessment} from '@site/src/domain/computation';
import type {Assessment, ContainerSize, InputProblem} from '@site/src/domain/computation';
import {type CalculatorForm, EMPTY_FORM, formToInput, formToQuery, queryToForm, WORKED_EXAMPLE} from './form';
import {shareLink} from '@site/src/components/shareLink';

export interface Outcome {
  assessment: Assessment | null;
  problems: InputProblem[];
}

const NO_OUTCOME: Outcome = {assessment: null, problems: []};

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

/**
 * The calculator's state and actions: the form exactly as typed, the last
 * outcome (assessment or problems), container rows, the shareable link and
 * where focus goes after each action.
 *
 * @param search the page's query string, or null on the server (empty form)
 * @param shareAnchor the element id a shared link scrolls to
 */
export function useCalculator(search: string | null, shareAnchor?: string) {
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
    document.getElementById(fieldId('add-row'))?.focus();
  };

  const updateRow = (key: number, change: Partial<{size: ContainerSize; count: string}>): void => {
    setForm((f) => ({...f, containers: f.containers.map((c) => (c.key === key ? {...c, ...change} : c))}));
  };

  const loadExample = (): void => {
    nextKey.current = 100;
    setForm(WORKED_EXAMPLE);
    setOutcome(NO_OUTCOME);
  };

  /** Puts the form in the address bar (keeping other features' keys) and copies the link. */
  const copyLink = (): void => {
    const {pathname, search: current, hash} = window.location;
    const query = formToQuery(form, current);
    const anchor = shareAnchor ? `#${shareAnchor}` : hash;
    void shareLink(`${pathname}?${query}${anchor}`).then((where) =>
      setStatus(
        where === 'copied'
          ? translate({
              id: 'computation.calculator.linkCopied',
              message: 'Link copied. It is also in the address bar.',
            })
          : translate({
              id: 'computation.calculator.linkInBar',
              message: 'The link is in the address bar: copy it from there.',
            }),
      ),
    );
  };

  return {
    form,
    outcome,
    status,
    fieldId,
    controlIdFor,
    problemsFor,
    update,
    onSubmit,
    addRow,
    removeRow,
    updateRow,
    loadExample,
    copyLink,
  };
}

export type CalculatorState = ReturnType<typeof useCalculator>;
