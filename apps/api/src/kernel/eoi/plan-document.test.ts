import { describe, expect, it } from 'vitest';
import { checkPlanDocument, PLAN_DOCUMENT_MAX_BYTES } from './plan-document';

const text = (s: string) => new TextEncoder().encode(s);
const SBC = text(
  '%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% Summary of Benefits and Coverage\n%%EOF\n',
);
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('a plan document is a PDF by its content', () => {
  it('accepts a PDF with its size, hash and safe name', () => {
    const ok = checkPlanDocument('../SBC 2027 (dental).pdf', SBC);
    expect(ok).toMatchObject({
      ok: true,
      contentType: 'application/pdf',
      byteSize: SBC.length,
      fileName: 'SBC 2027 (dental).pdf',
    });
    expect(ok.ok && ok.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(checkPlanDocument('', SBC)).toMatchObject({ ok: true, fileName: 'document.pdf' });
    expect(checkPlanDocument('certificate', SBC)).toMatchObject({ ok: true, fileName: 'certificate' });
  });

  it('refuses anything else: empty, over 10 MB, an image, HTML, a PDF named otherwise', () => {
    expect(checkPlanDocument('a.pdf', new Uint8Array())).toEqual({
      ok: false,
      field: 'file',
      message: 'This file is empty.',
    });
    const big = new Uint8Array(PLAN_DOCUMENT_MAX_BYTES + 1);
    big.set(SBC);
    expect(checkPlanDocument('a.pdf', big)).toMatchObject({ message: 'This file is larger than 10 MB.' });
    const atCap = new Uint8Array(PLAN_DOCUMENT_MAX_BYTES);
    atCap.set(SBC);
    expect(checkPlanDocument('a.pdf', atCap)).toMatchObject({ ok: true, byteSize: PLAN_DOCUMENT_MAX_BYTES });
    expect(checkPlanDocument('sbc.pdf', PNG)).toMatchObject({
      ok: false,
      message: 'Plan documents must be PDF files.',
    });
    expect(checkPlanDocument('sbc.pdf', text('<html><script>1</script>'))).toMatchObject({ ok: false });
    expect(checkPlanDocument('sbc.pdf', text(' %PDF-1.7'))).toMatchObject({ ok: false });
    expect(checkPlanDocument('sbc.html', SBC)).toMatchObject({
      ok: false,
      message: 'Plan documents must be PDF files.',
    });
  });
});
