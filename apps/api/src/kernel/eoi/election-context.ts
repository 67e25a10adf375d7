import type { Queryable } from '../../db';
import type { EnrollmentFilterRow } from '../enrollment/enrollment-reads.repository';
import { todayUtc, type IsoDate } from '../enrollment-windows/calendar-days';
import { enrollmentStatus } from '../enrollment-windows/enrollment-status.service';
import {
  COVERAGE_CASE_COLUMNS,
  COVERAGE_CASE_JOIN,
  caseOfRow,
  coverageOn,
  type CoverageCaseColumns,
} from './in-force';
import type { Elector } from './eoi-split';

/**
 * What an election is split against besides the plan's settings (ADR 0039): for each plan the
 * person already holds, the amount the carrier has approved in force today (an increase over it
 * needs evidence when the plan says so) and the enrollment that coverage came from (a case for the
 * increase belongs to that coverage); and whether they elect as a late entrant: a group employee
 * (a group keeping a calendar, ADR 0034) outside every window `mayEnroll` knows (open enrollment,
 * their new-hire window, a life event's), so enrolled by staff who are not held to the window.
 */
export type Held = { approved: number; enrollmentId: string | null };
export type ElectionContext = { held: Map<number, Held>; lateEntrant: boolean };

/** The split's view of one plan's election in this context. */
export function electorFor(c: ElectionContext, planId: number): Elector {
  const held = c.held.get(planId);
  return held
    ? { currentApproved: held.approved, lateEntrant: c.lateEntrant, heldEnrollmentId: held.enrollmentId }
    : { currentApproved: 0, lateEntrant: c.lateEntrant };
}

export async function electionContext(
  db: Queryable,
  e: Pick<EnrollmentFilterRow, 'enrollment_id' | 'group_id' | 'open_type' | 'user_id'>,
  planIds: readonly number[],
  today: IsoDate = todayUtc(),
): Promise<ElectionContext> {
  const held = new Map<number, Held>();
  if (e.user_id != null) {
    // The member's coverage of these plans, except what this very enrollment wrote (its receipt).
    const rows = await db.query<
      {
        plan_id: number;
        enrollment_id: string | null;
        benefit_amount: number | null;
        price_cents: number | null;
      } & CoverageCaseColumns
    >(
      `SELECT mp.plan_id, mp.enrollment_id, pp.benefit_amount, mp.price_cents, ${COVERAGE_CASE_COLUMNS}
         FROM member_plans mp
         LEFT JOIN cart_items ci ON ci.enrollment_id = mp.enrollment_id AND ci.plan_id = mp.plan_id
         LEFT JOIN plan_pricing pp ON pp.ppid = ci.plan_pricing_id
         ${COVERAGE_CASE_JOIN}
        WHERE mp.user_id = $1 AND mp.plan_id = ANY($2::int[]) AND mp.status IN ('ACTIVE', 'PENDING')
          AND mp.terminated_on IS NULL AND mp.enrollment_id IS DISTINCT FROM $3`,
      [e.user_id, [...new Set(planIds)], e.enrollment_id],
    );
    for (const r of rows) {
      const f = coverageOn(
        { benefitAmount: r.benefit_amount, priceCents: r.price_cents, eoi: caseOfRow(r) },
        today,
      );
      held.set(r.plan_id, { approved: f.amount ?? 0, enrollmentId: r.enrollment_id });
    }
  }
  return { held, lateEntrant: await isLateEntrant(db, e, today) };
}

async function isLateEntrant(
  db: Queryable,
  e: Pick<EnrollmentFilterRow, 'enrollment_id' | 'group_id' | 'open_type' | 'user_id'>,
  today: IsoDate,
): Promise<boolean> {
  if (e.open_type !== 'group' && e.user_id == null) return false;
  const [calendar] = await db.query('SELECT 1 FROM group_plan_years WHERE group_id = $1 LIMIT 1', [
    e.group_id,
  ]);
  if (!calendar) return false;
  // The person is the enrollment's census row (an invitation), else the member's in the group.
  const [row] = await db.query<{ census_id: number; member_user_id: number | null }>(
    `SELECT census_id::int AS census_id, member_user_id FROM census_employees
      WHERE group_id = $1 AND (enrollment_id = $2 OR ($3::int IS NOT NULL AND member_user_id = $3))
      ORDER BY (enrollment_id = $2) DESC NULLS LAST LIMIT 1`,
    [e.group_id, e.enrollment_id, e.user_id],
  );
  if (!row && e.user_id != null) {
    // A member of another group (or none) shopping here is not this group's employee.
    const [m] = await db.query('SELECT 1 FROM members WHERE user_id = $1 AND group_id = $2', [
      e.user_id,
      e.group_id,
    ]);
    if (!m) return false;
  }
  const m = await enrollmentStatus(db, {
    groupId: e.group_id,
    censusId: row?.census_id ?? null,
    memberUserId: row?.member_user_id ?? e.user_id,
    today,
  });
  // Before their new-hire window opens a person is not late: their first chance has not come.
  return m.reason === 'closed' || m.reason === 'open-enrollment-upcoming';
}
