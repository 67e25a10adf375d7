import type { Queryable } from '../../db';
import type { TenantRow } from '../branding/branding.repository';
import type { EnrollmentRow } from '../filters/enrollment.repository';

/**
 * Rule: a quote carries the branding of the store the enrollment was made in, decided like its
 * categories (open type, else eprocess): a group store takes the tenant bound to the group, then
 * the agent's; an agent store the agent's; the public store the default tenant. Every case falls
 * back to the default tenant (the first registered, then slug order, as for branding).
 */
export async function tenantForEnrollment(db: Queryable, e: EnrollmentRow): Promise<TenantRow | undefined> {
  const byOpenType: Record<string, string> = { group: 'group', agent: 'agent', user: 'public' };
  const byEprocess: Record<string, string> = { group: 'group', rep: 'agent', applicant: 'public' };
  const store = byOpenType[e.open_type ?? ''] ?? byEprocess[e.eprocess] ?? 'public';
  const [row] = await db.query<TenantRow>(
    `SELECT t.*, a.bio AS agent_bio FROM tenants t JOIN agents a USING (agent_id)
     WHERE (t.kind = 'group' AND t.group_id = $1 AND $3) OR (t.kind = 'agent' AND t.agent_id = $2 AND $4)
        OR t.kind = 'default'
     ORDER BY CASE t.kind WHEN 'group' THEN 0 WHEN 'agent' THEN 1 ELSE 2 END, t.created_at, t.slug LIMIT 1`,
    [e.group_id, e.agent_id, store === 'group', store === 'group' || store === 'agent'],
  );
  return row;
}

/** Quote mails of an enrollment in the last hour (a rate limit: quotes must not become a spam relay). */
export async function recentQuoteCount(db: Queryable, enrollmentId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM outbox WHERE enrollment_id = $1 AND kind = 'quote' AND created_at > now() - interval '1 hour'`,
    [enrollmentId],
  );
  return row?.n ?? 0;
}
