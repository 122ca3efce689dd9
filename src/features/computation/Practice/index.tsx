import {type ReactNode, useEffect, useId, useMemo, useState} from 'react';
import Translate from '@docusaurus/Translate';
import {generateProblem, PRACTICE_LEVELS, type PracticeLevel} from '@site/src/domain/computation';
import {useQueryString} from '../useQueryString';
import {LEVEL_NAMES} from './levelNames';
import {fromSearch, newSeed, type ProblemId, problemUrl, writeUrl} from './problemId';
import ProblemView from './ProblemView';
import styles from './styles.module.css';

/**
 * Practice computations: a generated shipment, one answer box per line,
 * Check (correct / wrong / missing per line, in words and colour) and the
 * worked solution. The seed and level live in the URL (?seed=...&level=...).
 */
interface Props {
  /** The id of the element a shared link should scroll to (the lazy wrapper's id). */
  readonly shareAnchor?: string;
}

export default function Practice({shareAnchor}: Props): ReactNode {
  const search = useQueryString();
  if (search === null) {
    // Server render and hydration: the problem depends on the URL, so wait for the browser.
    return (
      <div className={styles.practice}>
        <p>
          <Translate id="computation.practice.loading">Preparing a problem…</Translate>
        </p>
      </div>
    );
  }
  return <PracticeView search={search} shareAnchor={shareAnchor} />;
}

/** The level picker and New problem, above the problem they choose. */
function PracticeView({
  search,
  shareAnchor,
}: {
  readonly search: string;
  readonly shareAnchor?: string;
}): ReactNode {
  const uid = useId();
  const idFor = (name: string): string => `practice${uid}-${name}`.replace(/[^\w-]/g, '-');
  const [current, setCurrent] = useState<ProblemId>(() => fromSearch(search));
  const problem = useMemo(() => generateProblem(current.seed, current.level), [current]);

  // Keep the address bar in step with the problem on screen.
  useEffect(() => {
    writeUrl(current.seed, current.level);
  }, [current]);

  return (
    <div className={styles.practice}>
      <div className={styles.controls}>
        <div className={styles.levelField}>
          <label htmlFor={idFor('level')} className={styles.label}>
            <Translate id="computation.practice.level">Level</Translate>
          </label>
          <select
            id={idFor('level')}
            className={styles.select}
            value={current.level}
            onChange={(ev) => setCurrent({seed: newSeed(), level: ev.target.value as PracticeLevel})}>
            {PRACTICE_LEVELS.map((lv) => (
              <option key={lv} value={lv}>
                {LEVEL_NAMES[lv]()}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setCurrent((c) => ({seed: newSeed(), level: c.level}))}>
          <Translate id="computation.practice.new">New problem</Translate>
        </button>
      </div>
      {/* Keyed, so answers and marks start afresh with each problem. */}
      <ProblemView
        key={`${current.level}:${current.seed}`}
        problem={problem}
        idFor={idFor}
        shareUrl={() => problemUrl(current.seed, current.level, shareAnchor)}
      />
    </div>
  );
}
