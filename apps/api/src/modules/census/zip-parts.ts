import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { invalid } from '../../http/errors';
import { TOO_MUCH_INFLATED, UNREADABLE } from './census-limits';

/**
 * The parts of a zip (a workbook), each inflated as a stream with a bound on its inflated bytes
 * counted chunk by chunk: a part past its bound stops inflating at once, so a zip bomb costs at
 * most the bound, never its full size. yauzl reads the central directory, so parts are read in
 * the order the reader needs (shared strings before the sheet), whatever order the zip holds.
 */
export type ZipParts = {
  has(name: string): boolean;
  /** Streams a part's text to `onText`; refuses the file when it inflates past `maxBytes`. */
  read(name: string, maxBytes: number, onText: (text: string) => void): Promise<void>;
  close(): void;
};

// A workbook has a dozen parts; thousands mean something else.
const MAX_PARTS = 1000;
const refuse = (message: string) => invalid('content_base64', message);

export async function openZip(bytes: Buffer): Promise<ZipParts> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (err, z) =>
      err ? reject(refuse(UNREADABLE)) : resolve(z),
    ),
  );
  const entries = new Map<string, Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (e: Entry) => {
      if (entries.size >= MAX_PARTS) return reject(refuse(UNREADABLE));
      entries.set(e.fileName, e);
      zip.readEntry();
    });
    zip.once('end', resolve);
    zip.once('error', () => reject(refuse(UNREADABLE)));
    zip.readEntry();
  });
  return {
    has: (name) => entries.has(name),
    read: (name, maxBytes, onText) => readPart(zip, entries.get(name), maxBytes, onText),
    close: () => zip.close(),
  };
}

async function readPart(
  zip: ZipFile,
  entry: Entry | undefined,
  maxBytes: number,
  onText: (t: string) => void,
) {
  if (!entry) throw refuse(UNREADABLE);
  // The declared size is a claim checked first (cheap); the inflated bytes are counted anyway.
  if (entry.uncompressedSize > maxBytes) throw refuse(TOO_MUCH_INFLATED);
  const stream = await new Promise<NodeJS.ReadableStream & { destroy(): void }>((resolve, reject) =>
    zip.openReadStream(entry, (err, s) => (err ? reject(refuse(UNREADABLE)) : resolve(s))),
  );
  const decoder = new TextDecoder('utf-8');
  let inflated = 0;
  await new Promise<void>((resolve, reject) => {
    let failed = false;
    const fail = (e: unknown) => {
      if (failed) return;
      failed = true;
      stream.destroy();
      reject(e);
    };
    stream.on('data', (chunk: Buffer) => {
      if (failed) return;
      inflated += chunk.length;
      if (inflated > maxBytes) return fail(refuse(TOO_MUCH_INFLATED));
      try {
        onText(decoder.decode(chunk, { stream: true }));
      } catch (e) {
        fail(e);
      }
    });
    // yauzl errors when a part inflates past its declared size (a lying header) or is corrupt.
    stream.on('error', (e: Error) =>
      fail(/too many bytes/i.test(e.message) ? refuse(TOO_MUCH_INFLATED) : refuse(UNREADABLE)),
    );
    stream.on('end', () => {
      if (failed) return;
      try {
        onText(decoder.decode());
        resolve();
      } catch (e) {
        fail(e);
      }
    });
  });
}
