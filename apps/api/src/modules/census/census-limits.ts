import { CENSUS_MAX_ROWS } from '@bs/contract';

/**
 * Hard limits on what reading one census file may cost (ADR 0025), checked while the file is read,
 * never after: a workbook is a zip, and a 414 KB one can inflate to 400 MB. A legitimate
 * 20,000-row template inflates to about 9 MB of sheet and 2 MB of shared strings, so the bounds
 * leave several times that room and still keep a worker's heap small.
 */
export const MB = 1024 * 1024;
/** Inflated bytes of the first sheet's XML. */
export const MAX_SHEET_BYTES = 64 * MB;
/** Inflated bytes of the shared strings (kept in memory while the sheet is read). */
export const MAX_SHARED_STRINGS_BYTES = 32 * MB;
/** Inflated bytes of each small part (workbook, its relationships, styles). */
export const MAX_SMALL_PART_BYTES = 2 * MB;
/** Non-empty rows, the header included. */
export const MAX_ROWS = CENSUS_MAX_ROWS + 1;
/** Columns of a row: the template has 12; room for a few columns of notes. */
export const MAX_COLUMNS = 50;
/** Characters of one cell: the longest census field is far shorter. */
export const MAX_CELL_CHARS = 1000;
/** Cells (empty ones included) and shared strings: rows times columns. */
export const MAX_CELLS = MAX_ROWS * MAX_COLUMNS;

export const NOT_A_CENSUS_FILE = 'This file is not a CSV or Excel (.xlsx) file.';
export const EMPTY_FILE = 'This file is empty.';
export const HEADER_ONLY = 'This file has a header row but no employees.';
export const TOO_BIG = 'This file is larger than 5 MB.';
export const TOO_MANY_ROWS = 'This file has more than 20,000 employees.';
export const UNREADABLE = 'This file could not be read.';
export const TOO_MUCH_INFLATED =
  'This workbook expands to far more data than a census of 20,000 employees. Please save it again as CSV or as a plain Excel workbook.';
export const TOO_MANY_COLUMNS = 'This file has more than 50 columns.';
export const CELL_TOO_LONG = 'A cell in this file is longer than 1,000 characters.';
