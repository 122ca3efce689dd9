import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {dec, formatMoney} from '@site/src/lib/decimal';
import {drillValueWorking, type ValuationDrill} from '@site/src/domain/computation';
import {methodName} from '../methodNames';
import styles from '../styles.module.css';

/** The worked explanation of a case: the ladder step by step, each cost and why, the sources. */
export default function Explanation({drill}: {readonly drill: ValuationDrill}): ReactNode {
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
