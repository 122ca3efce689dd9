import {type FormEvent, type ReactNode, useState} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {dec, formatMoney} from '@site/src/lib/decimal';
import {
  checkDrill,
  type DrillResult,
  drillValueWorking,
  type ItemVerdict,
  VALUATION_METHODS,
  type ValuationDrill,
  type ValuationMethod,
} from '@site/src/domain/computation';
import {methodName} from './methodNames';
import styles from './styles.module.css';

interface Props {
  readonly drill: ValuationDrill;
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

function Mark({ok, id, children}: {readonly ok: boolean; readonly id: string; readonly children: ReactNode}) {
  return (
    <span id={id} className={clsx(styles.mark, ok ? styles.correct : styles.wrong)}>
      <span aria-hidden="true">{ok ? '✓ ' : '✗ '}</span>
      {children}
    </span>
  );
}

function Explanation({drill}: {readonly drill: ValuationDrill}): ReactNode {
  const working = drillValueWorking(drill);
  const outcome = {
    fails: translate({id: 'computation.drill.fails', message: 'does not give the value'}),
    skipped: translate({id: 'computation.drill.skipped', message: 'set aside'}),
    applies: translate({id: 'computation.drill.applies', message: 'applies'}),
  };
  return (
    <div className={styles.explanation}>
      <p className={styles.explanationTitle}>
        <strong>
          <Translate id="computation.drill.ladderWalk">Down the ladder, in order:</Translate>
        </strong>
      </p>
      <ol>
        {drill.ladder.map((step, i) => (
          <li key={`${step.method}-${i}`}>
            <strong>
              {methodName(step.method)} {outcome[step.outcome]}.
            </strong>{' '}
            {step.why}
          </li>
        ))}
      </ol>
      {drill.transaction && (
        <>
          <p className={styles.explanationTitle}>
            <strong>
              <Translate id="computation.drill.costsWalk">The costs:</Translate>
            </strong>
          </p>
          <ul>
            {drill.transaction.items.map((item) => (
              <li key={item.id}>
                {item.label} ({drill.transaction?.currency} {formatMoney(dec(item.amount))}): {item.why}
              </li>
            ))}
          </ul>
          {working && (
            <p>
              <Translate id="computation.drill.working" values={{working}}>
                {'Dutiable value before conversion to pesos: {working}.'}
              </Translate>
            </p>
          )}
        </>
      )}
      <p className={styles.cites}>
        <Translate id="computation.drill.cites" values={{cites: drill.cites.join('; ')}}>
          {'Sources: {cites}.'}
        </Translate>
      </p>
    </div>
  );
}

/** One case: the facts, which method applies, which costs go in, the value; then the explanation. */
export default function CaseView({drill, idFor}: Props): ReactNode {
  const [method, setMethod] = useState<ValuationMethod | null>(null);
  const [included, setIncluded] = useState<readonly string[]>([]);
  const [value, setValue] = useState('');
  const [result, setResult] = useState<DrillResult | null>(null);
  const [showExplanation, setShowExplanation] = useState(false);
  const t = drill.transaction;
  const explanationId = idFor('explanation');
  const valueId = idFor('value');

  const onCheck = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    setResult(checkDrill(drill, {method, included, value}));
  };

  return (
    <form
      onSubmit={onCheck}
      noValidate
      className={styles.case}
      aria-label={translate(
        {id: 'computation.drill.caseForm', message: 'Case: {title}'},
        {title: drill.title},
      )}>
      <Heading as="h3">{drill.title}</Heading>
      <ul className={styles.facts}>
        {drill.facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>

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
                onChange={() => setMethod(m)}
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

      {t && (
        <>
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
                    onChange={(ev) => {
                      const on = ev.target.checked;
                      setIncluded((list) => (on ? [...list, item.id] : list.filter((x) => x !== item.id)));
                    }}
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
          <div className={styles.valueField}>
            <label htmlFor={valueId} className={styles.label}>
              <Translate
                id="computation.drill.value"
                values={{currency: t.currency, price: `${t.currency} ${formatMoney(dec(t.price))}`}}>
                {'Dutiable value in {currency}, starting from the price of {price}'}
              </Translate>
            </label>
            <input
              id={valueId}
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
              aria-describedby={result ? `${valueId}-mark` : undefined}
              onChange={(ev) => setValue(ev.target.value)}
            />
            {result && (
              <Mark ok={result.value === 'correct'} id={`${valueId}-mark`}>
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
        </>
      )}

      <div className={styles.actions}>
        <button type="submit" className="button button--primary">
          <Translate id="computation.drill.check">Check</Translate>
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={showExplanation}
          aria-controls={explanationId}
          onClick={() => setShowExplanation((s) => !s)}>
          {showExplanation ? (
            <Translate id="computation.drill.hide">Hide explanation</Translate>
          ) : (
            <Translate id="computation.drill.show">Show explanation</Translate>
          )}
        </button>
      </div>
      <p role="status" aria-live="polite" className={styles.score}>
        {result
          ? result.allCorrect
            ? translate({id: 'computation.drill.allCorrect', message: 'All correct.'})
            : translate({
                id: 'computation.drill.someWrong',
                message: 'Some answers are not right yet: see the marks, or open the explanation.',
              })
          : ''}
      </p>
      <div id={explanationId} hidden={!showExplanation}>
        {showExplanation && <Explanation drill={drill} />}
      </div>
    </form>
  );
}
