import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Queryable } from '../src/db';

// The standard 14 fonts' data (Helvetica...) that pdfkit's PDFs name without embedding.
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The text of every page of a PDF (pdfjs-dist's legacy build runs in Node without a worker setup). */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, standardFontDataUrl })
    .promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join('\n');
}

/** The receipt mails queued for an enrollment, with their PDF attachment's text. */
export async function receiptMails(db: Queryable, enrollmentId: string) {
  const rows = await db.query<{
    to_address: string;
    subject: string;
    html: string;
    text: string;
    status: string;
    attachments: { filename: string; content_type: string; content_base64: string }[] | null;
  }>(
    `SELECT to_address, subject, html, text, status, attachments FROM outbox
     WHERE enrollment_id = $1 AND kind = 'receipt' ORDER BY id`,
    [enrollmentId],
  );
  return Promise.all(
    rows.map(async (r) => ({
      ...r,
      pdf: r.attachments?.[0] ? await pdfText(Buffer.from(r.attachments[0].content_base64, 'base64')) : '',
    })),
  );
}
