// One "Ana Peña of Northwind (77) enrolled in a $40.00/month employee-only dental plan" for the
// payroll suites. The plan is unlisted and carries a real logo: the suites share one database
// (isolate: false), and a listed test plan would show up in every other suite's public store.
import type { Db } from '../src/db';

export type AnaInDental = {
  plan: number;
  user: number;
  employeeId: string;
  email: string;
  enrollmentId: string;
  policyId: string;
  /** The coverage start of her member plan. */
  effective: string;
  /** The plan's category (dental unless named). */
  category?: string;
  /** Also leave the plan in her cart (the file reads member plans; the cart is what she chose). */
  inCart?: boolean;
};

export async function enrollAnaInDental(db: Db, a: AnaInDental) {
  await db.query(
    `INSERT INTO plans (plan_id, name, category, logo, short_text, listed)
     VALUES ($1, 'Payroll Dental 40', $2, 'brightsmile-dental.svg', '', false) ON CONFLICT DO NOTHING`,
    [a.plan, a.category ?? 'dental'],
  );
  await db.query(
    `INSERT INTO plan_pricing (ppid, plan_id, name, position, rates) VALUES ($1, $1, 'Basic', 1, $2::jsonb) ON CONFLICT DO NOTHING`,
    [a.plan, JSON.stringify([{ age_min: 0, age_max: 120, IO: 4000, IS: 7600 }])],
  );
  await db.query(
    `INSERT INTO members (user_id, first_name, last_name, email, dob, agent_id, group_id)
     VALUES ($1, 'Ana', 'Peña', $2, '1990-05-05', 10109, 77)`,
    [a.user, a.email],
  );
  await db.query(
    `INSERT INTO census_employees (group_id, employee_id, first_name, last_name, dob, gender, email, zip, member_user_id)
     VALUES (77, $1, 'Ana', 'Peña', '1990-05-05', 1, $2, '10001', $3)`,
    [a.employeeId, a.email, a.user],
  );
  await db.query(
    `INSERT INTO enrollments (enrollment_id, eprocess, agent_id, group_id, user_id, filter_info)
     VALUES ($1, 'applicant', 10109, 77, $2, '{"tier":"IO"}'::jsonb)`,
    [a.enrollmentId, a.user],
  );
  if (a.inCart)
    await db.query(
      `INSERT INTO cart_items (enrollment_id, plan_id, plan_pricing_id, price_cents) VALUES ($1, $2, $2, 4000)`,
      [a.enrollmentId, a.plan],
    );
  await db.query(
    `INSERT INTO member_plans (user_id, plan_id, status, policy_id, effective_date, enrollment_id, price_cents)
     VALUES ($1, $2, 'ACTIVE', $3, $4, $5, 4000)`,
    [a.user, a.plan, a.policyId, a.effective, a.enrollmentId],
  );
}
