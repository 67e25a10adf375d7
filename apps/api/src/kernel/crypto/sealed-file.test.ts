import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sealJson } from './data-key';
import { openSealedFile } from './sealed-file';

const KEY = 'a test data key of enough length to seal with';
const bytes = Buffer.from('%PDF-1.7 a birth certificate');
const row = (content: Buffer, sha256 = createHash('sha256').update(bytes).digest('hex')) => ({
  document_id: 7,
  file_name_enc: sealJson('certificate.pdf', KEY),
  content_enc: sealJson(content.toString('base64'), KEY),
  sha256,
});

describe('openSealedFile', () => {
  it('opens the name and the bytes, and keeps the other columns', () => {
    const opened = openSealedFile(row(bytes), KEY, 'document 7');
    expect(opened.fileName).toBe('certificate.pdf');
    expect(opened.bytes.equals(bytes)).toBe(true);
    expect(opened).toMatchObject({ document_id: 7 });
    expect(opened).not.toHaveProperty('content_enc');
  });

  it('refuses content that does not match the hash kept when it was stored', () => {
    expect(() => openSealedFile(row(Buffer.from('%PDF-1.7 something else')), KEY, 'document 7')).toThrow(
      'document 7 does not match its hash',
    );
  });
});
