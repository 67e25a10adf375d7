import type { Queryable } from '../../db/types';

const BRANDING = 'logo, image, display_phone, display_email, tagline, display_about_name';
/**
 * Agents and groups take their branding and menu from the tenant of their kind bound to them
 * (first registered wins, then slug order); owners without one take the default tenant's.
 */
export async function applyTenantBranding(tx: Queryable): Promise<void> {
  const pick = (kind: string, key: string) =>
    `SELECT DISTINCT ON (${key}) * FROM tenants WHERE kind = '${kind}' AND status = 'active' ORDER BY ${key}, created_at, slug`;
  const dflt = `(SELECT * FROM tenants WHERE kind = 'default' AND status = 'active' ORDER BY created_at, slug LIMIT 1)`;
  const set = [
    ...BRANDING.split(', ').map((c) => `${c} = t.${c}`),
    // Their other languages (tenant.json copy_i18n), read by the landing calls per request.
    `copy_i18n = coalesce(t.config->'copy_i18n', '{}'::jsonb)`,
  ].join(', ');
  await tx.exec(`
    UPDATE agents a SET ${set} FROM ${dflt} t WHERE a.agent_id NOT IN (SELECT agent_id FROM tenants WHERE kind = 'agent' AND status = 'active');
    UPDATE agents a SET ${set}, bio = t.about FROM (${pick('agent', 'agent_id')}) t WHERE a.agent_id = t.agent_id;
    UPDATE groups g SET ${set} FROM ${dflt} t WHERE g.group_id NOT IN (SELECT group_id FROM tenants WHERE kind = 'group' AND status = 'active');
    UPDATE groups g SET ${set}, about = t.about FROM (${pick('group', 'group_id')}) t WHERE g.group_id = t.group_id;
  `);
  // Menus: replace the rows of every owner a tenant brands (delete + insert keeps it idempotent).
  for (const [kind, key] of [
    ['agent', 'agent_id'],
    ['group', 'group_id'],
  ] as const) {
    await tx.exec(`
      DELETE FROM menus m USING (${pick(kind, key)}) t WHERE m.owner_type = '${kind}' AND m.owner_id = t.${key};
      INSERT INTO menus (owner_type, owner_id, category, position)
        SELECT '${kind}', t.${key}, c.category, c.position
        FROM (${pick(kind, key)}) t, jsonb_array_elements_text(t.config->'menu') WITH ORDINALITY AS c(category, position);
    `);
  }
}
