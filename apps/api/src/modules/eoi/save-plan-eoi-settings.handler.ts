import type { Handler } from '../../kernel/handler';
import { fieldError } from '../../http/errors';
import { authorize } from '../../kernel/access/access';
import { saveEoiSettings } from '../../kernel/eoi/eoi.repository';
import { eoiQuestionsOf, replaceEoiQuestions } from '../../kernel/eoi/eoi-questions.repository';

export const EOI_PLAN_NOT_FOUND = 'This plan was not found.';

/**
 * POST save-plan-eoi-settings (ADR 0039): the platform administrator (access rule
 * 'manage-eoi-settings') sets a plan's guaranteed-issue amount and EOI rules: whether any increase
 * and a late entrant need evidence, and after how many days a case without evidence expires. The
 * store splits the next elections by them (kernel/eoi); cases already open keep the amounts they
 * were opened with; with `questions`, the plan's EOI step asks those (a question without an id
 * is added, one left out removed; a case keeps the texts it was answered with). The row keeps who changed it and when (like the catalogue's other edits,
 * plan documents, it is not a person's data and has no change-history row).
 */
export const savePlanEoiSettings: Handler<'save-plan-eoi-settings'> = async ({ db: pool, req, body }) => {
  const principal = await authorize({ req, db: pool }, 'manage-eoi-settings', {});
  return pool.transaction(async (db) => {
    const [plan] = await db.query('SELECT 1 FROM plans WHERE plan_id = $1', [body.plan_id]);
    if (!plan) throw fieldError(404, 'plan_id', EOI_PLAN_NOT_FOUND);
    await saveEoiSettings(
      db,
      body.plan_id,
      {
        guaranteedIssue: body.guaranteed_issue,
        eoiOnIncrease: body.eoi_on_increase,
        eoiForLateEntrants: body.eoi_for_late_entrants,
        expiresAfterDays: body.expires_after_days,
      },
      principal.account_id ?? null,
    );
    if (body.questions) await replaceEoiQuestions(db, body.plan_id, body.questions);
    const [saved] = await db.query<{ updated_at: string }>(
      'SELECT updated_at::text AS updated_at FROM plan_eoi_settings WHERE plan_id = $1',
      [body.plan_id],
    );
    return {
      plan_id: body.plan_id,
      guaranteed_issue: body.guaranteed_issue,
      eoi_on_increase: body.eoi_on_increase,
      eoi_for_late_entrants: body.eoi_for_late_entrants,
      expires_after_days: body.expires_after_days,
      updated_at: saved!.updated_at,
      questions: (await eoiQuestionsOf(db, [body.plan_id])).map(
        ({ question_id, question_text, question_text_es }) => ({
          question_id,
          question_text,
          question_text_es,
        }),
      ),
    };
  });
};
