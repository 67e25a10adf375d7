/**
 * Spreadsheet formula injection (CWE-1236, OWASP "CSV Injection"): a cell whose text starts with
 * = + - @ (or a tab or carriage return, which some readers strip before looking) is run as a
 * formula by Excel, LibreOffice and Sheets. Every exported text cell goes through here: such a
 * value gets a leading apostrophe, which the spreadsheet shows as text and does not evaluate.
 * Numbers are written as numbers by the caller and never pass through.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function formulaSafe(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
