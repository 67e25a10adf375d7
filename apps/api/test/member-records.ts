import type { TestCtx } from './harness';

/**
 * Everything completion can write about a member, read straight from the database: the member row,
 * beneficiaries, dependents, health answers, plans and payment instruments (ADR 0024's writers).
 * Tests take it before and after an attempt and compare.
 */
export async function memberRecords(ctx: TestCtx, userId: number) {
  const q = (sql: string) => ctx.db.query<Record<string, unknown>>(sql, [userId]);
  return {
    member: (
      await q(
        `SELECT first_name, last_name, email, dob::text AS dob, agent_id, group_id, gender, marital_status, ssn_enc, ssn_index,
           phone, address1, address2, city, state, zip FROM members WHERE user_id = $1`,
      )
    )[0],
    beneficiaries: await q(
      `SELECT beneficiary_id, first_name, last_name, birthdate::text AS birthdate, relationship, percentage::int AS percentage
         FROM member_beneficiaries WHERE user_id = $1 ORDER BY position, beneficiary_id`,
    ),
    dependents: await q(
      `SELECT dependent_id, first_name, last_name, birthdate::text AS birthdate, relationship, health_enc
         FROM member_dependents WHERE user_id = $1 ORDER BY position, dependent_id`,
    ),
    health: await q('SELECT answers_enc FROM member_health_answers WHERE user_id = $1'),
    plans: await q(
      `SELECT plan_id, status, policy_id, effective_date::text AS effective_date, enrollment_id, terminated_on::text AS terminated_on
         FROM member_plans WHERE user_id = $1 ORDER BY plan_id`,
    ),
    instruments: await q(
      `SELECT instrument_id, kind, holder_name, last4, enrollment_id FROM payment_instruments WHERE user_id = $1 ORDER BY instrument_id`,
    ),
  };
}
export type MemberRecords = Awaited<ReturnType<typeof memberRecords>>;

/** The member a completed enrollment became, and the possible-duplicate mark on it, if any. */
export async function completedAs(ctx: TestCtx, enrollmentId: string) {
  const [row] = await ctx.db.query<{
    user_id: number;
    existing_user_id: number | null;
    matched_by: string | null;
  }>(
    `SELECT e.member_user_id AS user_id, d.existing_user_id, d.matched_by FROM enrollments e
       LEFT JOIN possible_duplicates d ON d.duplicate_user_id = e.member_user_id WHERE e.enrollment_id = $1`,
    [enrollmentId],
  );
  return row!;
}
