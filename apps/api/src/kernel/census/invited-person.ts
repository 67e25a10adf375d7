import type { Queryable } from '../../db';

/**
 * What the census and the group already hold about an invited employee, for the steps that would
 * ask again: the person's name, e-mail and phone; the employer's name and phone and the hire date
 * (MM/DD/YYYY, or '' when the census has none) for Employer Information.
 */
export type InvitedPerson = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  employer_name: string;
  employer_phone: string;
  hire_date: string;
};

/**
 * The census row an invitation-started enrollment is linked to (issue 32: an employee should not
 * re-type what the census and the group hold). Only that enrollment's own row: whoever
 * may work the enrollment (the invited person's browser, their group's staff) may see it.
 */
export async function findInvitedPerson(
  db: Queryable,
  enrollmentId: string,
): Promise<InvitedPerson | undefined> {
  const [row] = await db.query<InvitedPerson>(
    `SELECT c.first_name, c.last_name, c.email, c.phone, g.name AS employer_name,
            g.display_phone AS employer_phone, coalesce(to_char(c.hire_date, 'MM/DD/YYYY'), '') AS hire_date
       FROM census_employees c JOIN groups g USING (group_id)
      WHERE c.enrollment_id = $1 LIMIT 1`,
    [enrollmentId],
  );
  return row;
}
