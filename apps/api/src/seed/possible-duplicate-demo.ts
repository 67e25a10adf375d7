import type { Queryable } from '../db';
import type { DataKey } from '../kernel/crypto/data-key';
import { sealSsn } from '../kernel/enrollment/sensitive';

/**
 * One possible duplicate in the demo world (ADR 0024), so the review screen of `npm start` shows a
 * pair: someone who typed Aisha Khan's e-mail, name and birth date (member 5003, group 1929, agent
 * 10109's book) completed an anonymous enrollment for accident cover, and became member 5090
 * instead of changing her. Inserted once: a re-seed keeps a review already made.
 */
const DUPLICATE_USER_ID = 5090;
const ENROLLMENT_ID = 'DemoPossibleDuplicate01';

export async function seedPossibleDuplicateDemo(tx: Queryable, key: DataKey): Promise<void> {
  const [seen] = await tx.query('SELECT 1 FROM possible_duplicates WHERE duplicate_user_id = $1', [
    DUPLICATE_USER_ID,
  ]);
  if (seen) return;
  await tx.query(
    `INSERT INTO members (user_id, first_name, last_name, email, dob, agent_id, group_id, gender, ssn_enc, phone, address1, address2, city, state, zip)
     VALUES ($1, 'Aisha', 'Khan', 'aisha.khan@example.com', '1991-06-25', 10109, 1929, 1, $2, '9515550177', '77 ORANGE ST', '', 'RIVERSIDE', 'CA', '92501')
     ON CONFLICT (user_id) DO NOTHING`,
    // Another SSN than hers: the pair matched by e-mail, name and birth date.
    [DUPLICATE_USER_ID, sealSsn('534127755', key)],
  );
  await tx.query(
    `INSERT INTO enrollments (enrollment_id, eprocess, type, open_type, agent_id, group_id, filter_info, created_at, completed_at,
       member_user_id, policy_id)
     VALUES ($1, 'applicant', 'new-member', 'user', 10109, 1929, '{}'::jsonb, '2025-11-03T15:00:00Z', '2025-11-03T15:20:00Z', $2, 'DEMO-DUP-5090')
     ON CONFLICT (enrollment_id) DO NOTHING`,
    [ENROLLMENT_ID, DUPLICATE_USER_ID],
  );
  await tx.query(
    `INSERT INTO member_plans (user_id, plan_id, status, policy_id, effective_date, enrollment_id)
     VALUES ($1, 1007, 'ACTIVE', 'DEMO-DUP-5090', '2025-12-01', $2) ON CONFLICT DO NOTHING`,
    [DUPLICATE_USER_ID, ENROLLMENT_ID],
  );
  await tx.query(
    `INSERT INTO possible_duplicates (duplicate_user_id, existing_user_id, group_id, agent_id, matched_by, enrollment_id, created_at)
     VALUES ($1, 5003, 1929, 10109, 'email', $2, '2025-11-03T15:20:00Z')`,
    [DUPLICATE_USER_ID, ENROLLMENT_ID],
  );
}
