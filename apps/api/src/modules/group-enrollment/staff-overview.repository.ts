import { OVERVIEW_FIRST, type CensusStatus } from '@bs/contract';
import type { Queryable } from '../../db';
import { servedGroupsSql } from '../../kernel/access/access';
import { censusStatusSql, eligibleSql } from './census-status';

export type OverviewGroup = { group_id: number; name: string };

/** The groups of an agent's book (the access table's one definition), by name. */
export const groupsOfBook = (db: Queryable, agentId: number) =>
  db.query<OverviewGroup>(
    `SELECT group_id, name FROM groups WHERE group_id IN ${servedGroupsSql('$1::int')} ORDER BY name, group_id`,
    [agentId],
  );

/** The eligible employees of these groups' censuses per board status (census-status.ts). */
export const eligibleByStatus = (db: Queryable, groupIds: number[]) =>
  db.query<{ status: CensusStatus; n: number }>(
    `SELECT ${censusStatusSql('c')} AS status, count(*)::int AS n
       FROM census_employees c WHERE c.group_id = ANY($1::int[]) AND ${eligibleSql('c')} GROUP BY 1`,
    [groupIds],
  );

/** The first in-progress enrollments, the latest activity first. */
export const firstInProgress = (db: Queryable, groupIds: number[]) =>
  db.query<{
    census_id: number;
    group_id: number;
    group_name: string;
    first_name: string;
    last_name: string;
    last_activity_at: Date | null;
  }>(
    `SELECT * FROM (
       SELECT c.census_id::int AS census_id, c.group_id, g.name AS group_name, c.first_name, c.last_name,
              GREATEST(c.last_activity_at, e.updated_at) AS last_activity_at
         FROM census_employees c JOIN groups g ON g.group_id = c.group_id
         LEFT JOIN enrollments e ON e.enrollment_id = c.enrollment_id
        WHERE c.group_id = ANY($1::int[]) AND ${eligibleSql('c')} AND ${censusStatusSql('c')} = 'in_progress'
     ) x ORDER BY x.last_activity_at DESC NULLS LAST, x.census_id LIMIT ${OVERVIEW_FIRST}`,
    [groupIds],
  );

/** The groups that have a plan year at all (the others have no window to show). */
export const groupsWithPlanYears = async (db: Queryable, groupIds: number[]) =>
  (
    await db.query<{ group_id: number }>(
      'SELECT DISTINCT group_id FROM group_plan_years WHERE group_id = ANY($1::int[])',
      [groupIds],
    )
  ).map((r) => r.group_id);

/** Reported life events of these groups waiting for a decision. */
export async function pendingLifeEvents(db: Queryable, groupIds: number[]): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM life_events WHERE group_id = ANY($1::int[]) AND status = 'pending'`,
    [groupIds],
  );
  return row?.n ?? 0;
}

/**
 * Pending EOI cases: of an agent's members (the EOI list's book, get-eoi-pending) or of one
 * group's members.
 */
export async function pendingEoiCases(db: Queryable, owner: { agent_id: number } | { group_id: number }) {
  const [column, id] = 'agent_id' in owner ? ['agent_id', owner.agent_id] : ['group_id', owner.group_id];
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM eoi_cases e JOIN members m ON m.user_id = e.member_user_id
      WHERE e.status = 'pending' AND m.${column} = $1`,
    [id],
  );
  return row?.n ?? 0;
}

/**
 * The latest quotes a staff account e-mailed, from enrollments that account started: a rep's or an
 * administrator's own work only, never an employee's own shopping (which staff have no business
 * watching). The cart as it stands now gives the plans and the monthly total.
 */
export const recentQuotes = (db: Queryable, accountId: number) =>
  db.query<{
    sent_at: Date;
    to: string;
    group_name: string | null;
    plans: number;
    monthly_cents: number;
    completed: boolean;
  }>(
    `SELECT o.created_at AS sent_at, o.to_address AS to, g.name AS group_name,
            (SELECT count(*) FROM cart_items c WHERE c.enrollment_id = e.enrollment_id AND c.removable = 1)::int AS plans,
            (SELECT coalesce(sum(c.price_cents), 0) FROM cart_items c WHERE c.enrollment_id = e.enrollment_id)::int AS monthly_cents,
            e.completed_at IS NOT NULL AS completed
       FROM outbox o JOIN enrollments e ON e.enrollment_id = o.enrollment_id
       LEFT JOIN groups g ON g.group_id = e.group_id
      WHERE o.kind = 'quote' AND e.started_by_account_id = $1
      ORDER BY o.created_at DESC, o.id DESC LIMIT ${OVERVIEW_FIRST}`,
    [accountId],
  );
