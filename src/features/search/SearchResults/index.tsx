import type {MouseEvent, ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import type {Highlighted, SearchResult} from '@site/src/domain/search';
import styles from './styles.module.css';

interface Props {
  readonly id: string;
  readonly results: readonly SearchResult[];
  readonly active: number;
  /** The id of the option at `index` (for aria-activedescendant). */
  readonly optionId: (index: number) => string;
  readonly onActivate: (index: number) => void;
  readonly onPick: (result: SearchResult) => void;
}

function Marked({text}: {readonly text: Highlighted}): ReactNode {
  return (
    <>
      {text.before}
      {text.match && <mark>{text.match}</mark>}
      {text.after}
    </>
  );
}

function where(result: SearchResult): string {
  if (result.page !== null) return result.page;
  return result.kind === 'blog'
    ? translate({id: 'search.result.blog', message: 'Blog post'})
    : translate({id: 'search.result.doc', message: 'Reviewer page'});
}

/** A plain click is handled here (navigate and close); modified clicks open a tab as usual. */
function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The result list of the search combobox: a listbox whose options are links.
 * Focus stays in the input; the active option is the combobox's
 * aria-activedescendant.
 */
export default function SearchResults({id, results, active, optionId, onActivate, onPick}: Props): ReactNode {
  return (
    <div id={id} role="listbox" className={styles.list} aria-label={translate({id: 'search.results.label', message: 'Search results'})}>
      {results.map((result, i) => (
        <Link
          key={result.url}
          id={optionId(i)}
          to={result.url}
          role="option"
          aria-selected={i === active}
          tabIndex={-1}
          className={clsx(styles.hit, i === active && styles.active)}
          onMouseMove={() => i !== active && onActivate(i)}
          onClick={(event: MouseEvent) => {
            if (!plainClick(event)) return;
            event.preventDefault();
            onPick(result);
          }}>
          <span className={styles.title}>
            <Marked text={result.title} />
          </span>
          <span className={styles.where}>{where(result)}</span>
          {(result.excerpt.before || result.excerpt.match) && (
            <span className={styles.excerpt}>
              <Marked text={result.excerpt} />
            </span>
          )}
        </Link>
      ))}
    </div>
  );
}
