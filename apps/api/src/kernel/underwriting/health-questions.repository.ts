import type { HealthQuestion } from '@bs/contract';
import type { Language } from '@bs/domain';
import type { Queryable } from '../../db';

export type Questionnaire = { conditions: HealthQuestion[]; medication: HealthQuestion };

/**
 * The active questionnaire in the reader's language (English where a question has no
 * translation): the member is asked every question, a dependent those asked of all.
 */
export async function questionnaire(
  db: Queryable,
  who: 'primary' | 'dependent',
  lang: Language = 'en',
): Promise<Questionnaire> {
  const rows = await db.query<HealthQuestion & { kind: 'condition' | 'medication' }>(
    `SELECT question_id, coalesce(nullif(texts_i18n -> $2 ->> 'question_text', ''), question_text) AS question_text, kind
     FROM wizard_health_questions
     WHERE active AND ($1 = 'primary' OR asked_of = 'all') ORDER BY position, question_id`,
    [who, lang],
  );
  const medication = rows.find((r) => r.kind === 'medication');
  if (!medication) throw new Error('the health questionnaire has no medication question (seed missing)');
  const plain = ({ question_id, question_text }: HealthQuestion) => ({ question_id, question_text });
  return { conditions: rows.filter((r) => r.kind === 'condition').map(plain), medication: plain(medication) };
}
