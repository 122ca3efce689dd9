import {useId, useMemo, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import type {StudyMark} from '@site/src/backend/types';
import StatusMessage from '@site/src/components/StatusMessage';
import {subjectShort, topicName} from '../labels';
import MarkControl from './MarkControl';
import {marksMarkdown} from './markdown';
import {useStudyMarks} from './useStudyMarks';
import styles from './styles.module.css';

const matches = (m: StudyMark, words: readonly string[]): boolean => {
  const text = `${m.label} ${m.note} ${m.topic ?? ''} ${m.ref}`.toLowerCase();
  return words.every((w) => text.includes(w));
};

function download(markdown: string): void {
  const url = URL.createObjectURL(new Blob([markdown], {type: 'text/markdown;charset=utf-8'}));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'flags-and-notes.md';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** /flags: every flag and note, searchable, exportable as Markdown. */
export default function FlagsPage(): ReactNode {
  const {state} = useStudyMarks();
  const {selectMessage} = usePluralForm();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const words = useMemo(() => query.toLowerCase().split(/\s+/).filter(Boolean), [query]);

  if (state.kind === 'loading') {
    return (
      <StatusMessage kind="loading">
        <Translate id="flags.loading">Loading your flags and notes…</Translate>
      </StatusMessage>
    );
  }
  if (state.kind === 'error') {
    return (
      <StatusMessage kind="error">
        <Translate id="flags.loadFailed">Your flags and notes could not be loaded.</Translate>{' '}
        <button type="button" className="button button--secondary" onClick={state.retry}>
          <Translate id="flags.retry">Try again</Translate>
        </button>
      </StatusMessage>
    );
  }
  const shown = state.marks.filter((m) => matches(m, words));
  const flaggedItems = state.marks.filter((m) => m.target === 'item' && m.flagged).length;
  const countText =
    shown.length === 0
      ? translate({id: 'flags.count.none', message: 'Nothing matches.'})
      : selectMessage(
          shown.length,
          translate(
            {
              id: 'flags.count',
              message: 'One flag or note.|{n} flags and notes.',
              description: 'Plural forms (pipe-separated): how many flags and notes the list shows',
            },
            {n: shown.length},
          ),
        );

  return (
    <div>
      {state.marks.length === 0 ? (
        <p>
          <Translate id="flags.empty">
            Nothing flagged or noted yet. Flag a question after you answer it, or on your results, and it
            shows here.
          </Translate>
        </p>
      ) : (
        <>
          <div className={styles.toolbar}>
            <label htmlFor={searchId}>
              <Translate id="flags.search">Search your flags and notes</Translate>
            </label>
            <input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
            <button
              type="button"
              className={`button button--secondary ${styles.button}`}
              onClick={() => download(marksMarkdown(shown))}>
              <Translate id="flags.export">Download as Markdown</Translate>
            </button>
            {flaggedItems > 0 && (
              <Link className={`button button--primary ${styles.button}`} to="/docs/quiz?set=flagged">
                <Translate id="flags.practise">Practise my flagged questions</Translate>
              </Link>
            )}
            <Link className={`button button--secondary ${styles.button}`} to="/build-quiz">
              <Translate id="flags.build">Build a quiz</Translate>
            </Link>
          </div>
          <p role="status">{countText}</p>
          <ul className={styles.list}>
            {shown.map((m) => (
              <li key={`${m.target}:${m.ref}`}>
                <p className={styles.meta}>
                  {m.target === 'item' ? (
                    <>
                      <Translate id="flags.question">Question</Translate>
                      {m.subject ? ` · ${subjectShort(m.subject)}` : ''}
                      {m.topic ? ` · ${topicName(m.topic)}` : ''}
                    </>
                  ) : (
                    <Translate id="flags.section">Reviewer section</Translate>
                  )}
                </p>
                <p>
                  <Link to={m.target === 'item' ? `/docs/quiz?ids=${encodeURIComponent(m.ref)}` : m.ref}>
                    {m.label || m.ref}
                  </Link>
                </p>
                <MarkControl
                  target={m.target}
                  refId={m.ref}
                  label={m.label}
                  subject={m.subject}
                  topic={m.topic}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
