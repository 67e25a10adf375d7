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
 * the line's monthly price, repriced at checkout; kept after completion), summed per enrollment
 * over the lines of the enrollments counted only, then hash-joined: measured faster on 100,000
 * enrollments than a look-up per enrollment or a join of every line before grouping (ADR 0023).
 */
function totals(keys: string[], where: string, premium: boolean) {
  const names = keys.map((_, i) => `k${i}`).join(', ');
  const lines = premium
    ? `lines AS (SELECT c.enrollment_id, sum(c.price_cents) AS s
                   FROM cart_items c JOIN enrollments e ON e.enrollment_id = c.enrollment_id
                  WHERE ${where} GROUP BY c.enrollment_id),`
    : '';
  return `${lines}
    per AS (
      SELECT ${keys.map((k, i) => `${k} AS k${i}`).join(', ')}, count(*)::int AS a,
             ${premium ? 'COALESCE(sum(l.s), 0)' : '0'}::bigint AS b
        FROM enrollments e${premium ? ' LEFT JOIN lines l ON l.enrollment_id = e.enrollment_id' : ''}
       WHERE ${where} GROUP BY ${names})`;
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
  // Each enrollment is counted under the store it was made on (stamped when it was written,
  // migration 0040), not the store that serves its agent or group today.
  'by-tenant': (s) => `
    WITH ${totals(['e.store_slug'], COMPLETED(s), true)}
    SELECT COALESCE(per.k0, '') AS key, COALESCE(t.name, '') AS label, NULL AS category, per.a, per.b
      FROM per LEFT JOIN tenants t ON t.slug = per.k0 ORDER BY per.a DESC, label`,
  // The cohort of enrollments started (shopping began) in the range, and how far each got, in one
  // pass: the cart lines are only probed (primary key) for those that got no further than a cart.
  funnel: (s) => `
    WITH reached AS (
      SELECT count(*)::int AS quotes,
             count(*) FILTER (WHERE e.checked_out_at IS NOT NULL OR e.completed_at IS NOT NULL
               OR EXISTS (SELECT 1 FROM cart_items c WHERE c.enrollment_id = e.enrollment_id))::int AS carts,
             count(*) FILTER (WHERE e.checked_out_at IS NOT NULL OR e.completed_at IS NOT NULL)::int AS started,
             count(*) FILTER (WHERE e.completed_at IS NOT NULL)::int AS completed
        FROM enrollments e WHERE e.created_at >= ${FROM} AND e.created_at < ${UNTIL} AND ${s})
    SELECT x.key, NULL AS label, NULL AS category, x.a FROM reached r CROSS JOIN LATERAL (VALUES
      ('quotes', r.quotes, 1), ('carts', r.carts, 2), ('started', r.started, 3), ('completed', r.completed, 4)) AS x(key, a, n)
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

// Lower case: SQL, not a sentence for the message catalogue's scan.
const NO_JIT = 'set local jit = off';

export async function reportRows(db: Db, kind: ReportKind, from: string, to: string, scope: ReportScope) {
  const where = scopeSql(scope);
  // No JIT: a report reads up to a few hundred thousand rows, where compiling the plan (hundreds
  // of milliseconds on a busy machine) costs more than it saves; set for this statement only.
  const rows = await db.transaction(async (tx) => {
    await tx.query(NO_JIT);
    return tx.query<Raw>(SQL[kind](where.sql), [from, to, ...where.params]);
  });
  return rows.map((r) => ({
    key: r.key,
    label: r.label ?? '',
    category: r.category ?? null,
    values: kind === 'premium' ? [Number(r.b)] : MEASURES[kind].map((_, i) => Number(i === 0 ? r.a : r.b)),
  }));
}
