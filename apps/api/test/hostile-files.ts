import { constants, crc32, deflateRawSync, createDeflateRaw } from 'node:zlib';

/**
 * Hostile files built by the tests themselves (issue 26): a workbook whose shared strings inflate
 * to hundreds of megabytes from a few hundred kilobytes, written with a minimal zip writer so the
 * sizes its headers declare can also lie. Nothing here is used by the server.
 */
type Part = { name: string; data: Buffer; size: number; crc: number; declared?: number };

const u16 = (n: number) => Buffer.from([n & 0xff, (n >> 8) & 0xff]);
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
};

/** A zip of deflated parts; `declared` overrides the inflated size written in the headers. */
export function zipOf(parts: Part[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const size = p.declared ?? p.size;
    const fields = [u16(20), u16(0), u16(8), u16(0), u16(0), u32(p.crc), u32(p.data.length), u32(size)];
    const local = Buffer.concat([u32(0x04034b50), ...fields, u16(name.length), u16(0), name, p.data]);
    central.push(
      Buffer.concat([
        u32(0x02014b50),
        u16(20),
        ...fields,
        u16(name.length),
        u16(0),
        u16(0),
        u16(0),
        u16(0),
        u32(0),
        u32(offset),
        name,
      ]),
    );
    locals.push(local);
    offset += local.length;
  }
  const dir = Buffer.concat(central);
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(parts.length),
    u16(parts.length),
    u32(dir.length),
    u32(offset),
    u16(0),
  ]);
  return Buffer.concat([...locals, dir, end]);
}

const part = (name: string, text: string): Part => {
  const raw = Buffer.from(text);
  return { name, data: deflateRawSync(raw, { level: 9 }), size: raw.length, crc: crc32(raw) };
};

/** `head`, then `unit` repeated to about `bytes`, then `tail`, deflated as a stream (never held whole). */
async function bombPart(
  name: string,
  head: string,
  unit: string,
  bytes: number,
  tail: string,
): Promise<Part> {
  const deflate = createDeflateRaw({ level: constants.Z_BEST_COMPRESSION, memLevel: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const chunk = Buffer.from(unit.repeat(Math.ceil((1024 * 1024) / unit.length)));
  let crc = 0;
  let size = 0;
  const write = (b: Buffer) => {
    crc = crc32(b, crc);
    size += b.length;
    return deflate.write(b) || new Promise((r) => deflate.once('drain', r));
  };
  await write(Buffer.from(head));
  while (size < bytes) await write(chunk);
  await write(Buffer.from(tail));
  deflate.end();
  await done;
  return { name, data: Buffer.concat(out), size, crc };
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>';
const WORKBOOK =
  '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Census" sheetId="1" r:id="rId1"/></sheets></workbook>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>';
const SHEET =
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="s"><v>1</v></c></row></sheetData></worksheet>';

/**
 * The workbook: about 400 MB of shared strings in a file of a few hundred KB. With
 * `lying`, the headers declare the shared strings as 1 KB, so only counting while inflating
 * catches it.
 */
let sharedBomb: Promise<Part> | undefined;
export async function inflatingXlsx(opts: { lying?: boolean } = {}): Promise<Buffer> {
  // Deflating 400 MB takes a few seconds: once per test process.
  sharedBomb ??= bombPart(
    'xl/sharedStrings.xml',
    '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">',
    '<si><t>Employee ID</t></si>',
    400 * 1024 * 1024,
    '</sst>',
  );
  const shared = { ...(await sharedBomb), ...(opts.lying && { declared: 16 * 1024 * 1024 }) };
  return zipOf([
    part('[Content_Types].xml', CONTENT_TYPES),
    part('xl/workbook.xml', WORKBOOK),
    part('xl/_rels/workbook.xml.rels', RELS),
    part('xl/worksheets/sheet1.xml', SHEET),
    shared,
  ]);
}
