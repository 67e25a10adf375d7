import type { HealthInfoRecord } from '@bs/contract';
import { sealJson, type DataKey } from '../kernel/crypto/data-key';
import type { Queryable } from '../db/types';
import {
  DEMO_MEMBER_BENEFICIARIES,
  DEMO_MEMBER_DEPENDENTS,
  DEMO_MEMBER_HEALTH,
  DEMO_MEMBER_PROFILES,
  type DemoAnswers,
} from './existing-members';
import { WIZARD_HEALTH_QUESTIONS } from './health-questions';
import { WIZARD_HEALTH_QUESTIONS_ES } from './health-questions.es';

/** A full answers record from a demo's "yes" answers (every other question answered no). */
function answersRecord(a: DemoAnswers, askedOf: 'primary' | 'dependent'): HealthInfoRecord {
  const asked = WIZARD_HEALTH_QUESTIONS.filter((q) => askedOf === 'primary' || q.asked_of === 'all');
  const med = asked.find((q) => q.kind === 'medication')!;
  return {
    condition_questions: asked
      .filter((q) => q.kind === 'condition')
      .map((q) => ({
        question_id: q.question_id,
        question_text: q.question_text,
        yes_no_flag: a.yes?.[q.question_id] ? 1 : 0,
        conditions: a.yes?.[q.question_id] ? [a.yes[q.question_id]] : [],
      })),
    medication_question: {
      question_id: med.question_id,
      question_text: med.question_text,
      yes_no_flag: a.medications?.length ? 1 : 0,
      medications: a.medications ?? [],
    },
    notes: '',
  };
}

/**
 * The wizard's questionnaire and the demo members' data on file (profiles, beneficiaries,
 * dependents, health answers). Idempotent: rows are upserted and sealed values re-sealed with
 * the current DATA_KEY, so a changed key never leaves unreadable demo rows.
 */
export async function seedWizardData(tx: Queryable, dataKey: DataKey): Promise<void> {
  for (const [i, q] of WIZARD_HEALTH_QUESTIONS.entries()) {
    await tx.query(
      `INSERT INTO wizard_health_questions (question_id, kind, question_text, asked_of, position, texts_i18n)
       VALUES ($1,$2,$3,$4,$5,$6::jsonb)
       ON CONFLICT (question_id) DO UPDATE SET kind=EXCLUDED.kind, question_text=EXCLUDED.question_text,
         asked_of=EXCLUDED.asked_of, position=EXCLUDED.position, active=true, texts_i18n=EXCLUDED.texts_i18n`,
      [
        q.question_id,
        q.kind,
        q.question_text,
        q.asked_of,
        i + 1,
        JSON.stringify({ es: { question_text: WIZARD_HEALTH_QUESTIONS_ES[q.question_id] } }),
      ],
    );
  }
  const seal = (v: unknown) => sealJson(v, dataKey);
  for (const p of DEMO_MEMBER_PROFILES) {
    await tx.query(
      `UPDATE members SET gender=$2, marital_status=$3, ssn_enc=$4, phone=$5, address1=$6, address2=$7, city=$8, state=$9, zip=$10
       WHERE user_id = $1`,
      [
        p.user_id,
        p.gender,
        p.marital_status,
        seal(p.ssn),
        p.phone,
        p.address1,
        p.address2,
        p.city,
        p.state,
        p.zip,
      ],
    );
  }
  for (const [i, b] of DEMO_MEMBER_BENEFICIARIES.entries()) {
    await tx.query(
      `INSERT INTO member_beneficiaries (user_id, beneficiary_id, first_name, last_name, birthdate, ssn_enc, relationship, percentage, position)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9)
       ON CONFLICT (user_id, beneficiary_id) DO UPDATE SET first_name=EXCLUDED.first_name, last_name=EXCLUDED.last_name,
         birthdate=EXCLUDED.birthdate, ssn_enc=EXCLUDED.ssn_enc, relationship=EXCLUDED.relationship,
         percentage=EXCLUDED.percentage, position=EXCLUDED.position`,
      [
        b.user_id,
        b.beneficiary_id,
        b.first_name,
        b.last_name,
        b.birthdate,
        b.ssn ? seal(b.ssn) : null,
        b.relationship,
        b.percentage,
        i,
      ],
    );
  }
  for (const [i, d] of DEMO_MEMBER_DEPENDENTS.entries()) {
    await tx.query(
      `INSERT INTO member_dependents (user_id, dependent_id, first_name, last_name, birthdate, ssn_enc, relationship, gender,
         weight, height_feet, height_inch, health_enc, position)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13)
       ON CONFLICT (user_id, dependent_id) DO UPDATE SET first_name=EXCLUDED.first_name, last_name=EXCLUDED.last_name,
         birthdate=EXCLUDED.birthdate, ssn_enc=EXCLUDED.ssn_enc, relationship=EXCLUDED.relationship, gender=EXCLUDED.gender,
         weight=EXCLUDED.weight, height_feet=EXCLUDED.height_feet, height_inch=EXCLUDED.height_inch,
         health_enc=EXCLUDED.health_enc, position=EXCLUDED.position`,
      [
        d.user_id,
        d.dependent_id,
        d.first_name,
        d.last_name,
        d.birthdate,
        seal(d.ssn),
        d.relationship,
        d.gender,
        d.weight,
        d.height_feet,
        d.height_inch,
        d.answers ? seal(answersRecord(d.answers, 'dependent')) : null,
        i,
      ],
    );
  }
  for (const h of DEMO_MEMBER_HEALTH) {
    await tx.query(
      `INSERT INTO member_health_answers (user_id, answers_enc) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET answers_enc = EXCLUDED.answers_enc, updated_at = now()`,
      [h.user_id, seal(answersRecord(h.answers, 'primary'))],
    );
  }
}
