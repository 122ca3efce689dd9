import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import type {PassVerdict} from '@site/src/domain/quiz';
import {formatPercent, subjectShort} from '../labels';
import styles from './styles.module.css';

/** The 75/60 verdict in words (or why it does not apply). */
export default function VerdictText({
  verdict,
  subjectCount,
}: {
  readonly verdict: PassVerdict;
  readonly subjectCount: number;
}): ReactNode {
  const average = formatPercent(verdict.average);
  if (!verdict.applicable) {
    return (
      <p>
        <Translate id="quiz.results.notApplicable" values={{n: subjectCount}}>
          {
            'The 75/60 pass rule needs all four subjects; this attempt covered {n}. Each subject below is shown against the 75% average and the 60% floor.'
          }
        </Translate>
      </p>
    );
  }
  if (verdict.passed) {
    return (
      <p className={clsx(styles.verdict, styles.good)}>
        <Translate id="quiz.results.pass" values={{average}}>
          {'Pass under the 75/60 rule: general average {average}, and no subject below 60%.'}
        </Translate>
      </p>
    );
  }
  return (
    <div className={clsx(styles.verdict, styles.bad)}>
      <p>
        <Translate id="quiz.results.fail">Not a pass yet under the 75/60 rule:</Translate>
      </p>
      <ul>
        {!verdict.averageMet && (
          <li>
            <Translate id="quiz.results.averageShort" values={{average}}>
              {'the general average, {average}, is below 75%'}
            </Translate>
          </li>
        )}
        {verdict.belowFloor.map((s) => (
          <li key={s}>
            <Translate id="quiz.results.subjectShort" values={{subject: subjectShort(s)}}>
              {'{subject} is below the 60% floor'}
            </Translate>
          </li>
        ))}
      </ul>
    </div>
  );
}
