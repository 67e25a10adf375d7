import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvFile } from './csv-file';
import { safeCell } from './safe-cell';
import { xlsxFile } from './xlsx-file';

describe('formula-safe export cells', () => {
  it('writes a cell that a spreadsheet would run as a formula as text', () => {
    for (const v of [`=cmd|' /C calc'!A0`, '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])
      expect(safeCell(v)).toBe(`'${v}`);
    for (const v of ['Ana', "O'Brien", '1985-04-15', '', 'a=b']) expect(safeCell(v)).toBe(v);
    expect(safeCell(null)).toBe('');
    expect(safeCell(42)).toBe('42');
  });

  it('escapes every CSV cell and quotes what CSV needs quoted', () => {
    const text = csvFile(['Name', 'Note'], [[`=cmd|' /C calc'!A0`, 'a, "b"']]);
    const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(rows).toEqual([
      ['Name', 'Note'],
      [`'=cmd|' /C calc'!A0`, 'a, "b"'],
    ]);
  });

  it('writes XLSX cells as escaped strings, never formulas', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await xlsxFile('S', ['Name'], [['=1+1']])) as unknown as ArrayBuffer);
    const cell = book.worksheets[0]!.getRow(2).getCell(1);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe("'=1+1");
  });
});
