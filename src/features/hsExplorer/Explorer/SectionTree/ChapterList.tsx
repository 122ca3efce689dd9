import {useEffect, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {formatHsCode} from '@site/src/lib/hsCode';
import type {HsSection} from '../../data';
import Toggle from './Toggle';
import {useToggleSet} from './useToggleSet';
import styles from '../styles.module.css';

interface Props {
  readonly section: HsSection;
  /** The line to open, bring into view and focus, when it is in this section. */
  readonly target: string | null;
  readonly onOpen: (code: string) => void;
  readonly onPick?: ((code: string) => void) | undefined;
}

/** A loaded section's chapters, each opening onto its headings and those onto their subheadings. */
export default function ChapterList({section, target, onOpen, onPick}: Props): ReactNode {
  const [open, toggle, add] = useToggleSet([]);
  const targetRef = useRef<HTMLElement | null>(null);

  // Open the path to the target...
  useEffect(() => {
    if (!target) return;
    add([target.slice(0, 2), target.slice(0, 4)]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- opening the path once per target is the point
  }, [target, section]);

  // ...then, once its line is on screen, bring it into view and give it focus (once per target).
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const el = targetRef.current;
    if (!target || !el || shown.current === target) return;
    shown.current = target;
    el.scrollIntoView({block: 'center'});
    el.focus({preventScroll: true});
  });

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
    <ul className={styles.tree}>
      {section.chapters.map((c) => (
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
                    <Toggle open={open.has(h.code)} controls={`hs-${h.code}`} onToggle={() => toggle(h.code)}>
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
  );
}
