import { PassThrough } from 'node:stream';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { safeCell, safeRow } from './safe-cell';

type Cell = string | number | null;

/** Rows between two yields to the event loop, so the zip compresses what was written (bounded memory). */
const ROWS_PER_TURN = 500;

/**
 * A number as a number; empty text as no cell at all (a streamed sheet has no shared strings,
 * and an inline empty string is an odd cell: a blank stop date is an empty cell); other text
 * formula-escaped.
 */
const cellOf = (c: Cell) => (typeof c === 'number' ? c : c == null || c === '' ? null : safeCell(c));

/**
 * Rows -> an XLSX workbook of one sheet (census template, enrollment board, reports, the payroll
 * file). Text cells are written as strings, formula-escaped by safe-cell.ts, so a reader that
 * ignores the cell type is safe too; numbers stay numbers (a number cannot be a formula), so a
 * report sums in Excel. `money` names the columns shown with two decimals.
 *
 * Streamed: each row is committed into the sheet's XML as it comes and the zip deflates it while
 * the next ones are written (ExcelJS's streaming writer, inline strings, no shared-strings table),
 * so memory is the rows in hand and the compressed file, not a model of every cell: the payroll
 * file of 10,000 employees grew the process by ~100 MB in memory before (bench:payroll). `rows`
 * may be a generator, so a caller need not build every row first.
 */
export async function xlsxFile(
  sheetName: string,
  header: readonly string[],
  rows: Iterable<readonly Cell[]>,
  opts: { money?: readonly number[] } = {},
): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  book.creator = 'Benefit Store';
  // Excel refuses sheet names over 31 characters.
  const sheet = book.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  // Widths and number formats go before the first row: a streamed sheet writes <cols> first.
  sheet.columns = header.map((h, i) => ({
    width: Math.max(12, Math.min(40, h.length + 2)),
    ...(opts.money?.includes(i) && { style: { numFmt: '#,##0.00' } }),
  }));
  const head = sheet.addRow(safeRow(header));
  head.font = { bold: true };
  head.commit();
  let n = 0;
  for (const r of rows) {
    sheet.addRow(r.map(cellOf)).commit();
    if (++n % ROWS_PER_TURN === 0) await yieldToLoop();
  }
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}
