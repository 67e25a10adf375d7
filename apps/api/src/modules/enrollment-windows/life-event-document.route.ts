import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db';
import { NOT_ALLOWED, requireGroupAccess, requirePrincipal } from '../../kernel/access/access';
import { eventById } from '../../kernel/enrollment-windows/life-events.repository';
import { readDocument } from '../../kernel/enrollment-windows/life-event-documents.repository';
import { fieldError } from '../../http/errors';

/** Where a life event's document is opened (a plain browser navigation, like the 834 downloads). */
export const LIFE_EVENT_DOCUMENT_PATH = '/life-event-documents';

/** `filename="..."` in ASCII for old clients and `filename*` in UTF-8 for the rest (RFC 6266). */
export function attachmentName(name: string): string {
  const ascii = name.replace(/[^\w. -]/g, '_').slice(0, 120) || 'document';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * GET /life-event-documents/:document_id (issue 29, ADR 0034): one document of a reported life
 * event, for the staff who decide it and the platform administrator (access rule
 * 'open-life-event-documents', asked of the one access decision with the event's group). Signed
 * out is 401; another group's document, or an id that does not exist, 403 alike, so ids cannot be
 * probed. The content is opened from the sealed store, checked against the hash kept at upload,
 * and always saved as a file: attachment, the type read from its content at upload, nosniff, a
 * sandbox CSP and no cache, so a crafted file never runs in the page's origin.
 */
export function registerLifeEventDocument(app: FastifyInstance, db: Db, config: AppConfig): void {
  app.get<{ Params: { document_id: string } }>(
    `${LIFE_EVENT_DOCUMENT_PATH}/:document_id`,
    { schema: { hide: true } },
    async (req, reply) => {
      const ctx = { req, db };
      await requirePrincipal(ctx);
      const id = /^[1-9]\d{0,11}$/.test(req.params.document_id) ? Number(req.params.document_id) : null;
      const doc = id === null ? null : await readDocument(db, config.dataKey, id);
      const event = doc && (await eventById(db, doc.eventId));
      if (!doc || !event) throw fieldError(403, 'session', NOT_ALLOWED);
      await requireGroupAccess(ctx, 'open-life-event-documents', event.groupId);
      if (createHash('sha256').update(doc.bytes).digest('hex') !== doc.sha256)
        throw new Error(`life event document ${doc.documentId} does not match its hash`);
      return reply
        .header('content-type', doc.contentType)
        .header('content-disposition', attachmentName(doc.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'no-store')
        .send(doc.bytes);
    },
  );
}
