import type { Tenant } from '@bs/tenant-config';
import type { TenantChange, TenantStatus } from '@bs/contract';
import type { Queryable } from '../../db';

/** One registry row with what the console shows beside it. */
export type TenantRecord = {
  slug: string;
  name: string;
  kind: Tenant['kind'];
  agent_id: number;
  agent_name: string;
  group_id: number;
  group_name: string;
  status: TenantStatus;
  source: 'folder' | 'console';
  version: number;
  updated_at: string;
  updated_by_email: string | null;
  updated_by_kind: string | null;
  config: Tenant;
};

const SELECT = `SELECT t.slug, t.name, t.kind, t.agent_id, a.first_name || ' ' || a.last_name AS agent_name,
    t.group_id, g.name AS group_name, t.status, t.source, t.version,
    to_char(t.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS updated_at,
    acc.email AS updated_by_email, acc.kind AS updated_by_kind, t.config
  FROM tenants t JOIN agents a ON a.agent_id = t.agent_id JOIN groups g ON g.group_id = t.group_id
  LEFT JOIN accounts acc ON acc.account_id = t.updated_by`;

export async function findTenant(
  q: Queryable,
  slug: string,
  forUpdate = false,
): Promise<TenantRecord | undefined> {
  const [row] = await q.query<TenantRecord>(
    `${SELECT} WHERE t.slug = $1${forUpdate ? ' FOR UPDATE OF t' : ''}`,
    [slug],
  );
  return row;
}

/** The tenants matching `search` (slug, name, agent or group name), optionally of one status. */
export async function listTenants(
  q: Queryable,
  search: string,
  status: TenantStatus | undefined,
): Promise<TenantRecord[]> {
  const like = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return q.query<TenantRecord>(
    `${SELECT} WHERE ($1 = '%%' OR lower(t.slug || ' ' || t.name || ' ' || a.first_name || ' ' || a.last_name
        || ' ' || g.name) LIKE $1) AND ($2::text IS NULL OR t.status = $2)
      ORDER BY t.name, t.slug`,
    [like, status ?? null],
  );
}

const COLUMNS = (t: Tenant, logoUrl: string, imageUrl: string) => [
  t.slug,
  t.name,
  t.kind,
  t.agent_id,
  t.group_id,
  t.portal_id,
  logoUrl,
  imageUrl,
  t.branding.display_phone,
  t.branding.display_email,
  t.branding.tagline,
  t.branding.display_about_name,
  t.branding.about,
  JSON.stringify(t),
];

export async function insertTenant(
  q: Queryable,
  t: Tenant,
  urls: [string, string],
  accountId: number | null,
) {
  await q.query(
    `INSERT INTO tenants (slug, name, kind, agent_id, group_id, portal_id, logo, image, display_phone, display_email,
       tagline, display_about_name, about, config, source, updated_by)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14::jsonb,'console',$15)`,
    [...COLUMNS(t, ...urls), accountId],
  );
}

export async function updateTenantRow(
  q: Queryable,
  t: Tenant,
  urls: [string, string],
  accountId: number | null,
) {
  await q.query(
    `UPDATE tenants SET name=$2, kind=$3, agent_id=$4, group_id=$5, portal_id=$6, logo=$7, image=$8,
       display_phone=$9, display_email=$10, tagline=$11, display_about_name=$12, about=$13, config=$14::jsonb,
       source='console', version=version + 1, updated_at=now(), updated_by=$15
     WHERE slug=$1`,
    [...COLUMNS(t, ...urls), accountId],
  );
}

export async function setStatus(q: Queryable, slug: string, status: TenantStatus, accountId: number | null) {
  await q.query(
    `UPDATE tenants SET status=$2, version=version + 1, updated_at=now(), updated_by=$3 WHERE slug=$1`,
    [slug, status, accountId],
  );
}

