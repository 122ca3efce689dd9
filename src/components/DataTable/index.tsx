import type {ReactNode} from 'react';
import styles from './styles.module.css';

interface Props {
  /** A visible caption; give `label` instead when the heading above already says what the table is. */
  readonly caption?: ReactNode;
  /** The table's accessible name when it has no caption. */
  readonly label?: string;
  /** The column headings, left to right. */
  readonly columns: readonly ReactNode[];
  /** One <tr> per row; a row's first cell is usually its header (<th scope="row">). */
  readonly children: ReactNode;
}

/**
 * The site's data table: scrolls sideways inside its own box on a narrow
 * screen instead of widening the page, with column headings scoped for
 * screen readers and row headers in normal weight.
 */
export default function DataTable({caption, label, columns, children}: Props): ReactNode {
  return (
    <div className={styles.wrap}>
      <table className={styles.table} aria-label={caption ? undefined : label}>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((heading, i) => (
              <th key={i} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
