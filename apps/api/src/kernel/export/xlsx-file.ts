import ExcelJS from 'exceljs';
import { safeRow } from './safe-cell';

/**
 * Rows -> an XLSX workbook of one sheet, every cell written as text (never a formula: each cell is
 * a string, formula-escaped by safe-cell.ts, so a reader that ignores the cell type is safe too).
 */
export async function xlsxFile(
  sheetName: string,
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.addRow(safeRow(header)).font = { bold: true };
  for (const r of rows) sheet.addRow(safeRow(r));
  sheet.columns.forEach((c) => (c.width = 18));
  return Buffer.from(await book.xlsx.writeBuffer());
}