export async function recordChange(
  q: Queryable,
  c: {
    slug: string;
    who: { account_id: number | null; email: string; kind: string };
    action: TenantChange['action'];
    changes: TenantChange['changes'];
  },
) {
  await q.query(
    `INSERT INTO tenant_changes (slug, account_id, who_email, who_kind, action, changes) VALUES ($1,$2,$3,$4,$5,$6::jsonb)`,
    [c.slug, c.who.account_id, c.who.email, c.who.kind, c.action, JSON.stringify(c.changes)],
  );
}

export async function listChanges(q: Queryable, slug: string): Promise<TenantChange[]> {
  const rows = await q.query<{
    id: number;
    at: string;
    who_email: string | null;
    who_kind: string | null;
    action: TenantChange['action'];
    changes: TenantChange['changes'];
  }>(
    `SELECT change_id::int AS id, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at,
       who_email, who_kind, action, changes
     FROM tenant_changes WHERE slug = $1 ORDER BY change_id DESC LIMIT 200`,
    [slug],
  );
  return rows.map((r) => ({
    id: r.id,
    at: r.at,
    who: r.who_email ? { email: r.who_email, kind: r.who_kind ?? '' } : null,
    action: r.action,
    changes: r.changes,
  }));
}

export type StoredAsset = { file_name: string; content_type: string; content: Buffer };

export async function findAsset(q: Queryable, slug: string, file: string): Promise<StoredAsset | undefined> {
  const [row] = await q.query<{ file_name: string; content_type: string; content: Uint8Array }>(
    'SELECT file_name, content_type, content FROM tenant_assets WHERE slug = $1 AND file_name = $2',
    [slug, file],
  );
  return row && { ...row, content: Buffer.from(row.content) };
}

/**
 * A new store's image uploaded before its address was changed (issue 32: the logo was lost when
 * the slug changed after the upload): the same content-hashed file under a slug no store has, so
 * a draft's, is copied under the store's slug. The name carries the content's hash, so the same
 * name is the same image; another store's files are never taken.
 */
export async function adoptDraftAsset(q: Queryable, slug: string, file: string): Promise<void> {
  await q.query(
    `INSERT INTO tenant_assets (slug, file_name, content_type, content, width, height)
     SELECT $1, a.file_name, a.content_type, a.content, a.width, a.height FROM tenant_assets a
      WHERE a.file_name = $2 AND a.slug <> $1 AND NOT EXISTS (SELECT 1 FROM tenants t WHERE t.slug = a.slug)
      ORDER BY a.slug LIMIT 1
     ON CONFLICT (slug, file_name) DO NOTHING`,
    [slug, file],
  );
}

export async function saveAsset(
  q: Queryable,
  a: {
    slug: string;
    file_name: string;
    content_type: string;
    content: Buffer;
    width: number | null;
    height: number | null;
  },
) {
  await q.query(
    `INSERT INTO tenant_assets (slug, file_name, content_type, content, width, height) VALUES ($1,$2,$3,$4,$5,$6)
     ON CONFLICT (slug, file_name) DO NOTHING`,
    [a.slug, a.file_name, a.content_type, a.content, a.width, a.height],
  );
}

export async function agentExists(q: Queryable, id: number) {
  return (await q.query('SELECT 1 FROM agents WHERE agent_id = $1', [id])).length > 0;
}
export async function groupExists(q: Queryable, id: number) {
  return (await q.query('SELECT 1 FROM groups WHERE group_id = $1', [id])).length > 0;
}
export async function portalExists(q: Queryable, id: number) {
  return (await q.query('SELECT 1 FROM portals WHERE portal_id = $1', [id])).length > 0;
}
/** The bound agent's default portal (else its first), for a form that does not name one. */
export async function defaultPortal(q: Queryable, agentId: number): Promise<number | undefined> {
  const [row] = await q.query<{ portal_id: number }>(
    'SELECT portal_id FROM portals WHERE agent_id = $1 ORDER BY is_default DESC, position, portal_id LIMIT 1',
    [agentId],
  );
  return row?.portal_id;
}
