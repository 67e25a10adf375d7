import type { Language } from '@bs/domain';
import type { Queryable } from '../../db';
import type { PlanRow } from '../catalogue/plan-types';

export type QuestionRow = {
  question_id: number;
  question_text: string;
  sub_type: 'text_field' | 'checkbox' | 'detail';
  require_detail: boolean;
  knock_out: boolean;
  decline_message: string | null;
  options: { option_id: number; option_text: string; option_group: string }[];
  /** Translations (migration 0016): {"es": {"question_text", "options": {"<id>": {option_text, option_group}}}}. */
  texts_i18n: QuestionTextsI18n;
};

export type QuestionTextsI18n = Partial<
  Record<
    Exclude<Language, 'en'>,
    { question_text?: string; options?: Record<string, { option_text: string; option_group: string }> }
  >
>;

/**
 * Rule: a question reads in the reader's language where it is translated, else in English (its
 * fallback); `text_lang` names what fell back (question_text, options) so the page marks it.
 */
export function questionIn(q: QuestionRow, lang: Language) {
  const own = lang === 'en' ? undefined : q.texts_i18n?.[lang];
  const fellBack: Record<string, 'en'> = {};
  if (lang !== 'en' && !own?.question_text) fellBack.question_text = 'en';
  const options = q.options.map((o) => {
    const t = own?.options?.[o.option_id];
    if (lang !== 'en' && !t) fellBack.options = 'en';
    return t ? { ...o, ...t } : o;
  });
  return {
    question_text: own?.question_text || q.question_text,
    options,
    text_lang: Object.keys(fellBack).length ? fellBack : undefined,
  };
}

export async function questionsOf(db: Queryable, planId: number): Promise<QuestionRow[]> {
  return db.query<QuestionRow>(
    `SELECT question_id, question_text, sub_type, require_detail, knock_out, decline_message, options, texts_i18n
     FROM plan_questions WHERE plan_id = $1 ORDER BY position, question_id`,
    [planId],
  );
}

/**
 * Where an enrollment stands with a plan's health questions:
 * not-required (no questions), none (not answered), stale (answered an older version of the
 * questions: newQuestionsError), accepted, declined (a knock-out answer).
 */
export type AnswerState =
  { state: 'not-required' | 'none' | 'stale' | 'accepted' } | { state: 'declined'; message: string };

export async function answerState(db: Queryable, enrollmentId: string, plan: PlanRow): Promise<AnswerState> {
  if (!plan.question_count) return { state: 'not-required' };
  const [row] = await db.query<{
    questions_version: number;
    outcome: string;
    decline_message: string | null;
  }>(
    'SELECT questions_version, outcome, decline_message FROM question_answers WHERE enrollment_id = $1 AND plan_id = $2',
    [enrollmentId, plan.plan_id],
  );
  if (!row) return { state: 'none' };
  if (row.questions_version !== plan.questions_version) return { state: 'stale' };
  if (row.outcome === 'declined') return { state: 'declined', message: row.decline_message ?? '' };
  return { state: 'accepted' };
}

export async function saveAnswers(
  db: Queryable,
  a: { enrollmentId: string; planId: number; version: number; declineMessage: string | null; sealed: string },
): Promise<void> {
  await db.query(
    `INSERT INTO question_answers (enrollment_id, plan_id, questions_version, outcome, decline_message, answers_enc)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (enrollment_id, plan_id) DO UPDATE SET questions_version = EXCLUDED.questions_version,
       outcome = EXCLUDED.outcome, decline_message = EXCLUDED.decline_message, answers_enc = EXCLUDED.answers_enc,
       answered_at = now()`,
    [
      a.enrollmentId,
      a.planId,
      a.version,
      a.declineMessage ? 'declined' : 'accepted',
      a.declineMessage,
      a.sealed,
    ],
  );
}
