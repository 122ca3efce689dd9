import {useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {QuizAttempt} from '@site/src/backend/types';
import {finishAttempt} from '../engine';
import {subjectName} from '../labels';
import QuizText from '../QuizText';
import type {Question} from '../schema';
import BoardVerdict from './BoardVerdict';
import {sittingAttemptId, type Sitting} from './boards';
import {SittingRules} from './SittingStart';
import {completesItem, entryToResponse, LETTERS} from './paper';
import styles from './paper.module.css';

export interface PaperSitting {
  readonly sitting: Sitting;
  readonly questions: readonly Question[];
  readonly orders: Readonly<Record<string, readonly string[]>>;
}

interface Props {
  readonly boardId: string;
  readonly sittings: readonly PaperSitting[];
  /** Saves the two sittings' attempts (the board's record); rejects when they could not be saved. */
  readonly onSave: (attempts: readonly QuizAttempt[]) => Promise<void>;
  readonly onBack: () => void;
}

const PRINT_CLASS = 'paper-board-print';

function sittingTitle(day: 1 | 2): string {
  return day === 1
    ? translate({id: 'quiz.mock.sitting1', message: 'Sitting 1: Subjects 1 and 2'})
    : translate({id: 'quiz.mock.sitting2', message: 'Sitting 2: Subjects 3 and 4'});
}

/** The printed test: each sitting's numbered items, then its bubble answer sheet. */
function PaperTest({sittings}: {readonly sittings: readonly PaperSitting[]}): ReactNode {
  return (
    <div className={styles.paper} data-paper-board="">
      {sittings.map(({sitting, questions, orders}) => (
        <section key={sitting.day} className={styles.sitting} data-sitting={sitting.day}>
          <Heading as="h2" className={styles.paperTitle}>
            {sittingTitle(sitting.day)}
          </Heading>
          <p>{sitting.subjects.map((s) => subjectName(s)).join(' · ')}</p>
          <p>
            <SittingRules day={sitting.day} />
          </p>
          <ol className={styles.items}>
            {questions.map((q) => (
              <li
                key={q.id}
                className={styles.item}
                data-question-id={q.id}
                data-choice-ids={(orders[q.id] ?? []).join('')}>
                <QuizText markdown={q.prompt} />
                {q.type === 'single' || q.type === 'multiple' ? (
                  <ol className={styles.choices} type="A">
                    {(orders[q.id] ?? []).map((id) => (
                      <li key={id}>
                        <QuizText inline markdown={q.choices.find((c) => c.id === id)?.text ?? ''} />
                      </li>
                    ))}
                  </ol>
                ) : null}
                {q.type === 'multiple' && (
                  <p className={styles.hint}>
                    <Translate id="quiz.paper.markAll">Shade every correct letter.</Translate>
                  </p>
                )}
              </li>
            ))}
          </ol>
          <div className={styles.sheet} data-answer-sheet={sitting.day}>
            <Heading as="h3" className={styles.paperTitle}>
              <Translate id="quiz.paper.sheet" values={{sitting: sittingTitle(sitting.day)}}>
                {'Answer sheet · {sitting}'}
              </Translate>
            </Heading>
            <p className={styles.hint}>
              <Translate id="quiz.paper.sheetHint">
                Shade one circle per item with a No. 2 pencil; write amounts and HS codes in the box.
              </Translate>
            </p>
            <ol className={styles.sheetRows}>
              {questions.map((q, i) => (
                <li key={q.id} className={styles.sheetRow}>
                  <span className={styles.sheetNo}>{i + 1}</span>
                  {q.type === 'single' || q.type === 'multiple' ? (
                    (orders[q.id] ?? []).map((_, k) => (
                      <span key={k} className={styles.bubble}>
                        {LETTERS[k]}
                      </span>
                    ))
                  ) : (
                    <span className={styles.box} />
                  )}
                </li>
              ))}
            </ol>
          </div>
        </section>
      ))}
    </div>
  );
}

/** One sitting's answer sheet, typed in: a letter per item moves on to the next; Enter moves on too. */
function SheetEntry({
  sitting,
  values,
  invalid,
  onChange,
}: {
  readonly sitting: PaperSitting;
  readonly values: readonly string[];
  readonly invalid: ReadonlySet<number>;
  readonly onChange: (index: number, value: string) => void;
}): ReactNode {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const focusAt = (i: number): void => {
    const next = inputs.current[i];
    next?.focus();
    next?.select();
  };
  const title = sittingTitle(sitting.sitting.day);
  return (
    <fieldset className={styles.entry}>
      <legend>{title}</legend>
      <div className={styles.grid}>
        {sitting.questions.map((q, i) => {
          const order = sitting.orders[q.id] ?? [];
          const label = translate(
            {id: 'quiz.paper.itemLabel', message: '{sitting}, item {n}'},
            {sitting: title, n: i + 1},
          );
          return (
            <label key={q.id} className={styles.cell}>
              <span className={styles.cellNo} aria-hidden="true">
                {i + 1}
              </span>
              <input
                ref={(el) => {
                  inputs.current[i] = el;
                }}
                aria-label={label}
                aria-invalid={invalid.has(i) || undefined}
                className={styles.cellInput}
                inputMode={q.type === 'numeric' || q.type === 'classification' ? 'decimal' : 'text'}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={40}
                value={values[i] ?? ''}
                onChange={(e) => {
                  const v =
                    q.type === 'single' || q.type === 'multiple'
                      ? e.target.value.toUpperCase()
                      : e.target.value;
                  onChange(i, v);
                  if (completesItem(q, order, v)) focusAt(i + 1);
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    focusAt(i + 1);
                  } else if (e.key === 'Backspace' && (values[i] ?? '') === '' && i > 0) {
                    e.preventDefault();
                    focusAt(i - 1);
                  }
                }}
              />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * Paper mode: both sittings printed as a paper test with a bubble answer
 * sheet (print CSS, A4 or Letter, nothing of the site around it), then the
 * sheet's letters typed in to mark the board as the screen would.
 */
export default function PaperBoard({boardId, sittings, onSave, onBack}: Props): ReactNode {
  const [values, setValues] = useState<string[][]>(() => sittings.map((s) => s.questions.map(() => '')));
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [attempts, setAttempts] = useState<readonly QuizAttempt[] | null>(null);
  // The printed test lives at the top of <body>, and printing hides everything else.
  const [root] = useState<HTMLElement | null>(() => {
    if (typeof document === 'undefined') return null;
    const el = document.createElement('div');
    el.className = styles.printRoot ?? '';
    return el;
  });
  useEffect(() => {
    if (!root) return undefined;
    document.body.appendChild(root);
    document.body.classList.add(PRINT_CLASS);
    // Focus goes to what the button opened (Heading does not pass a ref on).
    document.getElementById('paper-title')?.focus();
    return () => {
      document.body.classList.remove(PRINT_CLASS);
      root.remove();
    };
  }, [root]);

  const entries = useMemo(
    () =>
      sittings.map((s, si) =>
        s.questions.map((q, i) => entryToResponse(q, s.orders[q.id] ?? [], values[si]?.[i] ?? '')),
      ),
    [sittings, values],
  );
  const invalid = entries.map((list) => new Set(list.flatMap((e, i) => (e.ok ? [] : [i]))));
  const invalidCount = invalid.reduce((n, s) => n + s.size, 0);
  const blank = values.reduce((n, list) => n + list.filter((v) => v.trim() === '').length, 0);

  const save = (list: readonly QuizAttempt[]): void => {
    setSaving('saving');
    onSave(list).then(
      () => setSaving('saved'),
      () => setSaving('failed'),
    );
  };

  const score = (): void => {
    setChecked(true);
    if (invalidCount > 0) return;
    const now = new Date();
    const list = sittings.map((s, si) =>
      finishAttempt({
        id: sittingAttemptId(boardId, s.sitting.day),
        kind: 'mock-full',
        subject: null,
        topic: null,
        questions: s.questions,
        responses: Object.fromEntries(
          s.questions.flatMap((q, i) => {
            const e = entries[si]?.[i];
            return e?.ok && e.response ? [[q.id, e.response]] : [];
          }),
        ),
        flagged: [],
        startedAt: now,
        finishedAt: now,
        durationMs: 0,
      }),
    );
    setAttempts(list);
    save(list);
  };

  return (
    <section className={styles.screen} aria-labelledby="paper-title">
      <Heading as="h2" id="paper-title" tabIndex={-1}>
        <Translate id="quiz.paper.title">Paper mock board</Translate>
      </Heading>
      {root && createPortal(<PaperTest sittings={sittings} />, root)}
      {attempts ? (
        <>
          <BoardVerdict items={attempts.flatMap((a) => a.items)} />
          <p role="status">
            {saving === 'saving' ? (
              <Translate id="quiz.paper.saving">Saving the board…</Translate>
            ) : saving === 'saved' ? (
              <Translate id="quiz.paper.saved">The board is saved in your history.</Translate>
            ) : saving === 'failed' ? (
              <Translate id="quiz.paper.saveFailed">The board could not be saved.</Translate>
            ) : null}
          </p>
          <div className={styles.buttons}>
            {saving === 'failed' && (
              <button type="button" className="button button--primary" onClick={() => save(attempts)}>
                <Translate id="quiz.status.retry">Retry</Translate>
              </button>
            )}
            <Link className="button button--secondary" to="/quizzes">
              <Translate id="quiz.paper.toHistory">See it on Your quizzes</Translate>
            </Link>
            <button type="button" className="button button--secondary" onClick={onBack}>
              <Translate id="quiz.mock.another">Take another mock board</Translate>
            </button>
          </div>
        </>
      ) : (
        <>
          <p>
            <Translate
              id="quiz.paper.intro"
              values={{n: sittings.reduce((n, s) => n + s.questions.length, 0)}}>
              {
                'Print both sittings ({n} items) with their answer sheets, sit them on paper with the exam’s times and rules, then type the letters from your sheets below: the board is marked as on screen and kept in your history. Keep this page open until you have entered the answers.'
              }
            </Translate>
          </p>
          <div className={styles.buttons}>
            <button type="button" className="button button--primary" onClick={() => window.print()}>
              <Translate id="quiz.paper.print">Print the paper board</Translate>
            </button>
            <button type="button" className="button button--secondary" onClick={onBack}>
              <Translate id="quiz.mock.notNow">Not now</Translate>
            </button>
          </div>
          <Heading as="h3">
            <Translate id="quiz.paper.enterTitle">Enter your answer sheets</Translate>
          </Heading>
          <p className={styles.hint}>
            <Translate id="quiz.paper.enterHint">
              Type the letter you shaded for each item: the next item takes the cursor at once. For a
              multiple-answer item type every letter, for an amount or an HS code type it as written, then
              press Enter. Leave a blank item empty.
            </Translate>
          </p>
          {sittings.map((s, si) => (
            <SheetEntry
              key={s.sitting.day}
              sitting={s}
              values={values[si] ?? []}
              invalid={checked ? (invalid[si] ?? new Set()) : new Set()}
              onChange={(i, v) =>
                setValues((prev) =>
                  prev.map((list, k) => (k === si ? list.map((x, j) => (j === i ? v : x)) : list)),
                )
              }
            />
          ))}
          {checked && invalidCount > 0 && (
            <p className={styles.error} role="alert">
              <Translate id="quiz.paper.invalid" values={{n: invalidCount}}>
                {
                  '{n} entries cannot be read: use the letters printed for the item, an amount in digits, or a six-digit HS code. They are marked in red; nothing you typed is lost.'
                }
              </Translate>
            </p>
          )}
          <div className={styles.buttons}>
            <button type="button" className="button button--primary" onClick={score}>
              <Translate id="quiz.paper.score" values={{blank}}>
                {'Mark the paper board ({blank} items blank)'}
              </Translate>
            </button>
          </div>
        </>
      )}
    </section>
  );
}
