import Papa from 'papaparse';
import { CENSUS_MAX_BYTES, CENSUS_MAX_ROWS } from '@bs/contract';
import { invalid } from '../../http/errors';
import {
  CELL_TOO_LONG,
  EMPTY_FILE,
  HEADER_ONLY,
  MAX_CELL_CHARS,
  MAX_COLUMNS,
  MAX_ROWS,
  NOT_A_CENSUS_FILE,
  TOO_BIG,
  TOO_MANY_COLUMNS,
  TOO_MANY_ROWS,
} from './census-limits';
import { xlsxCells } from './xlsx-cells';

/**
 * A census upload -> its rows of text cells (the header first). CSV goes through papaparse, a
 * workbook through a streaming reader (xlsx-cells.ts); this file only decides which one a file is
 * and refuses what neither can read, before anything is compared or saved. It runs in an upload
 * worker (upload-worker.ts), off the event loop. Every refusal names the file field, in English
 * (the envelope is translated centrally).
 */
export type CensusSheet = { header: string[]; rows: string[][] };

export {
  EMPTY_FILE,
  HEADER_ONLY,
  NOT_A_CENSUS_FILE,
  TOO_BIG,
  TOO_MANY_ROWS,
  UNREADABLE,
} from './census-limits';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const isZip = (b: Uint8Array) => ZIP_MAGIC.every((x, i) => b[i] === x);

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
  const [header, ...rows] = cells;
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

/** Index past the last non-blank cell: trailing empty columns a spreadsheet exports do not count. */
const usedWidth = (row: string[]) => {
  let n = row.length;
  while (n > 0 && row[n - 1]!.trim() === '') n--;
  return n;
};

/** The CSV's non-blank rows, checked row by row as papaparse reads them; stops at the first refusal. */
function csvCells(bytes: Buffer): string[][] {
  const text = csvText(bytes);
  if (text.trim() === '') throw refuse(EMPTY_FILE);
  const rows: string[][] = [];
  let refusal: string | undefined;
  // The delimiter is guessed among comma, semicolon (Spanish-locale Excel) and tab.
  Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t'],
    step: (result, parser) => {
      const row = result.data;
      const width = usedWidth(row);
      if (width === 0) return;
      if (width > MAX_COLUMNS) refusal = TOO_MANY_COLUMNS;
      else if (row.some((c) => c.length > MAX_CELL_CHARS)) refusal = CELL_TOO_LONG;
      else if (rows.push(row) > MAX_ROWS) refusal = TOO_MANY_ROWS;
      if (refusal) parser.abort();
    },
  });
  if (refusal) throw refuse(refusal);
  return rows;
}
