import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import StatusMessage from '@site/src/components/StatusMessage';
import {useAsyncResource} from '@site/src/components/useAsyncResource';
import {loadSection, type SectionOverview} from '../../data';
import ChapterList from './ChapterList';
import styles from '../styles.module.css';

interface Props {
  readonly roman: string;
  readonly overview: SectionOverview | undefined;
  /** The line to open and show, when it is in this section. */
  readonly target: string | null;
  readonly onOpen: (code: string) => void;
  readonly onPick?: ((code: string) => void) | undefined;
}

/** An opened section: loads its chapters (with Retry when that fails), then its overview and tree. */
export default function SectionBody({roman, overview, target, onOpen, onPick}: Props): ReactNode {
  const section = useAsyncResource(() => loadSection(roman), [roman]);

  if (section.status === 'loading') {
    return (
      <StatusMessage kind="loading">
        <Translate id="hs.loadingSection">Loading the section…</Translate>
      </StatusMessage>
    );
  }
  if (section.status === 'error') {
    return (
      <StatusMessage kind="error" onRetry={section.retry}>
        <Translate id="hs.sectionFailed">This section could not be loaded.</Translate>
      </StatusMessage>
    );
  }
  return (
    <div className={styles.sectionBody}>
      {overview && (
        <div className={styles.overview}>
          <p>{overview.covers}</p>
          {overview.traps.length > 0 && (
            <>
              <p className={styles.trapsTitle}>
                <Translate id="hs.traps">Classic traps</Translate>
              </p>
              <ul>
                {overview.traps.map((t) => (
                  <li key={t}>{t}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      <ChapterList section={section.value} target={target} onOpen={onOpen} onPick={onPick} />
    </div>
  );
}
