import type { Handler } from '../../kernel/handler';
import { fieldError, invalid } from '../../http/errors';
import { authorize } from '../../kernel/access/access';
import type { CheckedPlanDocument } from '../../kernel/eoi/plan-document';
import { documentsOfPlan, savePlanDocument } from '../../kernel/eoi/plan-documents.repository';
import { uploadPool } from '../../kernel/workers/upload-pool';
import { countUpload, oneAtATime } from '../../kernel/workers/upload-guard';
import { documentView } from '../../kernel/eoi/plan-document-view';

const FIELD = 'content_base64';
export const PLAN_NOT_FOUND = 'This plan was not found.';

/**
 * POST upload-plan-document (issue 30, ADR 0035): the platform administrator (access rule
 * 'manage-plan-documents') stores a plan's SBC, certificate or brochure in one language. The file
 * is read in an upload worker (ADR 0025: a PDF by its content, 10 MB cap, its hash), one at a
 * time per plan, kind and language and within a budget per administrator, then stored sealed; it
 * replaces the plan's current document of that kind and language.
 */
export const uploadPlanDocument: Handler<'upload-plan-document'> = async ({
  db,
  req,
  reply,
  body,
  config,
}) => {
  const principal = await authorize({ req, db }, 'manage-plan-documents', {});
  const [plan] = await db.query('SELECT 1 FROM plans WHERE plan_id = $1', [body.plan_id]);
  if (!plan) throw fieldError(404, 'plan_id', PLAN_NOT_FOUND);
  await countUpload({ req, reply }, 'planDocument', principal.account_id ?? principal.email, FIELD);
  const bytes = Buffer.from(body.content_base64, 'base64');
  const doc = await oneAtATime(
    { req, reply },
    `plan-document:${body.plan_id}:${body.kind}:${body.language}`,
    FIELD,
    () => uploadPool().run<CheckedPlanDocument>('planDocument', { fileName: body.file_name, bytes }, FIELD),
  );
  if (!doc.ok) throw invalid(FIELD, doc.message);
  const by = principal.account_id;
  const id = await savePlanDocument(
    db,
    config.dataKey,
    { planId: body.plan_id, language: body.language, kind: body.kind, by },
    doc,
    bytes,
  );
  const saved = (await documentsOfPlan(db, config.dataKey, body.plan_id, body.language)).find(
    (d) => d.documentId === id,
  )!;
  return documentView(saved);
};
