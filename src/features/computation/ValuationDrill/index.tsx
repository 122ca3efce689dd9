import {type ReactNode, useEffect, useId, useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {useQueryString} from '../useQueryString';
import {findDrill, VALUATION_DRILLS} from '@site/src/domain/computation';
import CaseView from './CaseView';
import LadderOrder from './LadderOrder';
import styles from './styles.module.css';

/** The case named by ?drill=..., or the first one. */
function initialIndex(search: string | null): number {
  const id = search === null ? null : new URLSearchParams(search).get('drill');
  const drill = id === null ? undefined : findDrill(id);
  return drill ? VALUATION_DRILLS.indexOf(drill) : 0;
}

/**
 * Valuation drills for valuation-methods: put the six methods in order, then
 * work through cases (which method applies, which Sec. 701 costs go in, the
 * value) with an explanation for each. ?drill=<id> opens a given case.
 */
export default function ValuationDrill(): ReactNode {
  const search = useQueryString();
  return <DrillView key={search === null ? 'server' : 'browser'} search={search} />;
}

function DrillView({search}: {readonly search: string | null}): ReactNode {
  const uid = useId();
  const idFor = (name: string): string => `drill${uid}-${name}`.replace(/[^\w-]/g, '-');
  const [index, setIndex] = useState(() => initialIndex(search));
  const [moved, setMoved] = useState(false);
  const drill = VALUATION_DRILLS[index] ?? VALUATION_DRILLS[0];
  const total = VALUATION_DRILLS.length;

  // Once the reader moves between cases, the address bar names the case on screen.
  useEffect(() => {
    if (!moved || !drill) {
      return;
    }
    const params = new URLSearchParams(window.location.search);
    params.set('drill', drill.id);
    const {pathname, hash} = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}?${params.toString()}${hash}`);
  }, [drill, moved]);

  const go = (next: number): void => {
    setMoved(true);
    setIndex((next + total) % total);
  };

  if (!drill) {
    return null;
  }
  return (
    <div className={styles.drill}>
      <LadderOrder idFor={idFor} />
      <div className={styles.nav}>
        <div className={styles.caseField}>
          <label htmlFor={idFor('case')} className={styles.label}>
            <Translate id="computation.drill.case" values={{n: String(index + 1), total: String(total)}}>
              {'Case {n} of {total}'}
            </Translate>
          </label>
          <select
            id={idFor('case')}
            className={styles.select}
            value={drill.id}
            onChange={(ev) => {
              const found = findDrill(ev.target.value);
              if (found) {
                go(VALUATION_DRILLS.indexOf(found));
              }
            }}>
            {VALUATION_DRILLS.map((d, i) => (
              <option key={d.id} value={d.id}>
                {`${i + 1}. ${d.title}`}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button button--secondary" onClick={() => go(index - 1)}>
          <Translate id="computation.drill.previous">Previous case</Translate>
        </button>
        <button type="button" className="button button--secondary" onClick={() => go(index + 1)}>
          <Translate id="computation.drill.next">Next case</Translate>
        </button>
      </div>
      <p className={styles.hint}>
        {translate({
          id: 'computation.drill.intro',
          message:
            'Each case states the facts. Decide which method gives the value, taking the methods in order; where the transaction value applies, sort the costs and work out the value.',
        })}
      </p>
      {/* Keyed, so answers start afresh with each case. */}
      <CaseView key={drill.id} drill={drill} idFor={idFor} />
    </div>
  );
}
