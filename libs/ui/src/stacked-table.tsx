import type { Key, ReactNode } from 'react';
import styles from './stacked-table.module.css';
import { visuallyHidden } from './visually-hidden';

export interface StackedColumn<Row> {
  /** The column header; at phone width also the label each of its cells shows (data-label). */
  label: string;
  cell: (row: Row) => ReactNode;
  /** Class of this column's cells (not of its header). */
  className?: string;
}

export interface StackedTableProps<Row> {
  /** Read by screen readers only. */
  caption: ReactNode;
  /** The first column names the row: its cells are row headers. */
  columns: readonly StackedColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** `cards`: a bordered table whose rows stack into cards at phone width; `lines`: plain rows. */
  look?: 'cards' | 'lines';
  className?: string;
}

/**
 * A real table for screen readers (caption, column headers, row headers); at phone width each row
 * stacks into a block whose cells carry their column name (data-label), so nothing scrolls sideways.
 */
export function StackedTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  look = 'cards',
  className,
}: StackedTableProps<Row>) {
  const [first, ...rest] = columns;
  return (
    <table className={[styles.table, styles[look], className ?? ''].join(' ')}>
      <caption className={visuallyHidden}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.label} scope="col">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            <th
              scope="row"
              data-label={first.label}
              className={[styles.rowHeader, first.className ?? ''].join(' ')}
            >
              {first.cell(row)}
            </th>
            {rest.map((c) => (
              <td key={c.label} data-label={c.label} className={c.className}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
