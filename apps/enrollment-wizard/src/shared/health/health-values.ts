import { MAX_MEDICATIONS, type HealthQuestions } from '@bs/contract';
import { prune } from '../step-kit/prune';

export interface ConditionValues {
  [key: string]: unknown;
  health_condition: string;
  date_of_onset: string;
  date_of_recovery: string;
  is_treatment: number | '';
  is_medicate: number | '';
  d_last_seen: string;
  symptoms: string;
}
export interface MedicationValues {
  [key: string]: unknown;
  medication: string;
  dosage: string;
  medical_condition: string;
}
export interface HealthValues {
  [key: string]: unknown;
  condition_questions: {
    question_id: number;
    question_text: string;
    yes_no_flag: number;
    conditions: ConditionValues[];
  }[];
  medication_question: {
    question_id: number;
    question_text: string;
    yes_no_flag: number;
    medications: MedicationValues[];
  };
  notes: string;
}

const EMPTY_MEDICATION: MedicationValues = { medication: '', dosage: '', medical_condition: '' };

type Catalogue = HealthQuestions['result'];
type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const flag = (v: unknown): number | '' => (v === 0 || v === 1 ? v : v === '0' || v === '1' ? Number(v) : '');

/**
 * The answers form for a question catalogue, prefilled from saved (or existing) answers matched
 * by question_id. No is the default answer (wizard §2); every question gets one condition slot and
 * the medication question three rows, so the form's paths match the server's error targets.
 */
export function healthValues(catalogue: Catalogue, saved: unknown): HealthValues {
  const s = isRec(saved) ? saved : {};
  const answers = new Map(
    (Array.isArray(s.condition_questions) ? s.condition_questions : [])
      .filter(isRec)
      .map((q) => [Number(q.question_id), q] as const),
  );
  const med = isRec(s.medication_question) ? s.medication_question : {};
  const rows = Array.isArray(med.medications) ? med.medications.filter(isRec) : [];
  return {
    condition_questions: catalogue.codition_questions.map((q) => {
      const a = answers.get(q.question_id) ?? {};
      const c = (Array.isArray(a.conditions) ? a.conditions.filter(isRec)[0] : undefined) ?? {};
      return {
        question_id: q.question_id,
        question_text: q.question_text,
        yes_no_flag: a.yes_no_flag === 1 ? 1 : 0,
        conditions: [
          {
            health_condition: text(c.health_condition),
            date_of_onset: text(c.date_of_onset),
            date_of_recovery: text(c.date_of_recovery),
            is_treatment: flag(c.is_treatment),
            is_medicate: flag(c.is_medicate),
            d_last_seen: text(c.d_last_seen),
            symptoms: text(c.symptoms),
          },
        ],
      };
    }),
    medication_question: {
      question_id: catalogue.medication_question.question_id,
      question_text: catalogue.medication_question.question_text,
      yes_no_flag: med.yes_no_flag === 1 ? 1 : 0,
      medications: Array.from({ length: MAX_MEDICATIONS }, (_, i) => ({
        medication: text(rows[i]?.medication),
        dosage: text(rows[i]?.dosage),
        medical_condition: text(rows[i]?.medical_condition),
      })),
    },
    notes: text(s.notes),
  };
}

export const emptyHealthValues = (catalogue: Catalogue) => healthValues(catalogue, null);

const filled = (row: MedicationValues) => Object.values(row).some((v) => String(v).trim() !== '');

/**
 * The answers as the schema checks them: details only under a yes, rows kept in place (an empty
 * one is skipped by the rule) so each message lands on the row the person sees.
 */
export function healthCheckPayload(v: HealthValues) {
  return {
    condition_questions: v.condition_questions.map((q) => ({
      question_id: q.question_id,
      question_text: q.question_text,
      yes_no_flag: q.yes_no_flag,
      ...(q.yes_no_flag === 1 ? { conditions: q.conditions.map((c) => prune(c)) } : {}),
    })),
    medication_question: {
      question_id: v.medication_question.question_id,
      question_text: v.medication_question.question_text,
      yes_no_flag: v.medication_question.yes_no_flag,
      ...(v.medication_question.yes_no_flag === 1
        ? { medications: v.medication_question.medications.map((m) => prune(m)) }
        : {}),
    },
    ...(v.notes.trim() ? { notes: v.notes.trim() } : {}),
  };
}

/**
 * What the server gets: as checked, but medication rows only when something is filled in
 * (spec §3). `rowOf[i]` is the form row of sent row i, to put the server's errors back on it.
 */
export function healthPayload(v: HealthValues) {
  const checked = healthCheckPayload(v);
  const rowOf: number[] = [];
  const meds = v.medication_question.medications.filter((m, i) => filled(m) && rowOf.push(i));
  if (v.medication_question.yes_no_flag === 1)
    checked.medication_question.medications = meds.map((m) => prune(m));
  return { payload: checked, rowOf };
}

/** Server targets of sent medication rows -> the form rows they came from. */
export function medicationAlias(rowOf: readonly number[], prefix = ''): Record<string, string> {
  const alias: Record<string, string> = {};
  rowOf.forEach((formRow, sent) => {
    for (const f of Object.keys(EMPTY_MEDICATION))
      alias[`${prefix}medication_question.medications.${sent}.${f}`] =
        `${prefix}medication_question.medications.${formRow}.${f}`;
  });
  return alias;
}
