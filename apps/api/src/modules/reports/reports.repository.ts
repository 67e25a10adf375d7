import type { ReportKind, ReportMeasure } from '@bs/contract';
import type { Db } from '../../db';
import { agentBookSql } from '../../kernel/access/access';

/** Whose enrollments a report counts (ADR 0023): decided from the principal the access table let in. */
export type ReportScope =
  { kind: 'book'; agent_id: number } | { kind: 'group'; group_id: number } | { kind: 'platform' };

type Raw = {
  key: string;
  label: string | null;
  category: string | null;
  a: string | number;
  b?: string | number;
};

/** The scope as a condition on enrollments `e`, its id taking parameter $3 (from and to are $1, $2). */
function scopeSql(scope: ReportScope): { sql: string; params: number[] } {
  if (scope.kind === 'book') return { sql: agentBookSql('e', '$3::int'), params: [scope.agent_id] };
  if (scope.kind === 'group') return { sql: 'e.group_id = $3::int', params: [scope.group_id] };
  return { sql: 'true', params: [] };
}

// Days are UTC calendar days: the range [from 00:00, to + 1 day 00:00) in UTC, whatever the
// session's time zone, so PGlite and PostgreSQL bucket the same rows.
const FROM = `(($1::date)::timestamp AT TIME ZONE 'UTC')`;
const UNTIL = `((($2::date) + 1)::timestamp AT TIME ZONE 'UTC')`;
const COMPLETED = (scope: string) =>
  `e.completed_at IS NOT NULL AND e.completed_at >= ${FROM} AND e.completed_at < ${UNTIL} AND ${scope}`;
/**
 * The completed enrollments in the range and scope, counted per key (a period, an agent, a group,
 * an agent and group pair) as CTE `per` (k0.., a = enrollments, b = premium cents). The premium is
 * the monthly total of each enrollment: its cart lines' monthly prices (cart_items.price_cents is
 * the line's monthly price, repriced at checkout; kept after completion), summed by one join of
 * the lines (a hash join over the whole book, not one look-up per enrollment).
 */
function totals(keys: string[], where: string, premium: boolean) {
  const names = keys.map((_, i) => `k${i}`).join(', ');
  const viaDone = keys.map((_, i) => `d.k${i}`).join(', ');
  const money = premium
    ? `m AS (SELECT ${viaDone}, sum(c.price_cents)::bigint AS b
               FROM done d JOIN cart_items c ON c.enrollment_id = d.enrollment_id GROUP BY ${viaDone}),
       per AS (SELECT n.*, COALESCE(m.b, 0)::bigint AS b FROM n LEFT JOIN m ON ${keys.map((_, i) => `m.k${i} = n.k${i}`).join(' AND ')})`
    : `per AS (SELECT n.*, 0::bigint AS b FROM n)`;
  return `done AS MATERIALIZED (
      SELECT e.enrollment_id, ${keys.map((k, i) => `${k} AS k${i}`).join(', ')} FROM enrollments e WHERE ${where}),
    n AS (SELECT ${names}, count(*)::int AS a FROM done GROUP BY ${names}),
    ${money}`;
}

/** Completed enrollments (or their premium) per week or month, every period of the range listed. */
const overTime = (unit: 'week' | 'month', where: string, format: string, premium: boolean) => `
  WITH ${totals([`date_trunc('${unit}', e.completed_at AT TIME ZONE 'UTC')::date`], where, premium)},
  periods AS (
    SELECT generate_series(date_trunc('${unit}', $1::date::timestamp), $2::date::timestamp, interval '1 ${unit}')::date AS period)
  SELECT to_char(p.period, '${format}') AS key, NULL AS label, NULL AS category,
         COALESCE(per.a, 0) AS a, COALESCE(per.b, 0) AS b
    FROM periods p LEFT JOIN per ON per.k0 = p.period ORDER BY p.period`;

