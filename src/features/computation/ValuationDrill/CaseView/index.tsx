import {type FormEvent, type ReactNode, useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {
  checkDrill,
  type DrillResult,
  type ValuationDrill,
  type ValuationMethod,
} from '@site/src/domain/computation';
import CostChoice from './CostChoice';
import Explanation from './Explanation';
import MethodChoice from './MethodChoice';
import ValueField from './ValueField';
import styles from '../styles.module.css';

interface Props {
  readonly drill: ValuationDrill;
  readonly idFor: (name: string) => string;
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

      <MethodChoice method={method} onChange={setMethod} result={result} idFor={idFor} />

      {t && (
        <>
          <CostChoice
            transaction={t}
            included={included}
            onToggle={(itemId, on) =>
              setIncluded((list) => (on ? [...list, itemId] : list.filter((x) => x !== itemId)))
            }
            result={result}
            idFor={idFor}
          />
          <ValueField transaction={t} value={value} onChange={setValue} result={result} id={idFor('value')} />
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
