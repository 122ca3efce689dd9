import {useEffect, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {HsIndex, SectionOverview} from '../../data';
import SectionBody from './SectionBody';
import Toggle from './Toggle';
import {useToggleSet} from './useToggleSet';
import styles from '../styles.module.css';

interface Props {
  readonly index: HsIndex;
  readonly overviews: Readonly<Record<string, SectionOverview>>;
  /** The line to open and show, with its section. */
  readonly target: string | null;
  readonly targetSection: string | null;
  readonly onOpen: (code: string) => void;
  readonly onPick?: ((code: string) => void) | undefined;
}

/** The 21 sections, each opening onto its overview and chapters, headings and subheadings. */
export default function SectionTree({
  index,
  overviews,
  target,
  targetSection,
  onOpen,
  onPick,
}: Props): ReactNode {
  const [open, toggle, add] = useToggleSet(targetSection ? [targetSection] : []);
  useEffect(() => {
    if (targetSection) add([targetSection]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- open the target's section when it changes
  }, [target, targetSection]);
  return (
    <nav aria-label={translate({id: 'hs.sectionsLabel', message: 'HS 2022 sections'})}>
      <ul className={styles.sections}>
        {index.sections.map((s) => (
          <li key={s.section} className={styles.section}>
            <Toggle
              open={open.has(s.section)}
              controls={`hs-section-${s.section}`}
              onToggle={() => toggle(s.section)}>
              <span className={styles.code}>
                <Translate id="hs.section" values={{roman: s.section}}>
                  {'Section {roman}'}
                </Translate>
              </span>{' '}
              {s.name}{' '}
              <span className={styles.chapters}>
                ({s.chapters[0]?.code}
                {s.chapters.length > 1 ? `–${s.chapters[s.chapters.length - 1]?.code}` : ''})
              </span>
            </Toggle>
            {open.has(s.section) && (
              <div id={`hs-section-${s.section}`}>
                <SectionBody
                  roman={s.section}
                  overview={overviews[s.section]}
                  target={targetSection === s.section ? target : null}
                  onOpen={onOpen}
                  onPick={onPick}
                />
              </div>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
