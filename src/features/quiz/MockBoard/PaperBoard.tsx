import {useEffect, useMemo, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {QuizAttempt} from '@site/src/backend/types';
import {finishAttempt} from '@site/src/domain/quiz';
import {sittingAttemptId} from './boards';
import {entryToResponse, type PaperSitting} from './paper';
import PaperScored, {type PaperSaving} from './PaperScored';
import PaperTest from './PaperTest';
import SheetEntry from './SheetEntry';
import styles from './paper.module.css';

interface Props {
  readonly boardId: string;
  readonly sittings: readonly PaperSitting[];
  /** Saves the two sittings' attempts (the board's record); rejects when they could not be saved. */
  readonly onSave: (attempts: readonly QuizAttempt[]) => Promise<void>;
  readonly onBack: () => void;
}

const PRINT_CLASS = 'paper-board-print';

/**
 * Paper mode: both sittings printed as a paper test with a bubble answer
 * sheet (print CSS, A4 or Letter, nothing of the site around it), then the
 * sheet's letters typed in to mark the board as the screen would.
 */
export default function PaperBoard({boardId, sittings, onSave, onBack}: Props): ReactNode {
  const [values, setValues] = useState<string[][]>(() => sittings.map((s) => s.questions.map(() => '')));
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState<PaperSaving>('idle');
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
        <PaperScored attempts={attempts} saving={saving} onRetry={() => save(attempts)} onBack={onBack} />
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
