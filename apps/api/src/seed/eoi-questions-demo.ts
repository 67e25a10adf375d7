import type { Queryable } from '../db/types';
import { replaceEoiQuestions } from '../kernel/eoi/eoi-questions.repository';

/**
 * The EOI step's default questions (ADR 0039) for a plan with EOI rules, in English and Spanish:
 * what a term-life carrier's evidence form asks beyond the health questionnaire. Written only
 * while the plan has none, so the platform administrator's questions are kept (an administrator
 * who removes every question gets these back at the next start: a plan with rules asks something).
 */
export const DEFAULT_EOI_QUESTIONS = [
  {
    question_text:
      'In the past 10 years, have you been diagnosed with or treated for heart disease, a stroke, cancer, diabetes, or a lung or kidney disorder?',
    question_text_es:
      'En los últimos 10 años, ¿le han diagnosticado o tratado una enfermedad del corazón, un derrame cerebral, cáncer, diabetes o una enfermedad de los pulmones o los riñones?',
  },
  {
    question_text:
      'In the past 2 years, have you been admitted to a hospital, or been advised to have surgery or a test that has not been done?',
    question_text_es:
      'En los últimos 2 años, ¿lo han internado en un hospital, o le han recomendado una cirugía o un examen que no se ha hecho?',
  },
  {
    question_text: 'Have you ever been declined, postponed or rated for life or disability insurance?',
    question_text_es:
      '¿Alguna vez le han rechazado, aplazado o recargado un seguro de vida o de incapacidad?',
  },
] as const;

export async function seedEoiQuestions(tx: Queryable, planId: number): Promise<void> {
  const [any] = await tx.query('SELECT 1 FROM plan_eoi_questions WHERE plan_id = $1 LIMIT 1', [planId]);
  if (!any) await replaceEoiQuestions(tx, planId, DEFAULT_EOI_QUESTIONS);
}
