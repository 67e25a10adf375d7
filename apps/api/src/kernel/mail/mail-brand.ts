import type { AppConfig } from '../../config';
import type { Queryable } from '../../db';
import type { TenantRow } from '../people/branding.repository';
import type { EnrollmentRow } from '../enrollment/enrollment.repository';
import type { MailBrand } from './layout';

/**
 * Rule: a mail about an enrollment carries the branding of the store the enrollment was made in,
 * decided like its categories (open type, else eprocess): a group store takes the tenant bound to
 * the group, then the agent's; an agent store the agent's; the public store the default tenant.
 * Every case falls back to the default tenant (the first registered, then slug order, as for branding).
 */
export async function tenantForEnrollment(
  db: Queryable,
  e: Pick<EnrollmentRow, 'open_type' | 'eprocess' | 'group_id' | 'agent_id'>,
): Promise<TenantRow | undefined> {
  const byOpenType: Record<string, string> = { group: 'group', agent: 'agent', user: 'public' };
  const byEprocess: Record<string, string> = { group: 'group', rep: 'agent', applicant: 'public' };
  const store = byOpenType[e.open_type ?? ''] ?? byEprocess[e.eprocess] ?? 'public';
  const [row] = await db.query<TenantRow>(
    `SELECT t.*, a.bio AS agent_bio FROM tenants t JOIN agents a USING (agent_id)
     WHERE t.status = 'active' AND ((t.kind = 'group' AND t.group_id = $1 AND $3)
        OR (t.kind = 'agent' AND t.agent_id = $2 AND $4) OR t.kind = 'default')
     ORDER BY CASE t.kind WHEN 'group' THEN 0 WHEN 'agent' THEN 1 ELSE 2 END, t.created_at, t.slug LIMIT 1`,
    [e.group_id, e.agent_id, store === 'group', store === 'group' || store === 'agent'],
  );
  return row;
}

type ThemeLike = { theme?: { primary?: string; accent?: string; font?: string } };

/** The brand of an enrollment's mails: the store's tenant, its logo as an absolute URL. */
export async function mailBrandFor(db: Queryable, config: AppConfig, e: EnrollmentRow): Promise<MailBrand> {
  return mailBrand(await tenantForEnrollment(db, e), config);
}

/** A tenant's branding for a mail; links and images are absolute from PUBLIC_URL (never the Host header). */
export function mailBrand(tenant: TenantRow | undefined, config: AppConfig): MailBrand {
  const theme = (tenant?.config as ThemeLike | undefined)?.theme;
  const logo = tenant?.logo ?? '';
  return {
    name: tenant?.name ?? 'Benefit Store',
    // Mail clients need absolute URLs; PUBLIC_URL is configured, never taken from the request.
    logoUrl: /^https?:\/\//.test(logo) ? logo : `${config.publicUrl}${logo}`,
    primary: theme?.primary,
    accent: theme?.accent,
    font: theme?.font,
    phone: tenant?.display_phone ?? '',
    email: tenant?.display_email ?? '',
    landing: tenant && tenant.kind !== 'default' ? `/${encodeURIComponent(tenant.slug)}` : '',
  };
}
