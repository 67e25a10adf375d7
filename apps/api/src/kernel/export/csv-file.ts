import Papa from 'papaparse';
import { safeRow } from './safe-cell';

/**
 * Rows -> CSV text with every cell formula-escaped (safe-cell.ts) and quoted by papaparse. A UTF-8
 * byte order mark leads, so Excel opens accented names (Peña, José) as UTF-8 rather than ANSI.
 */
export function csvFile(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]) {
  return `\uFEFF${Papa.unparse([safeRow(header), ...rows.map(safeRow)], { newline: '\r\n' })}\r\n`;
}
