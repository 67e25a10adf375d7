import type { HealthQuestion } from '@bs/contract';
import type { Language } from '@bs/domain';
import type { Queryable } from '../../db';
import { questionnaire, type Questionnaire } from '../underwriting/health-questions.repository';

/**
 * The questions of plans' EOI steps (migration 0046), kept by the platform administrator with the
 * plan's EOI rules (ADR 0039). Answered with the health questions' engine: each question is a
 * yes/no condition question, and the step ends with the health questionnaire's medication
 * question and notes, which a carrier's EOI form asks too.
 */
export type EoiQuestionRow = { question_id: number; question_text: string; question_text_es: string };

export async function eoiQuestionsOf(db: Queryable, planIds: readonly number[]) {
  return db.query<EoiQuestionRow & { plan_id: number }>(
    `SELECT question_id, plan_id, question_text, coalesce(texts_i18n -> 'es' ->> 'question_text', '') AS question_text_es
       FROM plan_eoi_questions WHERE plan_id = ANY($1::int[]) ORDER BY plan_id, position, question_id`,
    [[...planIds]],
  );
}

/**
 * Replaces a plan's questions with the list, in its order: a listed id of this plan is reworded in
 * place (a case keeps the texts it was answered with), a question without one (or with another
 * plan's) is added, and the plan's questions left out are removed.
 */
export async function replaceEoiQuestions(
  db: Queryable,
  planId: number,
  questions: readonly { question_id?: number; question_text: string; question_text_es: string }[],
): Promise<void> {
  const own = new Set((await eoiQuestionsOf(db, [planId])).map((q) => q.question_id));
  const kept = questions.filter((q) => q.question_id !== undefined && own.has(q.question_id));
  await db.query('DELETE FROM plan_eoi_questions WHERE plan_id = $1 AND NOT (question_id = ANY($2::int[]))', [
    planId,
    kept.map((q) => q.question_id!),
  ]);
  for (const [position, q] of questions.entries()) {
    const i18n = JSON.stringify({ es: { question_text: q.question_text_es } });
    if (q.question_id !== undefined && own.has(q.question_id))
      await db.query(
        'UPDATE plan_eoi_questions SET position = $2, question_text = $3, texts_i18n = $4::jsonb WHERE question_id = $1',
        [q.question_id, position, q.question_text, i18n],
      );
    else
      await db.query(
        'INSERT INTO plan_eoi_questions (plan_id, position, question_text, texts_i18n) VALUES ($1, $2, $3, $4::jsonb)',
        [planId, position, q.question_text, i18n],
      );
  }
}

/** The EOI step's questionnaire and which plan asked each question (to seal each case's own answers). */
export type EoiQuestionnaire = Questionnaire & { planOf: Map<number, number> };

/**
 * The step's questions in the reader's language (English where a question has no translation):
 * the pending plans' questions in the cart's plan order, then the medication question.
 */
export async function eoiQuestionnaire(
  db: Queryable,
  planIds: readonly number[],
  lang: Language = 'en',
): Promise<EoiQuestionnaire> {
  const rows = await eoiQuestionsOf(db, planIds);
  const byPlan = (id: number) => rows.filter((r) => r.plan_id === id);
  const ordered = planIds.flatMap(byPlan);
  const text = (r: EoiQuestionRow) =>
    lang === 'es' && r.question_text_es ? r.question_text_es : r.question_text;
  const conditions: HealthQuestion[] = ordered.map((r) => ({
    question_id: r.question_id,
    question_text: text(r),
  }));
  const { medication } = await questionnaire(db, 'primary', lang);
  return { conditions, medication, planOf: new Map(ordered.map((r) => [r.question_id, r.plan_id])) };
}
