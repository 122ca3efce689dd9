import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {loadSection, sectionOf, type HsIndex} from '../data';
import {allLines, codeQuery, searchLines} from '@site/src/domain/hs';
import {formatHsCode} from '@site/src/lib/hsCode';
import StatusMessage from '@site/src/components/StatusMessage';
import {useAsyncResource} from '@site/src/components/useAsyncResource';
import styles from './styles.module.css';

const SHOWN = 40;

interface Props {
  readonly index: HsIndex;
  readonly query: string;
  readonly onOpen: (code: string) => void;
  readonly onPick?: ((code: string) => void) | undefined;
}

/** The sections a query needs: the code's own section, or all of them for words. */
function sectionsFor(index: HsIndex, query: string): string[] {
  const code = codeQuery(query);
  if (code === null) return index.sections.map((s) => s.section);
  const one = sectionOf(index, code);
  return one ? [one] : [];
}

/** Search results: each opens its line in the tree below (and, in a drill, can be used as the answer). */
export default function Results({index, query, onOpen, onPick}: Props): ReactNode {
  // The last query's hits stay on screen while the next query's sections load.
  const search = useAsyncResource(
    () => Promise.all(sectionsFor(index, query).map(loadSection)).then((sections) => searchLines(allLines(sections), query)),
    [index, query],
    {keepLastValue: true},
  );

  if (search.status === 'loading') {
    return (
      <StatusMessage kind="loading">
        <Translate id="hs.searching">Searching…</Translate>
      </StatusMessage>
    );
  }
  if (search.status === 'error') {
    return (
      <StatusMessage kind="error" onRetry={search.retry}>
        <Translate id="hs.searchFailed">The search could not load its data.</Translate>
      </StatusMessage>
    );
  }
  const hits = search.value;
  return (
    <section
      className={styles.results}
      aria-label={translate({id: 'hs.resultsLabel', message: 'Search results'})}>
      <p role="status" className={styles.count}>
        {hits.length === 0 ? (
          <Translate id="hs.noResults" values={{query}}>
            {'Nothing in HS 2022 matches "{query}". Try fewer words or another name for the goods.'}
          </Translate>
        ) : hits.length > SHOWN ? (
          <Translate id="hs.manyResults" values={{n: hits.length, shown: SHOWN}}>
            {'{n} lines match; the first {shown} are shown. Add a word to narrow them.'}
          </Translate>
        ) : (
          <Translate id="hs.results" values={{n: hits.length}}>
            {'{n} lines match.'}
          </Translate>
        )}
      </p>
      <ul className={styles.hitList}>
        {hits.slice(0, SHOWN).map((h) => (
          <li key={h.code} className={styles.hit}>
            <button type="button" className={styles.hitButton} onClick={() => onOpen(h.code)}>
              <span className={styles.code}>{formatHsCode(h.code)}</span> <span>{h.desc}</span>
            </button>
            {onPick && h.level === 6 && (
              <button
                type="button"
                className={clsx('button button--primary', styles.use)}
                onClick={() => onPick(h.code)}>
                <Translate id="hs.use" values={{code: formatHsCode(h.code)}}>
                  {'Use {code}'}
                </Translate>
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
