import {useRef, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {completesItem, type PaperSitting} from './paper';
import {sittingTitle} from './sittingTitle';
import styles from './paper.module.css';

/** One sitting's answer sheet, typed in: a letter per item moves on to the next; Enter moves on too. */
export default function SheetEntry({
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
