import type { HealthInfoRecord } from '@bs/contract';

/**
 * The part of the EOI step's answers that goes with one plan's case (minimum necessary: a carrier
 * reads the answers to its own plan's questions): that plan's questions, the medication question
 * and the notes. A question no longer on any plan (removed since it was answered) was asked for a
 * pending plan, so it goes with every case rather than being lost.
 */
export function answersForPlan(
  record: HealthInfoRecord,
  planOf: ReadonlyMap<number, number>,
  planId: number,
): HealthInfoRecord {
  return {
    ...record,
    condition_questions: record.condition_questions.filter(
      (q) => (planOf.get(q.question_id) ?? planId) === planId,
    ),
  };
}
