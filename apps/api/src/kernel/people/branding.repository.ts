import type { CategoryKey } from '@bs/contract';
import type { Language } from '@bs/domain';
import { isDbInt, type Queryable } from '../../db';
import { notFound } from '../../http/errors';
import { safeHtml } from '../../http/safe-html';

/**
 * The owner's texts in the reader's language when its tenant gave them (copy_i18n), else English;
 * `copy_lang` says which, so the page can mark English text on a Spanish page.
 */
const texts = (alias: string, lang: Language) =>
  lang === 'en'
    ? `${alias}.tagline, ${alias}.display_about_name, 'en' AS copy_lang`
    : `coalesce(nullif(${alias}.copy_i18n->'${lang}'->>'tagline', ''), ${alias}.tagline) AS tagline,
       coalesce(nullif(${alias}.copy_i18n->'${lang}'->>'display_about_name', ''), ${alias}.display_about_name) AS display_about_name,
       CASE WHEN nullif(${alias}.copy_i18n->'${lang}'->>'tagline', '') IS NULL THEN 'en' ELSE '${lang}' END AS copy_lang`;
const PICTURES = 'logo, image, display_phone, display_email';

export type TenantRow = {
  slug: string;
  name: string;
  kind: 'default' | 'agent' | 'group';
  agent_id: number;
  group_id: number;
  portal_id: number;
  logo: string;
  image: string;
  display_phone: string;
  display_email: string;
  tagline: string;
  display_about_name: string;
  about: string;
  agent_bio: string;
  config: unknown;
};

// The about texts are served as HTML for the About popup: sanitised as they leave the database
// (ADR 0012), so every answer and the page's inlined start-up data carry the same safe text.
type AboutTexts = { about?: string; agent_bio?: string; gweb_aboutus?: string };
function withSafeAbout<T extends AboutTexts>(row: T | undefined): T | undefined {
  if (!row) return row;
  const out = { ...row };
  for (const k of ['about', 'agent_bio', 'gweb_aboutus'] as const)
    if (typeof out[k] === 'string') out[k] = safeHtml(out[k]) as T[typeof k];
  return out;
}

export async function findTenantBySlug(db: Queryable, slug: string): Promise<TenantRow | undefined> {
  const [row] = await db.query<TenantRow>(
    `SELECT t.*, a.bio AS agent_bio FROM tenants t JOIN agents a USING (agent_id) WHERE t.slug = $1 AND t.status = 'active'`,
    [slug],
  );
  return withSafeAbout(row);
}

export async function findDefaultTenant(db: Queryable): Promise<TenantRow | undefined> {
  const [row] = await db.query<TenantRow>(
    `SELECT t.*, a.bio AS agent_bio FROM tenants t JOIN agents a USING (agent_id)
     WHERE t.kind = 'default' AND t.status = 'active' ORDER BY t.created_at, t.slug LIMIT 1`,
  );
  return withSafeAbout(row);
}

/** The landing info columns an agent or a group carries (spec §3 Landing info). */
type LandingRow = {
  name: string;
  logo: string;
  image: string;
  display_phone: string;
  display_email: string;
  tagline: string;
  display_about_name: string;
  copy_lang: Language;
  agent_bio: string;
};

export async function agentLanding(db: Queryable, agentId: number, lang: Language = 'en') {
  const [row] = isDbInt(agentId)
    ? await db.query<LandingRow>(
        `SELECT first_name || ' ' || last_name AS name, ${PICTURES}, ${texts('agents', lang)}, bio AS agent_bio
           FROM agents WHERE agent_id = $1`,
        [agentId],
      )
    : [];
  if (!row) throw notFound('agent_id', `Agent ${agentId} was not found.`);
  return withSafeAbout(row)!;
}

export async function groupLanding(db: Queryable, groupId: number, lang: Language = 'en') {
  const [row] = isDbInt(groupId)
    ? await db.query<LandingRow & { gweb_aboutus: string }>(
        `SELECT g.name, ${PICTURES.split(', ')
          .map((c) => `g.${c}`)
          .join(', ')}, ${texts('g', lang)}, a.bio AS agent_bio, g.about AS gweb_aboutus
         FROM groups g JOIN agents a USING (agent_id) WHERE g.group_id = $1`,
        [groupId],
      )
    : [];
  if (!row) throw notFound('group_id', `Group ${groupId} was not found.`);
  return withSafeAbout(row)!;
}

/** The owner's menu; an owner without rows falls back to the default tenant's menu. */
export async function menuOf(
  db: Queryable,
  ownerType: 'agent' | 'group',
  ownerId: number,
): Promise<CategoryKey[]> {
  const rows = await db.query<{ category: CategoryKey }>(
    'SELECT category FROM menus WHERE owner_type = $1 AND owner_id = $2 ORDER BY position',
    [ownerType, ownerId],
  );
  if (rows.length) return rows.map((r) => r.category);
  const t = await findDefaultTenant(db);
  return ((t?.config as { menu?: CategoryKey[] } | undefined)?.menu ?? []).slice();
}
