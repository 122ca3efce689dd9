import {useCallback, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {useHistory} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {SEARCH_INDEX_FILE} from '../indexFile';
import {MAX_QUERY_LENGTH, search, type SearchOutcome, type SearchResult} from '../search';
import SearchResults from '../SearchResults';
import {useActiveResult} from './useActiveResult';
import {useDialog} from './useDialog';
import {useSearchIndex, type SearchIndexState} from './useSearchIndex';
import styles from './styles.module.css';

export interface SearchModalProps {
  readonly open: boolean;
  /** The trigger's open state setter: the modal calls it with false to close. */
  readonly setOpen: (open: boolean) => void;
}

interface DialogProps {
  readonly query: string;
  readonly setQuery: (query: string) => void;
  readonly index: SearchIndexState & {readonly retry: () => void};
  readonly onClose: () => void;
}

const NOTHING: SearchOutcome = {results: [], total: 0};

function Status({
  index,
  query,
  outcome,
}: {
  readonly index: DialogProps['index'];
  readonly query: string;
  readonly outcome: SearchOutcome;
}): ReactNode {
  const typed = query.trim();
  if (index.status === 'error') {
    return (
      <div className={styles.message}>
        <p>
          {typeof navigator !== 'undefined' && !navigator.onLine ? (
            <Translate id="search.index.offline">
              You are offline, and search has not been kept on this device yet. Open search once while
              connected and it works offline after that.
            </Translate>
          ) : (
            <Translate id="search.index.error">
              The search index could not be loaded. Check your connection and try again.
            </Translate>
          )}
        </p>
        <button type="button" className="button button--sm button--primary" onClick={index.retry}>
          <Translate id="search.index.retry">Try again</Translate>
        </button>
      </div>
    );
  }
  if (typed === '') return null;
  if (index.status === 'loading') {
    return (
      <p className={styles.message}>
        <Translate id="search.index.loading">Loading the search index…</Translate>
      </p>
    );
  }
  if (outcome.total === 0) {
    return (
      <p className={styles.message}>
        <Translate id="search.noResults" values={{query: typed}}>
          {'No results found for "{query}"'}
        </Translate>
      </p>
    );
  }
  if (outcome.total > outcome.results.length) {
    return (
      <p className={styles.more}>
        <Translate id="search.results.capped" values={{shown: outcome.results.length, total: outcome.total}}>
          {'Showing the first {shown} of {total} results. Type more to narrow them down.'}
        </Translate>
      </p>
    );
  }
  return null;
}

/**
 * How to use the results: keys for a keyboard (the spec's hints), taps on a touch screen, where keys
 * mean nothing (issue 30). Which one shows is decided by the pointer (styles.module.css).
 */
function Hints(): ReactNode {
  return (
    <footer className={styles.hints}>
      <span className={styles.touchHint}>
        <Translate
          id="search.hint.touch"
          description="Search help on a touch screen, in place of the keyboard hints">
          Tap a result to open it, or × to close.
        </Translate>
      </span>
      <span className={styles.keyHint}>
        <kbd>↑</kbd>
        <kbd>↓</kbd> <Translate id="search.hint.navigate">to navigate</Translate>
      </span>
      <span className={styles.keyHint}>
        <kbd>↵</kbd> <Translate id="search.hint.select">to select</Translate>
      </span>
      <span className={styles.keyHint}>
        <kbd>esc</kbd> <Translate id="search.hint.close">to close</Translate>
      </span>
    </footer>
  );
}

function Dialog({query, setQuery, index, onClose}: DialogProps): ReactNode {
  const history = useHistory();
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const {onKeyDown: onDialogKey, dismiss} = useDialog(dialog, input, onClose);
  const outcome = useMemo(() => (index.index ? search(index.index, query) : NOTHING), [index.index, query]);
  const {results} = outcome;
  const pick = (result: SearchResult): void => {
    setQuery('');
    onClose();
    history.push(result.url);
  };
  const {
    active,
    setActive,
    listId,
    optionId,
    activeOption,
    onKeyDown: onInputKey,
  } = useActiveResult(results, pick);

  const label = translate({id: 'search.modal.label', message: 'Search documentation'});
  return (
    <div
      className={styles.overlay}
      role="presentation"
      onMouseDown={(e) => e.target === e.currentTarget && dismiss()}>
      {/* Keys are handled for the whole dialog: Escape and the Tab trap. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        className={styles.dialog}
        onKeyDown={onDialogKey}>
        <div className={styles.bar}>
          <input
            ref={input}
            type="text"
            role="combobox"
            className={styles.input}
            aria-label={label}
            aria-autocomplete="list"
            aria-expanded={results.length > 0}
            aria-controls={results.length > 0 ? listId : undefined}
            aria-activedescendant={activeOption}
            placeholder={translate({id: 'search.input.placeholder', message: 'Search documentation...'})}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={MAX_QUERY_LENGTH}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
            }}
            onKeyDown={onInputKey}
          />
          <button
            type="button"
            className={styles.close}
            aria-label={translate({id: 'search.modal.close', message: 'Close search'})}
            onClick={dismiss}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={styles.body}>
          {results.length > 0 && (
            <SearchResults
              id={listId}
              results={results}
              active={active}
              optionId={optionId}
              onActivate={setActive}
              onPick={pick}
            />
          )}
          <div role="status" className={styles.status}>
            <Status index={index} query={query} outcome={outcome} />
          </div>
        </div>
        <Hints />
      </div>
    </div>
  );
}

/**
 * The documentation search modal (spec §2, §4, §5), rendered in a portal.
 * It mounts on the trigger's first hover, focus or click and stays mounted,
 * so the index starts loading early and a dismissed query is kept; choosing
 * a result clears it.
 */
export default function SearchModal({open, setOpen}: SearchModalProps): ReactNode {
  // This locale's index: /search-index.json, /fil/search-index.json.
  const index = useSearchIndex(useBaseUrl(`/${SEARCH_INDEX_FILE}`));
  const [query, setQuery] = useState('');
  const onClose = useCallback(() => setOpen(false), [setOpen]);
  if (!open) return null;
  return createPortal(
    <Dialog query={query} setQuery={setQuery} index={index} onClose={onClose} />,
    document.body,
  );
}
