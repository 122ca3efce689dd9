import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {formatLineAmount} from '@site/src/domain/computation';
import {messageText} from '../messageText';
import type {Assessment, LineId} from '@site/src/domain/computation';
import styles from './styles.module.css';

const TOTAL_LINES: ReadonlySet<LineId> = new Set(['dutiableValue', 'landedCost', 'vatBase', 'totalPayable']);

interface Props {
  readonly assessment: Assessment;
  /** Visible caption of the table. */
  readonly caption: ReactNode;
}

/** Every line of an assessment (label, formula, amount), then notes, the rate set used and the rounding rule. */
export default function AssessmentTable({assessment, caption}: Props): ReactNode {
  const {rateSet} = assessment;
  return (
    <div className={styles.wrapper}>
      <table className={clsx('table', styles.table)}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="computation.table.line">Line</Translate>
            </th>
            <th scope="col">
              <Translate id="computation.table.formula">How it is computed</Translate>
            </th>
            <th scope="col" className={styles.amount}>
              <Translate id="computation.table.amount">Amount</Translate>
            </th>
          </tr>
        </thead>
        <tbody>
          {assessment.lines.map((line) => (
            <tr key={line.id} className={clsx(TOTAL_LINES.has(line.id) && styles.total)} data-line={line.id}>
              <th scope="row">{messageText(line.label)}</th>
              <td className={styles.formula}>{messageText(line.formula)}</td>
              <td className={styles.amount}>{formatLineAmount(line)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      {assessment.notes.length > 0 && (
        <div className="alert alert--warning" role="note">
          <p className={styles.noteTitle}>
            <strong>
              <Translate id="computation.table.notes">Please note</Translate>
            </strong>
          </p>
          <ul className={styles.notes}>
            {assessment.notes.map((note) => (
              <li key={note.code}>{messageText(note)}</li>
            ))}
          </ul>
        </div>
      )}

      <p className={styles.meta}>
        <Translate
          id="computation.table.rateSet"
          values={{
            name: <strong>{rateSet.name}</strong>,
            date: rateSet.effectiveDate,
            id: <code>{rateSet.id}</code>,
          }}>
          {'Rate set: {name} ({id}), effective {date}.'}
        </Translate>{' '}
        <Translate id="computation.table.rounding">
          {
            'Every amount is rounded to the centavo, half up (a third decimal of 5 or more rounds up), and each later line uses the rounded amounts above it. Insurance that is not stated is 2% of FOB (4% for dangerous cargo), rounded to the cent in the invoice currency before conversion to pesos.'
          }
        </Translate>
      </p>
      <details className={styles.sources}>
        <summary>
          <Translate id="computation.table.sources">Where these rates come from</Translate>
        </summary>
        <ul>
          {rateSet.sources.map((source) => (
            <li key={source.item}>
              <strong>{source.item}</strong>: {source.issuance}.{' '}
              <span className={styles.confidence}>[{source.confidence}]</span>
              {source.note ? ` ${source.note}` : null}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
