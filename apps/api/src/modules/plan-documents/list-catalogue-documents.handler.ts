import type { Handler } from '../../kernel/handler';
import { authorize } from '../../kernel/access/access';
import { openJson } from '../../kernel/crypto/data-key';
import type { PlanDocumentKind } from '../../kernel/eoi/plan-document';

/**
 * GET list-catalogue-documents (issue 30, ADR 0035): every plan of the catalogue, listed or not,
 * with all its documents in every language (names and sizes, never content), for the platform
 * administrator's "Plan documents" page (access rule 'manage-plan-documents').
 */
export const listCatalogueDocuments: Handler<'list-catalogue-documents'> = async ({ db, req, config }) => {
  await authorize({ req, db }, 'manage-plan-documents', {});
  const plans = await db.query<{ plan_id: number; name: string; category: string; listed: boolean }>(
    'SELECT plan_id, name, category, listed FROM plans ORDER BY category, name, plan_id',
  );
  const docs = await db.query<{
    document_id: number;
    plan_id: number;
    kind: PlanDocumentKind;
    language: string;
    file_name_enc: string;
    byte_size: number;
    uploaded_at: string;
  }>(
    `SELECT document_id::int AS document_id, plan_id, kind, language, file_name_enc, byte_size,
            uploaded_at::text AS uploaded_at
       FROM plan_documents ORDER BY plan_id, kind, language`,
  );
  return {
    plans: plans.map((p) => ({
      ...p,
      documents: docs
        .filter((d) => d.plan_id === p.plan_id)
        .map(({ file_name_enc, ...d }) => ({
          ...d,
          file_name: openJson<string>(file_name_enc, config.dataKey),
        })),
    })),
  };
};
