/**
 * The one formula-safe cell escaper of every export (CSV and XLSX: the census template, the
 * group's enrollment board, reports). A spreadsheet runs a cell that starts with = + - @ (or a tab
 * or carriage return before one) as a formula, so `=cmd|' /C calc'!A0` typed by an employee would
 * run on the administrator's computer when the export is opened (OWASP "CSV injection"). Such a
 * cell is written with a leading apostrophe, which spreadsheets show as text and do not evaluate.
 *
 * A spreadsheet set to another locale splits a CSV line on its own separator (`;` in most of
 * Europe and Latin America, `,` elsewhere), so `Ana;=1+1` becomes a cell `=1+1` there: after every
 * `;` or `,` followed (past any spaces) by one of those characters, an apostrophe is put too.
 * Stored values are never changed: only what leaves in a file is escaped.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const AFTER_SEPARATOR = /([;,])(?=[ ]*[=+\-@\t\r])/g;
/** A plain negative amount is a number to every spreadsheet, never a formula: it stays summable. */
const PLAIN_NUMBER = /^-\d+(\.\d+)?$/;

export function safeCell(value: string | number | null | undefined): string {
  if (value == null) return '';
  // A number cannot be a formula: -12.5 stays -12.5.
  if (typeof value === 'number') return String(value);
  if (PLAIN_NUMBER.test(value)) return value;
  const inner = value.replace(AFTER_SEPARATOR, "$1'");
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
}

/** A row of cells, each escaped. */
export const safeRow = (cells: readonly (string | number | null | undefined)[]) => cells.map(safeCell);

/** CSV fields a spreadsheet of another locale could split (`;`) or a tab-reader cut: always quoted. */
export const needsQuotes = (value: unknown) => typeof value === 'string' && /[;\t]/.test(value);
