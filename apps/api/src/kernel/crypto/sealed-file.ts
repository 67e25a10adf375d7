import { createHash } from 'node:crypto';
import { openJson, type DataKey } from './data-key';

/** A stored file's row as read: name and content sealed, the hash of its bytes kept beside them. */
export type SealedFileRow = { file_name_enc: string; content_enc: string; sha256: string };

/**
 * Opens a stored file (a life event's document, a plan document): its name and bytes, checked
 * against the hash kept when it was stored, so a row altered at rest is never served as the file.
 */
export function openSealedFile<R extends SealedFileRow>(
  row: R,
  key: DataKey,
  what: string,
): Omit<R, 'file_name_enc' | 'content_enc'> & { fileName: string; bytes: Buffer } {
  const { file_name_enc, content_enc, ...rest } = row;
  const bytes = Buffer.from(openJson<string>(content_enc, key), 'base64');
  if (createHash('sha256').update(bytes).digest('hex') !== rest.sha256)
    throw new Error(`${what} does not match its hash`);
  return { ...rest, fileName: openJson<string>(file_name_enc, key), bytes };
}
