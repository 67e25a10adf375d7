import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { CENSUS_MAX_BYTES, CENSUS_MAX_ROWS } from '@bs/contract';
import { invalid } from '../../http/errors';

/**
 * A census upload -> its rows of text cells (the header first). Parsing is papaparse (CSV) and
 * exceljs (XLSX); this file only decides which one a file is and refuses what neither can read,
 * before anything is compared or saved. Every refusal names the file field, in English (the
 * envelope is translated centrally).
 */
export type CensusSheet = { header: string[]; rows: string[][] };

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const isZip = (b: Buffer) => ZIP_MAGIC.every((x, i) => b[i] === x);

export const NOT_A_CENSUS_FILE = 'This file is not a CSV or Excel (.xlsx) file.';
export const EMPTY_FILE = 'This file is empty.';
export const HEADER_ONLY = 'This file has a header row but no employees.';
export const TOO_BIG = 'This file is larger than 5 MB.';
export const TOO_MANY_ROWS = 'This file has more than 20,000 employees.';
export const UNREADABLE = 'This file could not be read.';

const refuse = (message: string) => invalid('content_base64', message);

export async function readCensusFile(fileName: string, bytes: Buffer): Promise<CensusSheet> {
  if (bytes.length > CENSUS_MAX_BYTES) throw refuse(TOO_BIG);
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (ext !== 'csv' && ext !== 'xlsx') throw refuse(NOT_A_CENSUS_FILE);
  if (bytes.length === 0) throw refuse(EMPTY_FILE);
  // The extension is a claim: a workbook is a zip, a CSV is text. A binary file renamed .csv (or a
  // CSV renamed .xlsx) is refused rather than read as garbage rows.
  if ((ext === 'xlsx') !== isZip(bytes)) throw refuse(NOT_A_CENSUS_FILE);
  const cells = ext === 'csv' ? csvCells(bytes) : await xlsxCells(bytes);
  const [header, ...rows] = cells.filter((r) => r.some((c) => c.trim() !== ''));
  if (!header) throw refuse(EMPTY_FILE);
  if (rows.length === 0) throw refuse(HEADER_ONLY);
  if (rows.length > CENSUS_MAX_ROWS) throw refuse(TOO_MANY_ROWS);
  return { header: header.map((h) => h.trim()), rows };
}

/** Text of a CSV: UTF-8 (a BOM dropped), else Windows-1252, which Excel writes as "CSV". */
function csvText(bytes: Buffer): string {
  if (bytes.includes(0)) throw refuse(NOT_A_CENSUS_FILE);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  // Control characters other than tab and line breaks mean a binary file, not a spreadsheet's text.
  // eslint-disable-next-line no-control-regex -- the control characters are what is looked for
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) throw refuse(NOT_A_CENSUS_FILE);
  return text.replace(/^\uFEFF/, '');
}

function csvCells(bytes: Buffer): string[][] {
  const text = csvText(bytes);
  if (text.trim() === '') throw refuse(EMPTY_FILE);
  // The delimiter is guessed among comma, semicolon (Spanish-locale Excel) and tab.
  const parsed = Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t'],
    preview: CENSUS_MAX_ROWS + 2,
  });
  return parsed.data;
}

async function xlsxCells(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw refuse(UNREADABLE);
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw refuse(EMPTY_FILE);
  if (sheet.actualRowCount > CENSUS_MAX_ROWS + 1) throw refuse(TOO_MANY_ROWS);
  const out: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => (cells[col - 1] = cellText(cell.value)));
    out.push(Array.from(cells, (c) => c ?? ''));
  });
  return out;
}

/** A cell's value as the text a person sees; a formula is kept as its text, never evaluated. */
function cellText(v: ExcelJS.CellValue): string {
  if (v == null) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('formula' in v && v.formula) return `=${v.formula}`;
    if ('sharedFormula' in v && v.sharedFormula) return `=${v.sharedFormula}`;
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('text' in v) return String(v.text);
    if ('error' in v) return String(v.error);
    return '';
  }
  return String(v);
}
