import {type ReactNode, useEffect, useRef} from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {useLazyImport} from '@site/src/components/LazyMount/useLazyImport';
import type {SectionNotePanelProps} from './SectionNotePanel';
import styles from './styles.module.css';

const load = () => import('./SectionNotePanel');

/**
 * "Note a section" under a reviewer page: one small button in the page's first
 * load; the panel (the heading picker and the flag-and-note control, with the
 * marks store behind it) downloads only when the candidate asks for it.
 */
export default function SectionNote(props: SectionNotePanelProps): ReactNode {
  const {state, prefetch, request} = useLazyImport(load);
  const panel = useRef<HTMLDivElement>(null);
  const ready = state.status === 'ready';
  useEffect(() => {
    if (ready) panel.current?.querySelector<HTMLElement>('select, button')?.focus();
  }, [ready]);

  // A page with no sections (a quiz, a tool) has nothing to note here.
  if (props.sections.length === 0) return null;
  return (
    <aside className={styles.sectionNote} aria-labelledby="section-note-heading">
      <Heading as="h2" id="section-note-heading" className={styles.sectionNoteHeading}>
        <Translate id="marks.section.heading">Your notes on this page</Translate>
      </Heading>
      {state.status === 'ready' ? (
        <div ref={panel}>
          <state.Component {...props} />
        </div>
      ) : (
        <button
          type="button"
          className={`button button--sm button--secondary ${styles.button}`}
          disabled={state.status === 'loading'}
          onMouseEnter={prefetch}
          onFocus={prefetch}
          onClick={request}>
          {state.status === 'error' ? (
            <Translate id="marks.section.retry">Could not load the notes. Try again</Translate>
          ) : state.status === 'loading' ? (
            <Translate id="marks.section.loading">Loading…</Translate>
          ) : (
            <Translate id="marks.section.open">Flag or note a section</Translate>
          )}
        </button>
      )}
    </aside>
  );
}
