import ExcelJS from 'exceljs';
import { safeCell, safeRow } from './safe-cell';

type Cell = string | number | null;

/**
 * Rows -> an XLSX workbook of one sheet (census template, enrollment board, reports). Text cells
 * are written as strings, formula-escaped by safe-cell.ts, so a reader that ignores the cell type
 * is safe too; numbers stay numbers (a number cannot be a formula), so a report sums in Excel.
 * `money` names the columns shown with two decimals.
 */
export async function xlsxFile(
  sheetName: string,
  header: readonly string[],
  rows: readonly (readonly Cell[])[],
  opts: { money?: readonly number[] } = {},
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Benefit Store';
  // Excel refuses sheet names over 31 characters.
  const sheet = book.addWorksheet(sheetName.slice(0, 31));
  sheet.addRow(safeRow(header)).font = { bold: true };
  for (const r of rows) sheet.addRow(r.map((c) => (typeof c === 'number' ? c : safeCell(c))));
  header.forEach((h, i) => {
    const col = sheet.getColumn(i + 1);
    col.width = Math.max(12, Math.min(40, h.length + 2));
    if (opts.money?.includes(i)) col.numFmt = '#,##0.00';
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}
