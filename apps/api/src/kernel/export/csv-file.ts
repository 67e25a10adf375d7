import Papa from 'papaparse';
import { needsQuotes, safeRow } from './safe-cell';

/**
 * Rows -> CSV text with every cell formula-escaped (safe-cell.ts) and quoted by papaparse. A UTF-8
 * byte order mark leads, so Excel opens accented names (Peña, José) as UTF-8 rather than ANSI.
 * A field holding `;` or a tab is quoted even though `,` is the separator, so a semicolon-locale
 * spreadsheet keeps it one cell.
 */
export function csvFile(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]) {
  return `\uFEFF${Papa.unparse([safeRow(header), ...rows.map(safeRow)], { newline: '\r\n', quotes: needsQuotes })}\r\n`;
}
