import {useId, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {loadIndex, loadOverviews, sectionOf} from '../data';
import Results from './Results';
import SectionTree from './SectionTree';
import {codeFromLocation} from '@site/src/domain/hs';
import StatusMessage from '@site/src/components/StatusMessage';
import {useAsyncResource} from '@site/src/components/useAsyncResource';
import styles from './styles.module.css';

interface Props {
  /** Picker mode (inside a drill): each subheading gets a "Use" button that hands its code over. */
  readonly onPick?: (code: string) => void;
}

/** The index and the sections' overviews: what the explorer needs before it shows anything. */
const loadNomenclature = () =>
  Promise.all([loadIndex(), loadOverviews()]).then(([index, overviews]) => ({index, overviews}));

/**
 * The HS 2022 explorer: the nomenclature laid out as the book is (section,
 * chapter, heading, subheading), searchable by words or code, opened at a
 * code from the address. Data come in chunks (data.ts); nothing of it is in a
 * docs page's first load.
 */
export default function Explorer({onPick}: Props): ReactNode {
  const nomenclature = useAsyncResource(loadNomenclature, []);
  const [query, setQuery] = useState('');
  // The line to open and show: from the address, a search result or a click.
  // Page mode opens the address's ?hs= code. The explorer only ever renders in the browser (it is lazy).
  const [target, setTarget] = useState<string | null>(() =>
    onPick ? null : codeFromLocation(window.location.search),
  );
  const inputId = useId();

  function open(code: string): void {
    setTarget(code);
    if (!onPick && typeof window !== 'undefined') {
      const url = new URL(window.location.href);
      url.searchParams.set('hs', code);
      window.history.replaceState(window.history.state, '', url);
    }
  }

  if (nomenclature.status === 'loading') {
    return (
      <StatusMessage kind="loading">
        <Translate id="hs.loading">Loading the HS 2022 nomenclature…</Translate>
      </StatusMessage>
    );
  }
  if (nomenclature.status === 'error') {
    return (
      <StatusMessage kind="error" onRetry={nomenclature.retry}>
        <Translate id="hs.failed">
          Could not load the nomenclature. Check your connection, then try again.
        </Translate>
      </StatusMessage>
    );
  }
  const loaded = nomenclature.value;
  const targetSection = target ? sectionOf(loaded.index, target) : null;
  return (
    <div className={styles.explorer}>
      <p className={styles.note}>
        <Translate id="hs.scope">
          This explorer shows the Harmonized System 2022 to six digits: section, chapter (2 digits), heading
          (4) and subheading (6), with short descriptions, not the legal heading texts or notes. The AHTN 2022
          book used in the exam adds two more digits (the ASEAN subheadings) under each six-digit line. No
          rates of duty are shown here.
        </Translate>
      </p>
      <form role="search" className={styles.search} onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={inputId} className={styles.label}>
          <Translate id="hs.searchLabel">Search by words or code</Translate>
        </label>
        <input
          id={inputId}
          type="search"
          className={styles.input}
          value={query}
          autoComplete="off"
          placeholder={translate({
            id: 'hs.searchPlaceholder',
            message: 'e.g. heated tobacco, 8471 or 8471.30',
          })}
          onChange={(e) => setQuery(e.target.value)}
        />
      </form>
      {query.trim() !== '' && <Results index={loaded.index} query={query} onOpen={open} onPick={onPick} />}
      <SectionTree
        index={loaded.index}
        overviews={loaded.overviews}
        target={target}
        targetSection={targetSection}
        onOpen={open}
        onPick={onPick}
      />
      <p className={styles.source}>{loaded.index.source}</p>
    </div>
  );
}
