import type { Handler } from '../../kernel/handler';
import { documentsOfPlan } from '../../kernel/eoi/plan-documents.repository';
import { documentView } from '../../kernel/eoi/plan-document-view';
import { listedPlan } from './listed-plan';

/**
 * GET get-plan-documents (issue 30, ADR 0035): a listed plan's documents for its detail page, each
 * kind in the reader's language, else in English. Public like the plan's detail: an SBC is a
 * public document that the law asks to hand to anyone shopping the plan. An unlisted or unknown
 * plan answers an empty list, so the call reveals nothing the catalogue does not show.
 */
export const getPlanDocuments: Handler<'get-plan-documents'> = async ({ db, query, config, lang }) => {
  if (!(await listedPlan(db, query.plan_id))) return { items: [] };
  return { items: (await documentsOfPlan(db, config.dataKey, query.plan_id, lang)).map(documentView) };
};
