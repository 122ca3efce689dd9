import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {loadSection, type HsIndex, type HsSection, type SectionOverview} from '../data';
import {formatHsCode} from '@site/src/lib/hsCode';
import StatusMessage from '@site/src/components/StatusMessage';
import styles from './styles.module.css';

interface Props {
  readonly index: HsIndex;
  readonly overviews: Readonly<Record<string, SectionOverview>>;
  /** The line to open and show, with its section. */
  readonly target: string | null;
  readonly targetSection: string | null;
  readonly onOpen: (code: string) => void;
  readonly onPick?: ((code: string) => void) | undefined;
}

/** A disclosure button: says what it opens and whether it is open. */
function Toggle({
  open,
  controls,
  onToggle,
  children,
}: {
  readonly open: boolean;
  readonly controls: string;
  readonly onToggle: () => void;
  readonly children: ReactNode;
}): ReactNode {
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}>
      <span className={styles.caret} aria-hidden="true">
        {open ? '▾' : '▸'}
      </span>
      {children}
    </button>
  );
}

function useToggleSet(
  initial: readonly string[],
): [ReadonlySet<string>, (key: string) => void, (keys: readonly string[]) => void] {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set(initial));
  const toggle = (key: string): void =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const add = (keys: readonly string[]): void => setOpen((s) => new Set([...s, ...keys]));
  return [open, toggle, add];
}

function SectionBody({
  roman,
  overview,
  target,
  onOpen,
  onPick,
}: {
  readonly roman: string;
  readonly overview: SectionOverview | undefined;
  readonly target: string | null;
  readonly onOpen: (code: string) => void;
  readonly onPick?: ((code: string) => void) | undefined;
}): ReactNode {
  const [data, setData] = useState<HsSection | 'failed' | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [open, toggle, add] = useToggleSet([]);
  const targetRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    let active = true;
    loadSection(roman).then(
      (s) => active && setData(s),
      () => active && setData('failed'),
    );
    return () => {
      active = false;
    };
  }, [roman, attempt]);

  // Open the path to the target...
  useEffect(() => {
    if (!target || data === null || data === 'failed') return;
    add([target.slice(0, 2), target.slice(0, 4)]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- opening the path once per target is the point
  }, [target, data]);

  // ...then, once its line is on screen, bring it into view and give it focus (once per target).
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const el = targetRef.current;
    if (!target || !el || shown.current === target) return;
    shown.current = target;
    el.scrollIntoView({block: 'center'});
    el.focus({preventScroll: true});
  });

  if (data === null) {
    return (
      <StatusMessage kind="loading">
        <Translate id="hs.loadingSection">Loading the section…</Translate>
      </StatusMessage>
    );
  }
  if (data === 'failed') {
    return (
      <StatusMessage kind="error" onRetry={() => setAttempt((n) => n + 1)}>
        <Translate id="hs.sectionFailed">This section could not be loaded.</Translate>
      </StatusMessage>
    );
  }
  const lineProps = (code: string) => ({
    ...(code === target
      ? {
          ref: (el: HTMLElement | null) => void (targetRef.current = el),
          tabIndex: -1,
          'aria-current': true as const,
        }
      : {}),
    className: clsx(styles.line, code === target && styles.target),
  });
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
      <ul className={styles.tree}>
        {data.chapters.map((c) => (
          <li key={c.code}>
            <div {...lineProps(c.code)}>
              <Toggle open={open.has(c.code)} controls={`hs-${c.code}`} onToggle={() => toggle(c.code)}>
                <span className={styles.code}>
                  <Translate id="hs.chapter" values={{code: c.code}}>
                    {'Chapter {code}'}
                  </Translate>
                </span>{' '}
                {c.desc}
              </Toggle>
            </div>
            {open.has(c.code) && (
              <ul id={`hs-${c.code}`} className={styles.tree}>
                {c.headings.map((h) => (
                  <li key={h.code}>
                    <div {...lineProps(h.code)}>
                      <Toggle
                        open={open.has(h.code)}
                        controls={`hs-${h.code}`}
                        onToggle={() => toggle(h.code)}>
                        <span className={styles.code}>{h.code}</span> {h.desc}
                      </Toggle>
                    </div>
                    {open.has(h.code) && (
                      <ul id={`hs-${h.code}`} className={styles.tree}>
                        {h.subs.map((s) => (
                          <li key={s.code} {...lineProps(s.code)}>
                            <button type="button" className={styles.subButton} onClick={() => onOpen(s.code)}>
                              <span className={styles.code}>{formatHsCode(s.code)}</span> {s.desc}
                            </button>
                            {onPick && (
                              <button
                                type="button"
                                className={clsx('button button--primary', styles.use)}
                                onClick={() => onPick(s.code)}>
                                <Translate id="hs.use" values={{code: formatHsCode(s.code)}}>
                                  {'Use {code}'}
                                </Translate>
                              </button>
                            )}
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
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
