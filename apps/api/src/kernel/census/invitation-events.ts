import type { Queryable } from '../../db';

export type InvitationEventKind = 'invite' | 'remind' | 'revoke' | 'open' | 'waive';

/**
 * Records one thing that happened to an employee's invitation (migration 0045), with the staff
 * account that did it (none for the employee's own opening or waiver) and the enrollment the
 * invitation is linked to now. Written in the caller's transaction, beside the change itself.
 */
export async function recordInvitationEvent(
  db: Queryable,
  e: { census_id: number; kind: InvitationEventKind; account_id?: number | null; detail?: string | null },
): Promise<void> {
  await db.query(
    `INSERT INTO invitation_events (census_id, enrollment_id, kind, account_id, detail)
     SELECT census_id, enrollment_id, $2, $3, $4 FROM census_employees WHERE census_id = $1`,
    [e.census_id, e.kind, e.account_id ?? null, e.detail ?? null],
  );
}
