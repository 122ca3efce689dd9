import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import AssessmentTable from '../AssessmentTable';
import type {CalculatorState} from './useCalculator';
import styles from './styles.module.css';

/** The assessment line by line once computed; before that, the note on how every line is rounded. */
export default function AssessmentResult({calc}: {readonly calc: CalculatorState}): ReactNode {
  const {outcome} = calc;
  return outcome.assessment ? (
    <section
      id={calc.fieldId('result')}
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
  ) : (
    <p className={styles.hint}>
      <Translate id="computation.calculator.rounding">
        Every line is rounded to the centavo, half up, and later lines use the rounded amounts.
      </Translate>
    </p>
  );
}
