import type { Handler } from '../../kernel/handler';
import { authorize } from '../../kernel/access/access';
import { eoiQuestionsOf } from '../../kernel/eoi/eoi-questions.repository';

/**
 * GET list-plan-eoi-settings (ADR 0039): the plans of the catalogue that sell an amount of cover
 * (an option with a benefit amount) or already have EOI rules, listed or not, each with the
 * amounts its options sell, its rules (null: none, so no election needs evidence) and the
 * questions of its EOI step in English and Spanish. For the
 * platform administrator's "EOI rules" page (access rule 'manage-eoi-settings').
 */
export const listPlanEoiSettings: Handler<'list-plan-eoi-settings'> = async ({ db, req }) => {
  await authorize({ req, db }, 'manage-eoi-settings', {});
  const rows = await db.query<{
    plan_id: number;
    name: string;
    category: string;
    listed: boolean;
    amounts: number[] | null;
    guaranteed_issue: number | null;
    eoi_on_increase: boolean | null;
    eoi_for_late_entrants: boolean | null;
    expires_after_days: number | null;
    updated_at: string | null;
  }>(
    `SELECT p.plan_id, p.name, p.category, p.listed,
            (SELECT array_agg(DISTINCT pp.benefit_amount ORDER BY pp.benefit_amount) FROM plan_pricing pp
              WHERE pp.plan_id = p.plan_id AND pp.benefit_amount IS NOT NULL) AS amounts,
            s.guaranteed_issue, s.eoi_on_increase, s.eoi_for_late_entrants, s.expires_after_days,
            s.updated_at::text AS updated_at
       FROM plans p LEFT JOIN plan_eoi_settings s ON s.plan_id = p.plan_id
      WHERE s.plan_id IS NOT NULL
         OR EXISTS (SELECT 1 FROM plan_pricing pp WHERE pp.plan_id = p.plan_id AND pp.benefit_amount IS NOT NULL)
      ORDER BY p.category, p.name, p.plan_id`,
  );
  const questions = await eoiQuestionsOf(
    db,
    rows.map((r) => r.plan_id),
  );
  return {
    plans: rows.map((r) => ({
      plan_id: r.plan_id,
      name: r.name,
      category: r.category,
      listed: r.listed,
      amounts: r.amounts ?? [],
      settings:
        r.guaranteed_issue === null
          ? null
          : {
              guaranteed_issue: r.guaranteed_issue,
              eoi_on_increase: r.eoi_on_increase!,
              eoi_for_late_entrants: r.eoi_for_late_entrants!,
              expires_after_days: r.expires_after_days!,
              updated_at: r.updated_at!,
            },
      questions: questions
        .filter((q) => q.plan_id === r.plan_id)
        .map(({ question_id, question_text, question_text_es }) => ({
          question_id,
          question_text,
          question_text_es,
        })),
    })),
  };
};
