/**
 * The one formula-safe cell escaper of every export (CSV and XLSX: the census template, the
 * group's enrollment board, reports). A spreadsheet runs a cell that starts with = + - @ (or a tab
 * or carriage return before one) as a formula, so `=cmd|' /C calc'!A0` typed by an employee would
 * run on the administrator's computer when the export is opened (OWASP "CSV injection"). Such a
 * cell is written with a leading apostrophe, which spreadsheets show as text and do not evaluate.
 * Stored values are never changed: only what leaves in a file is escaped.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function safeCell(value: string | number | null | undefined): string {
  if (value == null) return '';
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A row of cells, each escaped. */
export const safeRow = (cells: readonly (string | number | null | undefined)[]) => cells.map(safeCell);
