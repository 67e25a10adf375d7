import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db';
import { notFound } from '../../http/errors';
import { PLAN_DOCUMENT_PATH } from '../../kernel/eoi/plan-document-link';
import { readPlanDocument } from '../../kernel/eoi/plan-documents.repository';
import { DOCUMENT_NOT_FOUND } from './get-plan-document-file.handler';
import { listedPlan } from './listed-plan';

/** `filename="..."` in ASCII for old clients and `filename*` in UTF-8 for the rest (RFC 6266). */
const attachment = (name: string) => {
  const ascii = name.replace(/[^\w. -]/g, '_').slice(0, 120) || 'document.pdf';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

/**
 * GET /plan-documents/:document_id (issue 30, ADR 0038): a listed plan's document by a plain link,
 * for the receipt mail. Public like get-plan-document-file (an SBC is for anyone shopping the
 * plan, ADR 0035); an unlisted plan's or an unknown document is 404 alike. Always an attachment,
 * nosniff and a sandbox CSP, so a PDF never opens in the store's origin; the bytes are checked
 * against the stored hash when opened.
 */
export function registerPlanDocumentFile(app: FastifyInstance, db: Db, config: AppConfig): void {
  app.get<{ Params: { document_id: string } }>(
    `${PLAN_DOCUMENT_PATH}/:document_id`,
    { schema: { hide: true } },
    async (req, reply) => {
      const id = /^[1-9]\d{0,9}$/.test(req.params.document_id) ? Number(req.params.document_id) : 0;
      const doc = id && id <= 2_147_483_647 ? await readPlanDocument(db, config.dataKey, id) : null;
      if (!doc || !(await listedPlan(db, doc.planId))) throw notFound('document_id', DOCUMENT_NOT_FOUND);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(doc.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'public, max-age=300')
        .send(doc.bytes);
    },
  );
}
