import { invalid } from '../../http/errors';
import {
  CELL_TOO_LONG,
  MAX_CELL_CHARS,
  MAX_CELLS,
  MAX_COLUMNS,
  MAX_ROWS,
  MAX_SHARED_STRINGS_BYTES,
  MAX_SHEET_BYTES,
  MAX_SMALL_PART_BYTES,
  TOO_MANY_COLUMNS,
  TOO_MANY_ROWS,
  UNREADABLE,
  TOO_MUCH_INFLATED,
} from './census-limits';
import { readXmlPart } from './xml-part';
import { dateStyleReader, serialToIsoDate } from './xlsx-styles';
import { openZip, type ZipParts } from './zip-parts';

const refuse = (message: string) => invalid('content_base64', message);

/**
 * The first sheet of a workbook as rows of text cells (blank rows dropped), read as a stream:
 * rows, columns, cell length and every part's inflated size are checked while it is read, so a
 * hostile workbook is refused after costing at most the limits (census-limits.ts). A cell reads as
 * a person sees it: a date cell as YYYY-MM-DD, a formula as `=` and its text (never evaluated).
 */
export async function xlsxCells(bytes: Buffer): Promise<string[][]> {
  const zip = await openZip(bytes);
  try {
    const { sheetPath, date1904 } = await firstSheet(zip);
    const styles = dateStyleReader();
    if (zip.has('xl/styles.xml')) await readXmlPart(zip, 'xl/styles.xml', MAX_SMALL_PART_BYTES, styles);
    const shared = zip.has('xl/sharedStrings.xml') ? await sharedStrings(zip) : [];
    return await sheetRows(zip, sheetPath, { shared, dateStyles: styles.dateStyles(), date1904 });
  } finally {
    zip.close();
  }
}

/** The first sheet's part name, from the workbook and its relationships. */
async function firstSheet(zip: ZipParts) {
  let rid: string | undefined;
  let date1904 = false;
  await readXmlPart(zip, 'xl/workbook.xml', MAX_SMALL_PART_BYTES, {
    open(name, attr) {
      if (name === 'workbookPr') date1904 = attr.date1904 === '1' || attr.date1904 === 'true';
      if (name === 'sheet' && rid === undefined)
        rid = Object.entries(attr).find(([k]) => k === 'r:id' || k.endsWith(':id'))?.[1];
    },
  });
  let target: string | undefined;
  if (zip.has('xl/_rels/workbook.xml.rels'))
    await readXmlPart(zip, 'xl/_rels/workbook.xml.rels', MAX_SMALL_PART_BYTES, {
      open(name, attr) {
        if (name === 'Relationship' && attr.Id === rid) target = attr.Target;
      },
    });
  const sheetPath = !target
    ? 'xl/worksheets/sheet1.xml'
    : target.startsWith('/')
      ? target.slice(1)
      : `xl/${target.replace(/^\.\//, '')}`;
  if (!zip.has(sheetPath)) throw refuse(UNREADABLE);
  return { sheetPath, date1904 };
}

/** The shared strings (rich text runs joined, phonetic hints skipped), each bounded as it is read. */
async function sharedStrings(zip: ZipParts): Promise<string[]> {
  const out: string[] = [];
  let text: string | null = null;
  let inT = false;
  let inPhonetic = false;
  await readXmlPart(zip, 'xl/sharedStrings.xml', MAX_SHARED_STRINGS_BYTES, {
    open(name) {
      if (name === 'si') text = '';
      else if (name === 't') inT = true;
      else if (name === 'rPh') inPhonetic = true;
    },
    text(t) {
      if (text === null || !inT || inPhonetic) return;
      text += t;
      if (text.length > MAX_CELL_CHARS) throw refuse(CELL_TOO_LONG);
    },
    close(name) {
      if (name === 't') inT = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'si') {
        if (out.length >= MAX_CELLS) throw refuse(TOO_MUCH_INFLATED);
        out.push(text ?? '');
        text = null;
      }
    },
  });
  return out;
}

type Cell = {
  col: number;
  type: string;
  style: number;
  v: string;
  f: string;
  shared?: string;
  inline: string;
};

/** "AB12" -> 27 (0-based column), or -1 when the reference has no letters. */
function columnOf(ref: string | undefined): number {
  const letters = /^[A-Z]+/i.exec(ref ?? '')?.[0];
  if (!letters) return -1;
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

async function sheetRows(
  zip: ZipParts,
  path: string,
  book: { shared: string[]; dateStyles: Set<number>; date1904: boolean },
): Promise<string[][]> {
  const rows: string[][] = [];
  const sharedFormulas = new Map<string, string>();
  let row: string[] | null = null;
  let cell: Cell | null = null;
  let into: 'v' | 'f' | 'inline' | null = null;
  let cells = 0;
  const valueOf = (c: Cell): string => {
    if (c.f) return `=${c.f}`;
    if (c.shared !== undefined && sharedFormulas.has(c.shared)) return `=${sharedFormulas.get(c.shared)}`;
    switch (c.type) {
      case 's':
        return book.shared[Number(c.v)] ?? '';
      case 'inlineStr':
        return c.inline;
      case 'b':
        return c.v === '1' ? 'true' : c.v === '' ? '' : 'false';
      case 'str':
      case 'e':
        return c.v;
      case 'd':
        return c.v.slice(0, 10);
      default: {
        if (c.v === '') return '';
        const n = Number(c.v);
        if (!Number.isFinite(n)) return c.v;
        return book.dateStyles.has(c.style) ? serialToIsoDate(n, book.date1904) : String(n);
      }
    }
  };
  await readXmlPart(zip, path, MAX_SHEET_BYTES, {
    open(name, attr) {
      if (name === 'row') row = [];
      else if (name === 'c' && row) {
        if (++cells > MAX_CELLS) throw refuse(TOO_MUCH_INFLATED);
        const at = columnOf(attr.r);
        cell = {
          col: at >= 0 ? at : row.length,
          type: attr.t ?? 'n',
          style: Number(attr.s ?? 0),
          v: '',
          f: '',
          inline: '',
        };
      } else if (cell && name === 'v') into = 'v';
      else if (cell && name === 'f') {
        into = 'f';
        if (attr.t === 'shared' && attr.si !== undefined) cell.shared = attr.si;
      } else if (cell && name === 't') into = 'inline';
    },
    text(t) {
      if (!cell || !into) return;
      cell[into] += t;
      if (cell[into].length > MAX_CELL_CHARS) throw refuse(CELL_TOO_LONG);
    },
    close(name) {
      if (name === 'v' || name === 'f' || name === 't') {
        // A shared formula's first cell holds its text; the others point at it by index.
        if (name === 'f' && cell?.shared !== undefined && cell.f) sharedFormulas.set(cell.shared, cell.f);
        into = null;
      } else if (name === 'c' && cell && row) {
        const text = valueOf(cell);
        if (text !== '') {
          if (cell.col >= MAX_COLUMNS) throw refuse(TOO_MANY_COLUMNS);
          row[cell.col] = text;
        }
        cell = null;
      } else if (name === 'row' && row) {
        const full = Array.from(row, (c) => c ?? '');
        if (full.some((c) => c.trim() !== '')) {
          rows.push(full);
          if (rows.length > MAX_ROWS) throw refuse(TOO_MANY_ROWS);
        }
        row = null;
      }
    },
  });
  return rows;
}