const SQL: Record<ReportKind, (scope: string) => string> = {
  'by-week': (s) => overTime('week', COMPLETED(s), 'YYYY-MM-DD', false),
  'by-month': (s) => overTime('month', COMPLETED(s), 'YYYY-MM', false),
  premium: (s) => overTime('month', COMPLETED(s), 'YYYY-MM', true),
  // A plan counts once per completed enrollment that carries it; its premium is its own lines.
  'by-plan': (s) => `
    SELECT p.plan_id::text AS key, p.name AS label, p.category, count(*)::int AS a, sum(c.price_cents)::bigint AS b
      FROM enrollments e JOIN cart_items c ON c.enrollment_id = e.enrollment_id JOIN plans p ON p.plan_id = c.plan_id
     WHERE ${COMPLETED(s)}
     GROUP BY p.plan_id, p.name, p.category ORDER BY p.category, a DESC, p.name`,
  // The rep credited is the enrollment's agent (the store it was made in, or the rep who started it).
  'by-rep': (s) => `
    WITH ${totals(['e.agent_id'], COMPLETED(s), true)}
    SELECT per.k0::text AS key, COALESCE(ag.first_name || ' ' || ag.last_name, '') AS label, NULL AS category, per.a, per.b
      FROM per LEFT JOIN agents ag ON ag.agent_id = per.k0 ORDER BY per.a DESC, label`,
  'by-group': (s) => `
    WITH ${totals(['e.group_id'], COMPLETED(s), true)}
    SELECT per.k0::text AS key, COALESCE(g.name, '') AS label, NULL AS category, per.a, per.b
      FROM per LEFT JOIN groups g ON g.group_id = per.k0 ORDER BY per.a DESC, label`,
  // An enrollment records its agent and group, not the store's slug: it belongs to the group's
  // store, else to its agent's store, else to the default store (ADR 0023). Counted per agent and
  // group first, so the tenant look-up runs once per pair, not per enrollment.
  'by-tenant': (s) => `
    WITH ${totals(['e.agent_id', 'e.group_id'], COMPLETED(s), true)},
    owned AS (
      SELECT per.a, per.b, (SELECT t.slug FROM tenants t
                WHERE (t.kind = 'group' AND t.group_id = per.k1)
                   OR (t.kind = 'agent' AND t.agent_id = per.k0)
                   OR t.kind = 'default'
                ORDER BY CASE t.kind WHEN 'group' THEN 0 WHEN 'agent' THEN 1 ELSE 2 END, t.slug LIMIT 1) AS slug
        FROM per)
    SELECT COALESCE(o.slug, '') AS key, COALESCE(t.name, '') AS label, NULL AS category,
           sum(o.a)::int AS a, sum(o.b)::bigint AS b
      FROM owned o LEFT JOIN tenants t ON t.slug = o.slug
     GROUP BY o.slug, t.name ORDER BY a DESC, label`,
  // The cohort of enrollments started (shopping began) in the range, and how far each got. The
  // cart lines of the cohort are found by one join (a hash join that may spill to disk), not by a
  // probe per enrollment nor an IN list, which PostgreSQL stops hashing past work_mem.
  funnel: (s) => `
    WITH cohort AS MATERIALIZED (
      SELECT e.enrollment_id, e.checked_out_at IS NOT NULL AS checked_out, e.completed_at IS NOT NULL AS completed
        FROM enrollments e WHERE e.created_at >= ${FROM} AND e.created_at < ${UNTIL} AND ${s}),
    carted AS (SELECT DISTINCT c.enrollment_id FROM cart_items c JOIN cohort k ON k.enrollment_id = c.enrollment_id),
    reached AS (
      SELECT k.checked_out, k.completed, x.enrollment_id IS NOT NULL AS carted
        FROM cohort k LEFT JOIN carted x ON x.enrollment_id = k.enrollment_id)
    SELECT x.key, NULL AS label, NULL AS category, x.a FROM (
      SELECT 'quotes' AS key, count(*)::int AS a, 1 AS n FROM reached
      UNION ALL SELECT 'carts', count(*) FILTER (WHERE carted OR checked_out OR completed)::int, 2 FROM reached
      UNION ALL SELECT 'started', count(*) FILTER (WHERE checked_out OR completed)::int, 3 FROM reached
      UNION ALL SELECT 'completed', count(*) FILTER (WHERE completed)::int, 4 FROM reached) x
    ORDER BY x.n`,
};

/** The numbers of each report, in this order (the contract's `measures`). */
export const MEASURES: Record<ReportKind, ReportMeasure[]> = {
  'by-week': ['enrollments'],
  'by-month': ['enrollments'],
  premium: ['premium_cents'],
  'by-plan': ['plans', 'premium_cents'],
  'by-rep': ['enrollments', 'premium_cents'],
  'by-group': ['enrollments', 'premium_cents'],
  'by-tenant': ['enrollments', 'premium_cents'],
  funnel: ['count'],
};

export async function reportRows(db: Db, kind: ReportKind, from: string, to: string, scope: ReportScope) {
  const where = scopeSql(scope);
  // No JIT: a report reads up to a few hundred thousand rows, where compiling the plan (hundreds
  // of milliseconds on a busy machine) costs more than it saves; set for this statement only.
  const rows = await db.transaction(async (tx) => {
    await tx.query('SET LOCAL jit = off');
    return tx.query<Raw>(SQL[kind](where.sql), [from, to, ...where.params]);
  });
  return rows.map((r) => ({
    key: r.key,
    label: r.label ?? '',
    category: r.category ?? null,
    values: kind === 'premium' ? [Number(r.b)] : MEASURES[kind].map((_, i) => Number(i === 0 ? r.a : r.b)),
  }));
}
