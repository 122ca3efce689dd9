import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {useQueryString} from '../useQueryString';
import AssessmentResult from './AssessmentResult';
import ContainerRows from './ContainerRows';
import {ErrorSummary} from './fields';
import ShipmentFields from './ShipmentFields';
import {useCalculator} from './useCalculator';
import styles from './styles.module.css';

interface Props {
  /** The id of the element a shared link should scroll to (the lazy wrapper's id). */
  readonly shareAnchor?: string;
}

/**
 * The duty-and-tax calculator: a shipment form, the assessment line by line
 * (label, formula, amount), the rate set and rounding rule used, and a
 * shareable link. Everything typed stays in the form, also when it has errors,
 * and each problem is shown beside its field.
 *
 * On the server (and while hydrating) the form starts empty; in the browser it
 * starts once more from the URL's query string, so a shared link reopens the
 * same calculation.
 */
export default function Calculator({shareAnchor}: Props): ReactNode {
  const search = useQueryString();
  return (
    <CalculatorView key={search === null ? 'server' : 'browser'} search={search} shareAnchor={shareAnchor} />
  );
}

function CalculatorView({
  search,
  shareAnchor,
}: {
  readonly search: string | null;
  readonly shareAnchor?: string;
}): ReactNode {
  const calc = useCalculator(search, shareAnchor);
  const {form} = calc;

  return (
    <div className={styles.calculator}>
      <form
        onSubmit={calc.onSubmit}
        noValidate
        aria-label={translate({id: 'computation.calculator.formLabel', message: 'Shipment details'})}>
        <ErrorSummary calc={calc} />

        <ShipmentFields calc={calc} />

        {form.mode === 'sea' ? (
          <ContainerRows calc={calc} />
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
          <button type="button" className="button button--secondary" onClick={calc.copyLink}>
            <Translate id="computation.calculator.copyLink">Copy link</Translate>
          </button>
          <button type="button" className="button button--link" onClick={calc.loadExample}>
            <Translate id="computation.calculator.example">Load the worked example</Translate>
          </button>
        </div>
        <p className={styles.status} role="status" aria-live="polite">
          {calc.status}
        </p>
      </form>

      <AssessmentResult calc={calc} />
    </div>
  );
}
