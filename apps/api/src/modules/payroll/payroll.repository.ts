import type { Queryable } from '../../db';
import {
  COVERAGE_CASE_COLUMNS,
  COVERAGE_CASE_JOIN,
  type CoverageCaseColumns,
} from '../../kernel/eoi/in-force';

/** One coverage of an employee of the group, with what its deduction needs. */
export type PayrollCoverageRow = {
  user_id: number;
  /** The employer's own employee id from the census; the member id when the census has none. */
  employee_id: string;
  first_name: string;
  last_name: string;
  dob: string;
  plan_id: number;
  category: string;
  status: string;
  effective_date: string | null;
  terminated_on: string | null;
  /** The monthly price the member enrolled at (null for coverage from before it was stored). */
  price_cents: number | null;
  tier: string;
  /** The elected pricing option: the cart's, else the plan's first. */
  ppid: number | null;
} & CoverageCaseColumns;

/**
 * Every standard coverage held by members of the group, in the order the file lists them (name,
 * then plan). Fee and membership lines are not payroll deductions of their own.
 */
export const payrollCoveragesOf = (q: Queryable, groupId: number) =>
  q.query<PayrollCoverageRow>(
    `SELECT m.user_id, coalesce(ce.employee_id, m.user_id::text) AS employee_id, m.first_name, m.last_name,
       m.dob::text AS dob, mp.plan_id, p.category, mp.status, mp.effective_date::text AS effective_date,
       mp.terminated_on::text AS terminated_on, mp.price_cents, coalesce(e.filter_info->>'tier', 'IO') AS tier,
       coalesce(ci.plan_pricing_id, fp.ppid) AS ppid, ${COVERAGE_CASE_COLUMNS}
     FROM member_plans mp
     JOIN members m ON m.user_id = mp.user_id
     JOIN plans p ON p.plan_id = mp.plan_id
     LEFT JOIN enrollments e ON e.enrollment_id = mp.enrollment_id
     LEFT JOIN cart_items ci ON ci.enrollment_id = mp.enrollment_id AND ci.plan_id = mp.plan_id
     -- joined as whole sets (hashed), not looked up per row: a group has thousands of employees
     LEFT JOIN (SELECT DISTINCT ON (member_user_id) member_user_id, employee_id FROM census_employees
       WHERE group_id = $1 AND member_user_id IS NOT NULL ORDER BY member_user_id, census_id) ce ON ce.member_user_id = m.user_id
     LEFT JOIN (SELECT DISTINCT ON (plan_id) plan_id, ppid FROM plan_pricing WHERE fee_of_ppid IS NULL
       ORDER BY plan_id, position) fp ON fp.plan_id = mp.plan_id
     -- evidence of insurability: from a decision's effective day, its premium (ADR 0039)
     ${COVERAGE_CASE_JOIN}
     WHERE m.group_id = $1 AND p.kind = 'standard'
     ORDER BY m.last_name, m.first_name, m.user_id, mp.plan_id`,
    [groupId],
  );

/** The state the group's last file saw (null before the first file). */
export async function lastFileLines(q: Queryable, groupId: number): Promise<StoredLine[] | null> {
  const [row] = await q.query<{ lines: StoredLine[] }>(
    'SELECT lines FROM payroll_files WHERE group_id = $1 ORDER BY file_id DESC LIMIT 1',
    [groupId],
  );
  return row ? row.lines : null;
}

/** What a file remembers of one line: enough to tell new, changed and stopped next time. */
export type StoredLine = {
  key: string;
  code: string;
  tax: string;
  ee: number;
  er: number;
  start: string;
  stop: string | null;
};

export async function recordFile(
  tx: Queryable,
  f: {
    groupId: number;
    payDate: string;
    mode: 'full' | 'changes';
    lines: StoredLine[];
    counts: Record<string, number>;
    by: string;
  },
): Promise<number> {
  const [row] = await tx.query<{ file_id: string }>(
    `INSERT INTO payroll_files (group_id, pay_date, mode, lines, counts, created_by) VALUES ($1,$2,$3,$4::jsonb,$5::jsonb,$6)
     RETURNING file_id`,
    [f.groupId, f.payDate, f.mode, JSON.stringify(f.lines), JSON.stringify(f.counts), f.by],
  );
  return Number(row!.file_id);
}

export type PayrollFileLog = {
  fileId: number;
  payDate: string;
  mode: string;
  counts: Record<string, number>;
  createdBy: string;
  createdAt: string;
};

/** The group's files, newest first (the download screen's list). */
export const payrollFilesOf = async (q: Queryable, groupId: number, limit = 50): Promise<PayrollFileLog[]> =>
  (
    await q.query<{
      file_id: string;
      pay_date: string;
      mode: string;
      counts: Record<string, number>;
      created_by: string;
      created_at: string;
    }>(
      `SELECT file_id, pay_date::text AS pay_date, mode, counts, created_by, created_at::text AS created_at
       FROM payroll_files WHERE group_id = $1 ORDER BY file_id DESC LIMIT $2`,
      [groupId, limit],
    )
  ).map((r) => ({
    fileId: Number(r.file_id),
    payDate: r.pay_date,
    mode: r.mode,
    counts: r.counts,
    createdBy: r.created_by,
    createdAt: r.created_at,
  }));

/**
 * The plans a group may give a deduction code: listed plans of its store's categories, every plan
 * its members hold, and every plan it already coded (a retired plan keeps its code visible).
 */
export const codablePlansOf = (q: Queryable, groupId: number) =>
  q.query<{ plan_id: number; name: string; category: string }>(
    `SELECT p.plan_id, p.name, p.category FROM plans p
     WHERE p.kind = 'standard' AND (
       (p.listed AND p.category IN (SELECT category FROM menus WHERE owner_type = 'group' AND owner_id = $1))
       OR p.plan_id IN (SELECT mp.plan_id FROM member_plans mp JOIN members m ON m.user_id = mp.user_id WHERE m.group_id = $1)
       OR p.plan_id IN (SELECT plan_id FROM deduction_codes WHERE group_id = $1))
     ORDER BY p.category, p.name, p.plan_id`,
    [groupId],
  );
