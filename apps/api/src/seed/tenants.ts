import type { Tenant } from '@bs/tenant-config';
import { tenantAssetUrl } from '../tenants/load-tenants';
import type { Queryable } from '../db/types';

/**
 * Upserts one tenant row from its folder (branding copied out of tenant.json so calls read columns,
 * not JSON). ADR 0011: a row the console changed since (source 'console') is kept, unless the folder
 * now holds exactly the console's copy (exported and committed), which makes it a folder row again.
 * Returns false when the database copy was kept.
 */
export async function upsertTenant(tx: Queryable, t: Tenant): Promise<boolean> {
  const b = t.branding;
  const [now] = await tx.query<{ source: string; same: boolean }>(
    'SELECT source, config = $2::jsonb AS same FROM tenants WHERE slug = $1',
    [t.slug, JSON.stringify(t)],
  );
  if (now && now.source === 'console' && !now.same) return false;
  // Unchanged: leave the row (and its version, which an open console form carries) alone.
  if (now && now.source === 'folder' && now.same) return true;
  await tx.query(
    `INSERT INTO tenants (slug, name, kind, agent_id, group_id, portal_id, logo, image, display_phone, display_email,
       tagline, display_about_name, about, config)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14::jsonb)
     ON CONFLICT (slug) DO UPDATE SET name=EXCLUDED.name, kind=EXCLUDED.kind, agent_id=EXCLUDED.agent_id,
       group_id=EXCLUDED.group_id, portal_id=EXCLUDED.portal_id, logo=EXCLUDED.logo, image=EXCLUDED.image,
       display_phone=EXCLUDED.display_phone, display_email=EXCLUDED.display_email, tagline=EXCLUDED.tagline,
       display_about_name=EXCLUDED.display_about_name, about=EXCLUDED.about, config=EXCLUDED.config,
       source='folder', version=tenants.version + 1, updated_at=now()`,
    [
      t.slug,
      t.name,
      t.kind,
      t.agent_id,
      t.group_id,
      t.portal_id,
      tenantAssetUrl(t.slug, t.logo),
      tenantAssetUrl(t.slug, t.image),
      b.display_phone,
      b.display_email,
      b.tagline,
      b.display_about_name,
      b.about,
      JSON.stringify(t),
    ],
  );
  return true;
}

/** Checks the tenant's bindings exist, so onboarding fails with a sentence rather than an FK error. */
export async function checkBindings(tx: Queryable, t: Tenant): Promise<string[]> {
  const problems: string[] = [];
  const [a] = await tx.query('SELECT 1 FROM agents WHERE agent_id = $1', [t.agent_id]);
  if (!a) problems.push(`agent_id ${t.agent_id} is not a known agent`);
  const [g] = await tx.query('SELECT 1 FROM groups WHERE group_id = $1', [t.group_id]);
  if (!g) problems.push(`group_id ${t.group_id} is not a known group`);
  const [p] = await tx.query('SELECT 1 FROM portals WHERE portal_id = $1', [t.portal_id]);
  if (!p) problems.push(`portal_id ${t.portal_id} is not a known portal`);
  return problems;
}
