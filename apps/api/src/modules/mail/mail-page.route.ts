import type { FastifyInstance } from 'fastify';
import { isDbInt, type Db } from '../../db';
import { escapeHtml } from '../../kernel/mail/html';
import { findAttachment, findMail, recentMails } from '../../kernel/mail/outbox.repository';

// The list is our own page (no scripts at all); a mail body is third-party-looking HTML, so it is
// served sandboxed: no scripts, no forms, no same-origin access, only inline styles and images.
const LIST_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";
const BODY_CSP =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src http: https: data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;color:#1f2937}table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:6px 10px;border-bottom:1px solid #e5e7eb;font-size:14px}th{background:#f3f4f6}
.s-failed{color:#b91c1c}.s-pending,.s-sending{color:#92400e}</style></head><body>${body}</body></html>`;

/**
 * Local mail page (MAIL_PAGE=1 only): GET /mail lists the outbox newest first, GET /mail/:id shows
 * one mail's HTML. A development aid: it shows what mails contain (sign-in links, reset and
 * continue codes, receipts) to anyone who opens it, so it exists only when asked for, and
 * NODE_ENV=production refuses to start with it (config.ts). `npm start`, tools/dev.mjs and the
 * browser journeys turn it on.
 */
export function registerMailPage(app: FastifyInstance, db: Db): void {
  app.get('/mail', { schema: { hide: true } }, async (_req, reply) => {
    const rows = await recentMails(db);
    const list = rows
      .map(
        (
          m,
        ) => `<tr><td>${escapeHtml(m.to_address)}</td><td><a href="/mail/${m.id}">${escapeHtml(m.subject)}</a></td>
<td>${m.attachment ? `<a href="/mail/${m.id}/attachments/0">${escapeHtml(m.attachment)}</a>` : ''}</td><td>${escapeHtml(m.created_at)}</td><td class="s-${m.status}">${escapeHtml(m.status)}${
          m.attempts > 1 || m.last_error ? ` (${m.attempts} attempts)` : ''
        }</td></tr>`,
      )
      .join('\n');
    const body = `<h1>Outbox</h1><p>Mail queued by the Benefit Store, newest first.</p>
<table><thead><tr><th>To</th><th>Subject</th><th>Attachment</th><th>Time</th><th>Status</th></tr></thead><tbody>
${list || '<tr><td colspan="5">No mail yet.</td></tr>'}</tbody></table>`;
    return reply
      .header('content-security-policy', LIST_CSP)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(page('Outbox', body));
  });

  app.get<{ Params: { id: string } }>('/mail/:id', { schema: { hide: true } }, async (req, reply) => {
    const id = Number(req.params.id);
    const mail = /^\d+$/.test(req.params.id) && isDbInt(id) ? await findMail(db, id) : undefined;
    if (!mail) {
      return reply
        .code(404)
        .header('content-security-policy', LIST_CSP)
        .type('text/html; charset=utf-8')
        .send(page('Not found', '<h1>Mail not found</h1><p><a href="/mail">Back to the outbox</a></p>'));
    }
    return reply
      .header('content-security-policy', BODY_CSP)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-frame-options', 'SAMEORIGIN')
      .type('text/html; charset=utf-8')
      .send(mail.html);
  });

  // An attachment (the receipt's PDF), downloaded as a file: never rendered in the page's origin.
  app.get<{ Params: { id: string; n: string } }>(
    '/mail/:id/attachments/:n',
    { schema: { hide: true } },
    async (req, reply) => {
      const id = Number(req.params.id);
      const n = Number(req.params.n);
      const ok = /^\d+$/.test(req.params.id) && isDbInt(id) && /^\d{1,2}$/.test(req.params.n);
      const file = ok ? await findAttachment(db, id, n) : undefined;
      if (!file)
        return reply
          .code(404)
          .header('content-security-policy', LIST_CSP)
          .type('text/plain')
          .send('Not found');
      return reply
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
        .type(file.contentType)
        .send(file.content);
    },
  );
}
