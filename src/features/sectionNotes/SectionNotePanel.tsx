import {type ReactNode, useId, useState} from 'react';
import Translate from '@docusaurus/Translate';
import {MarkControl} from '@site/src/features/quiz';
import styles from './styles.module.css';

export interface SectionNotePanelProps {
  /** The page's address, e.g. /docs/cmta-overview (no locale prefix needed: it is the mark's key). */
  readonly path: string;
  /** The page's title: the mark's label when the whole page is chosen. */
  readonly page: string;
  /** The page's headings (its table of contents), in order. */
  readonly sections: readonly {readonly id: string; readonly value: string}[];
}

/** A heading's text as the TOC gives it (it may carry inline HTML such as <code>). */
function plain(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .trim();
}

/** Pick a heading of this page (or the whole page), then flag it or write a note on it. */
export default function SectionNotePanel({path, page, sections}: SectionNotePanelProps): ReactNode {
  const [chosen, setChosen] = useState(sections[0]?.id ?? '');
  const pickId = useId();
  const section = sections.find((s) => s.id === chosen);
  const ref = section ? `${path}#${section.id}` : path;
  const label = section ? plain(section.value) : page;
  return (
    <div>
      <label htmlFor={pickId} className={styles.pickLabel}>
        <Translate id="marks.section.pick">Section</Translate>
      </label>
      <select id={pickId} className={styles.pick} value={chosen} onChange={(e) => setChosen(e.target.value)}>
        {sections.map((s) => (
          <option key={s.id} value={s.id}>
            {plain(s.value)}
          </option>
        ))}
        <option value="">{page}</option>
      </select>
      {/* A new key per section, so a half-written note never carries over to another heading. */}
      <MarkControl key={ref} target="section" refId={ref} label={label} />
    </div>
  );
}
