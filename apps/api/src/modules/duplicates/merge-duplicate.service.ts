import type { Queryable } from '../../db';

/**
 * Merges a possible duplicate into the existing member (ADR 0024). The existing member is the
 * person on file; the duplicate brings only what the existing member lacks or what is new:
 *  - identity (name, birth date, e-mail, SSN, address) stays the existing member's;
 *  - plans move over, except a plan the existing member holds live (ACTIVE or PENDING), which
 *    keeps its dates and policy; a plan that had ended there is replaced by the newer coverage;
 *  - dependents are added, except one with the same name and birth date as one already there;
 *  - beneficiaries and health answers move only when the existing member has none (a designation
 *    must total 100%, and answers are one questionnaire; mixing two would be neither);
 *  - payment instruments, enrollments and the census row now name the existing member;
 *  - life events (with their documents) move to the existing member; a pending one of a kind the
 *    existing member also has pending (the same report twice, ADR 0034 and migration 0039) gives
 *    its documents to that one and goes;
 *  - the duplicate's members row is deleted; the pair stays in possible_duplicates as merged.
 */
export async function mergeDuplicate(tx: Queryable, dup: number, into: number): Promise<void> {
  await tx.query(
    `INSERT INTO member_plans (user_id, plan_id, status, policy_id, effective_date, enrollment_id, price_cents, terminated_on, terminated_at)
     SELECT $2, plan_id, status, policy_id, effective_date, enrollment_id, price_cents, terminated_on, terminated_at
       FROM member_plans WHERE user_id = $1
     ON CONFLICT (user_id, plan_id) DO UPDATE SET status = EXCLUDED.status, policy_id = EXCLUDED.policy_id,
       effective_date = EXCLUDED.effective_date, enrollment_id = EXCLUDED.enrollment_id, price_cents = EXCLUDED.price_cents,
       terminated_on = EXCLUDED.terminated_on, terminated_at = EXCLUDED.terminated_at
     WHERE member_plans.status NOT IN ('ACTIVE', 'PENDING')`,
    [dup, into],
  );
  await tx.query(
    `INSERT INTO member_dependents (user_id, dependent_id, first_name, middle_name, last_name, birthdate, ssn_enc, relationship,
       gender, weight, height_feet, height_inch, health_enc, position)
     SELECT $2, d.dependent_id, d.first_name, d.middle_name, d.last_name, d.birthdate, d.ssn_enc, d.relationship, d.gender,
       d.weight, d.height_feet, d.height_inch, d.health_enc,
       d.position + 1 + (SELECT COALESCE(max(position), -1) FROM member_dependents WHERE user_id = $2)
     FROM member_dependents d WHERE d.user_id = $1 AND NOT EXISTS (
       SELECT 1 FROM member_dependents e WHERE e.user_id = $2 AND lower(e.first_name) = lower(d.first_name)
         AND lower(e.last_name) = lower(d.last_name) AND e.birthdate = d.birthdate)
     ON CONFLICT (user_id, dependent_id) DO NOTHING`,
    [dup, into],
  );
  await tx.query(
    `UPDATE member_beneficiaries SET user_id = $2 WHERE user_id = $1
       AND NOT EXISTS (SELECT 1 FROM member_beneficiaries WHERE user_id = $2)`,
    [dup, into],
  );
  await tx.query(
    `UPDATE member_health_answers SET user_id = $2 WHERE user_id = $1
       AND NOT EXISTS (SELECT 1 FROM member_health_answers WHERE user_id = $2)`,
    [dup, into],
  );
  await tx.query('UPDATE payment_instruments SET user_id = $2 WHERE user_id = $1', [dup, into]);
  await tx.query('UPDATE enrollments SET member_user_id = $2 WHERE member_user_id = $1', [dup, into]);
  await tx.query('UPDATE enrollments SET user_id = $2 WHERE user_id = $1', [dup, into]);
  await tx.query('UPDATE census_employees SET member_user_id = $2 WHERE member_user_id = $1', [dup, into]);
  await moveLifeEvents(tx, dup, into);
  await tx.query('UPDATE possible_duplicates SET existing_user_id = $2 WHERE existing_user_id = $1', [
    dup,
    into,
  ]);
  // What was not moved (plans and family the existing member keeps, sessions) goes with the row.
  await tx.query('DELETE FROM member_plans WHERE user_id = $1', [dup]);
  await tx.query('DELETE FROM members WHERE user_id = $1', [dup]);
}

/**
 * The duplicate's life events become the existing member's (life_events.member_user_id has no
 * cascade: the events must move before the row goes). Only events without a census row can clash
 * with the one-pending-per-kind index on the member (an event with a census row is keyed on it).
 */
async function moveLifeEvents(tx: Queryable, dup: number, into: number): Promise<void> {
  // The duplicate's pending events clashing with one of the kept member's: (dup event, kept event).
  const clashes = `SELECT b.event_id AS dup_event, a.event_id AS into_event
      FROM life_events b JOIN life_events a ON a.member_user_id = $2 AND a.kind = b.kind
        AND a.status = 'pending' AND a.census_id IS NULL
     WHERE b.member_user_id = $1 AND b.status = 'pending' AND b.census_id IS NULL`;
  // A document the kept event already has (same content) stays only there.
  await tx.query(
    `UPDATE life_event_documents d SET event_id = c.into_event FROM (${clashes}) c
      WHERE d.event_id = c.dup_event
        AND NOT EXISTS (SELECT 1 FROM life_event_documents x WHERE x.event_id = c.into_event AND x.sha256 = d.sha256)`,
    [dup, into],
  );
  await tx.query(`DELETE FROM life_events WHERE event_id IN (SELECT dup_event FROM (${clashes}) c)`, [
    dup,
    into,
  ]);
  await tx.query('UPDATE life_events SET member_user_id = $2, updated_at = now() WHERE member_user_id = $1', [
    dup,
    into,
  ]);
}
