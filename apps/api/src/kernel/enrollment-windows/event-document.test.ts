import { describe, expect, it } from 'vitest';
import { checkDocument, DOCUMENT_MAX_BYTES, safeFileName, sniffDocument } from './event-document';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const text = (s: string) => new TextEncoder().encode(s);
const demoCertificate = (day: string) =>
  text(`%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% born ${day}\n%%EOF\n`);

describe('an event document is checked by its content', () => {
  it('knows PDF, JPEG and PNG by their first bytes', () => {
    expect(sniffDocument(demoCertificate('2026-11-17'))).toBe('pdf');
    expect(sniffDocument(JPEG)).toBe('jpeg');
    expect(sniffDocument(PNG)).toBe('png');
    expect(sniffDocument(text('<html><script>alert(1)</script>'))).toBeNull();
    expect(sniffDocument(text('MZ\x90\x00'))).toBeNull();
    expect(sniffDocument(text(' %PDF-1.4'))).toBeNull();
    expect(sniffDocument(Uint8Array.from([0xff, 0xd8]))).toBeNull();
  });

  it('accepts a document whose name agrees, and keeps its size and hash', () => {
    const pdf = demoCertificate('2026-11-17');
    const ok = checkDocument('C:\\Users\\carla\\birth certificate.PDF', pdf);
    expect(ok).toMatchObject({ ok: true, type: 'pdf', contentType: 'application/pdf', byteSize: pdf.length });
    expect(ok.ok && ok.fileName).toBe('birth certificate.PDF');
    expect(ok.ok && ok.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(checkDocument('photo.jpeg', JPEG)).toMatchObject({ ok: true, type: 'jpeg' });
    expect(checkDocument('photo.jpg', JPEG)).toMatchObject({ ok: true, contentType: 'image/jpeg' });
    expect(checkDocument('scan', PNG)).toMatchObject({ ok: true, type: 'png', fileName: 'scan' });
    expect(checkDocument('', PNG)).toMatchObject({ ok: true, fileName: 'document.png' });
  });

  it('refuses empty, too big, another type, or a name that lies', () => {
    expect(checkDocument('a.pdf', new Uint8Array())).toEqual({
      ok: false,
      field: 'file',
      message: 'This file is empty.',
    });
    const big = new Uint8Array(DOCUMENT_MAX_BYTES + 1);
    big.set(PNG);
    expect(checkDocument('a.png', big)).toMatchObject({ message: 'This file is larger than 5 MB.' });
    const atCap = new Uint8Array(DOCUMENT_MAX_BYTES);
    atCap.set(PNG);
    expect(checkDocument('a.png', atCap)).toMatchObject({ ok: true });
    expect(checkDocument('cert.pdf', text('<html></html>'))).toMatchObject({
      message: 'Please upload a PDF, JPEG or PNG file.',
    });
    expect(checkDocument('cert.pdf', PNG)).toMatchObject({ ok: false, field: 'file' });
    expect(checkDocument('cert.exe', JPEG)).toMatchObject({ ok: false });
    expect(checkDocument('cert.html', demoCertificate('2026-11-17'))).toMatchObject({ ok: false });
  });

  it('keeps a safe base name', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('a\u0000b\r\n.pdf')).toBe('ab.pdf');
    expect(safeFileName(`${'x'.repeat(200)}.pdf`)).toHaveLength(120);
    expect(safeFileName(`${'x'.repeat(200)}.pdf`).endsWith('.pdf')).toBe(true);
  });
});
