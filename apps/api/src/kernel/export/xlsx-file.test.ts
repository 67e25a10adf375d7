// The streamed XLSX writer (ADR 0027, ADR 0033) read back by two real parsers: the zip's parts
// and the sheet's XML through yauzl (what a spreadsheet opens first), and the whole workbook
// through ExcelJS's reader: every row in order, text formula-escaped, numbers as numbers with
// the money format, the header bold and frozen.
import ExcelJS from 'exceljs';
import yauzl, { type Entry } from 'yauzl';
import { describe, expect, it } from 'vitest';
import { xlsxFile } from './xlsx-file';

/** Every part of a zip, inflated, by name. */
async function partsOf(bytes: Buffer): Promise<Map<string, string>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (err, z) =>
      err ? reject(err) : resolve(z),
    ),
  );
  const parts = new Map<string, string>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (e: Entry) =>
      zip.openReadStream(e, (err, s) => {
        if (err) return reject(err);
        const chunks: Buffer[] = [];
        s.on('data', (c: Buffer) => chunks.push(c));
        s.on('end', () => {
          parts.set(e.fileName, Buffer.concat(chunks).toString('utf8'));
          zip.readEntry();
        });
        s.on('error', reject);
      }),
    );
    zip.once('end', resolve);
    zip.once('error', reject);
    zip.readEntry();
  });
  return parts;
}

const ROWS = 2_345;
function* rows() {
  for (let i = 0; i < ROWS; i++) yield [`E-${i}`, i % 7 === 0 ? '=1+1' : `Peña ${i}`, i + 0.23, null];
}

describe('xlsxFile (streamed)', () => {
  it('writes a valid workbook: parts, sheet XML, every row, escaped text, typed numbers', async () => {
    const file = await xlsxFile('Payroll deductions', ['Employee ID', 'Name', 'Amount', 'Stop'], rows(), {
      money: [2],
    });
    const parts = await partsOf(file);
    for (const name of ['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/styles.xml'])
      expect(parts.has(name), name).toBe(true);
    const xml = parts.get('xl/worksheets/sheet1.xml')!;
    expect(xml.match(/<row /g)).toHaveLength(ROWS + 1);
    // Asserted as booleans: a failing toContain would print the whole sheet.
    const has = (part: string) => xml.includes(part);
    expect(has('<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>')).toBe(true);
    expect(has('<f>')).toBe(false);
    expect(has('<v></v>')).toBe(false); // empty text is no cell
    expect(has('<c r="B2" t="str"><v>&apos;=1+1</v></c>')).toBe(true);
    expect(has('<c r="B3" t="str"><v>Peña 1</v></c>')).toBe(true);
    expect(has('<c r="C3" s="1"><v>1.23</v></c>')).toBe(true);
    expect(has(`<c r="A${ROWS + 1}" t="str"><v>E-${ROWS - 1}</v></c>`)).toBe(true);

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Payroll deductions');
    expect(sheet.rowCount).toBe(ROWS + 1);
    expect(sheet.getRow(1).getCell(1).value).toBe('Employee ID');
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).values).toEqual([undefined, 'E-0', "'=1+1", 0.23]);
    const last = sheet.getRow(ROWS + 1);
    expect(last.getCell(1).value).toBe(`E-${ROWS - 1}`);
    expect(last.getCell(3).value).toBe(ROWS - 1 + 0.23);
    expect(last.getCell(3).numFmt).toBe('#,##0.00');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('cuts a sheet name to the 31 characters Excel allows, and writes an empty sheet', async () => {
    const file = await xlsxFile('A sheet name much longer than thirty-one', ['Only'], []);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.name).toBe('A sheet name much longer than t');
    expect(book.worksheets[0]!.rowCount).toBe(1);
  });
});
