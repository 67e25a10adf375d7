import type { Queryable } from '../../db';

/** What the census already holds about an invited employee, for the steps that would ask again. */
export type InvitedPerson = { first_name: string; last_name: string; email: string; phone: string };

/**
 * The census row an invitation-started enrollment is linked to (issue 32: an employee should not
 * re-type the name, e-mail and phone the census holds). Only that enrollment's own row: whoever
 * may work the enrollment (the invited person's browser, their group's staff) may see it.
 */
export async function findInvitedPerson(
  db: Queryable,
  enrollmentId: string,
): Promise<InvitedPerson | undefined> {
  const [row] = await db.query<InvitedPerson>(
    `SELECT first_name, last_name, email, phone FROM census_employees WHERE enrollment_id = $1 LIMIT 1`,
    [enrollmentId],
  );
  return row;
}
