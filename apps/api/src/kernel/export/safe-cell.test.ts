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

  it('neutralises a formula after a ; or , separator, which another locale splits into its own cell', () => {
    expect(safeCell('Ana;=1+1')).toBe("Ana;'=1+1");
    expect(safeCell('Ana,=1+1')).toBe("Ana,'=1+1");
    expect(safeCell('Ana; @SUM(A1)')).toBe("Ana;' @SUM(A1)");
    expect(safeCell('a;+1,-2;\t=3')).toBe("a;'+1,'-2;'\t=3");
    expect(safeCell('=1;=2')).toBe("'=1;'=2");
    // Split on ; as a semicolon-locale spreadsheet does: no part starts a formula.
    for (const v of ['Ana;=1+1', 'x; =HYPERLINK("http://evil")', 'Ana,@A1'])
      for (const part of safeCell(v).split(/[;,]/)) expect(part).not.toMatch(/^ *[=+\-@\t\r]/);
    for (const v of ['Peña, José', 'Suite 300; floor 2', '1,5']) expect(safeCell(v)).toBe(v);
  });

  it('keeps numbers numbers: a negative amount is not a formula', () => {
    expect(safeCell(-12.5)).toBe('-12.5');
    expect(safeCell('-12.50')).toBe('-12.50');
    expect(safeCell('-3')).toBe('-3');
    for (const v of ['-2+3', '-1e5', '-A1']) expect(safeCell(v)).toBe(`'${v}`);
  });

  it('quotes a CSV field holding ; so a semicolon-locale spreadsheet keeps it one cell', () => {
    const text = csvFile(['Name', 'Amount'], [['Ana;=1+1', -12.5]]);
    expect(text).toContain(`"Ana;'=1+1",-12.5\r\n`);
    // Even a reader that splits on ; and ignores the quotes gets no cell starting a formula.
    for (const part of text.split(/[;\r\n]+/)) expect(part).not.toMatch(/^"? *[=+@\t]/);
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
    await book.xlsx.load(
      (await xlsxFile(
        'S',
        ['Name', 'Note', 'Amount'],
        [['=1+1', 'Ana;=1+1', -12.5]],
      )) as unknown as ArrayBuffer,
    );
    const row = book.worksheets[0]!.getRow(2);
    expect(row.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(1).value).toBe("'=1+1");
    expect(row.getCell(2).value).toBe("Ana;'=1+1");
    expect(row.getCell(3).type).toBe(ExcelJS.ValueType.Number);
    expect(row.getCell(3).value).toBe(-12.5);
  });
});
