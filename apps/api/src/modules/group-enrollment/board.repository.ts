import type { CensusStatus, WaiveReason } from '@bs/contract';
import type { Queryable } from '../../db';
import type { HeldCoverage } from '../../kernel/pay/coverage-prices';
import { censusStatusSql, eligibleSql } from './census-status';

export type BoardFilter = { groupId: number; search: string; status?: CensusStatus };

export type BoardDbRow = {
  census_id: number;
  employee_id: string;
  first_name: string;
  last_name: string;
  email: string;
  lang: 'en' | 'es';
  eligible: boolean;
  status: CensusStatus;
  invited_at: Date | null;
  last_reminded_at: Date | null;
  opened_at: Date | null;
  waived_at: Date | null;
  waive_reason: WaiveReason | null;
  last_activity_at: Date | null;
  enrollment_id: string | null;
  link_live: boolean;
};

/** `%text%` for LIKE with the person's %, _ and \ taken literally. */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE of a filter and its parameters ($1 the group). Column names are fixed, never input. */
function whereOf(f: BoardFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [f.groupId];
  let where = 'c.group_id = $1';
  if (f.search) {
    params.push(containsPattern(f.search));
    const p = `$${params.length}`;
    // The expression of the trigram index of migration 0020, word for word, so the index serves it.
    where += ` AND lower(c.first_name || ' ' || c.last_name || ' ' || c.email || ' ' || c.employee_id) LIKE ${p}`;
  }
  if (f.status) {
    params.push(f.status);
    where += ` AND ${censusStatusSql('c')} = $${params.length}`;
  }
  return { where, params };
}

const ROW_COLUMNS = `c.census_id::int AS census_id, c.employee_id, c.first_name, c.last_name, c.email, c.lang,
  ${eligibleSql('c')} AS eligible, ${censusStatusSql('c')} AS status, c.invited_at, c.last_reminded_at,
  c.opened_at, c.waived_at, c.waive_reason, c.enrollment_id,
  EXISTS (SELECT 1 FROM invitation_links l WHERE l.census_id = c.census_id AND l.revoked_at IS NULL
    AND l.expires_at > now()) AS link_live,
  GREATEST(c.last_activity_at, e.updated_at) AS last_activity_at`;

/**
 * One page in name order, with the total for the pager. The (group, last name, first name, id)
 * index of migration 0018 gives the rows in page order, so a page reads its rows past the offset
 * instead of sorting the census; the page is cut before it is joined to its enrollments.
 */
export async function findBoardPage(
  db: Queryable,
  f: BoardFilter,
  offset: number,
  limit: number,
  /** The total when the caller knows it already (no search: the counts per status give it). */
  known?: number,
): Promise<{ rows: BoardDbRow[]; total: number }> {
  const { where, params } = whereOf(f);
  const [count] =
    known === undefined
      ? await db.query<{ total: number }>(
          `SELECT count(*)::int AS total FROM census_employees c WHERE ${where}`,
          params,
        )
      : [{ total: known }];
  const total = count?.total ?? 0;
  if (total === 0 || offset >= total) return { rows: [], total };
  const rows = await db.query<BoardDbRow>(
    `SELECT ${ROW_COLUMNS}
       FROM (SELECT * FROM census_employees c WHERE ${where}
             ORDER BY c.group_id, c.last_name, c.first_name, c.census_id
             LIMIT ${Number(limit)} OFFSET ${Number(offset)}) c
       LEFT JOIN enrollments e ON e.enrollment_id = c.enrollment_id
      ORDER BY c.last_name, c.first_name, c.census_id`,
    params,
  );
  return { rows, total };
}

/** Every matching row, in name order: the export (bounded by the census's size). */
export async function findBoardRows(db: Queryable, f: BoardFilter): Promise<BoardDbRow[]> {
  const { where, params } = whereOf(f);
  return db.query<BoardDbRow>(
    `SELECT ${ROW_COLUMNS} FROM census_employees c
       LEFT JOIN enrollments e ON e.enrollment_id = c.enrollment_id
      WHERE ${where} ORDER BY c.last_name, c.first_name, c.census_id`,
    params,
  );
}

/** The whole census per status, and how many are eligible (participation). */
export async function boardCounts(db: Queryable, groupId: number) {
  const rows = await db.query<{ status: CensusStatus; eligible: boolean; n: number }>(
    `SELECT ${censusStatusSql('c')} AS status, ${eligibleSql('c')} AS eligible, count(*)::int AS n
       FROM census_employees c WHERE c.group_id = $1 GROUP BY 1, 2`,
    [groupId],
  );
  return rows;
}

export type BoardPlanRow = HeldCoverage & {
  enrollment_id: string;
  plan_id: number;
  plan_name: string;
  category: string;
  monthly_cents: number;
  /** The coverage's first day (YYYY-MM-DD): the plan year and contribution its deduction follows. */
  effective_date: string | null;
  /** The elected pricing option: the cart's, else the plan's first (as the payroll file reads it). */
  ppid: number | null;
};

/** The plans of the given completed enrollments with their monthly prices and what a split needs. */
export async function findEnrolledPlans(db: Queryable, enrollmentIds: string[]): Promise<BoardPlanRow[]> {
  if (!enrollmentIds.length) return [];
  return db.query<BoardPlanRow>(
    `SELECT mp.enrollment_id, mp.plan_id, p.name AS plan_name, p.category,
            COALESCE(mp.price_cents, 0)::int AS monthly_cents, mp.price_cents,
            mp.effective_date::text AS effective_date, m.dob::text AS dob,
            coalesce(e.filter_info->>'tier', 'IO') AS tier,
            coalesce(ci.plan_pricing_id,
              (SELECT pp.ppid FROM plan_pricing pp WHERE pp.plan_id = mp.plan_id AND pp.fee_of_ppid IS NULL
                ORDER BY pp.position LIMIT 1)) AS ppid
       FROM member_plans mp JOIN plans p USING (plan_id)
       JOIN members m ON m.user_id = mp.user_id
       LEFT JOIN enrollments e ON e.enrollment_id = mp.enrollment_id
       LEFT JOIN cart_items ci ON ci.enrollment_id = mp.enrollment_id AND ci.plan_id = mp.plan_id
      WHERE mp.enrollment_id = ANY($1::text[]) ORDER BY p.name`,
    [enrollmentIds],
  );
}
