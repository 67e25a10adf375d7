/**
 * A spreadsheet cell that cannot run (OWASP "CSV injection"): text starting with = + - @ (or a
 * tab or carriage return, which some spreadsheets skip before one) is prefixed with an
 * apostrophe, so Excel, LibreOffice and Sheets show it as text instead of evaluating it. Every
 * export of census data goes through it, CSV and XLSX alike: a census cell is the employer's input.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const formulaSafe = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);
