import { FACTS_WITH_CARRIER } from './facts-sql';
import { isDbInt, type Queryable } from '../../db';
import { CatalogueSnapshot, type OwnerEntry, type SnapshotRows } from './catalogue-snapshot';
import { currentToken, readPrepared } from './catalogue-version';
import { perVersion } from './per-version';

// One statement, so the token and every row come from the same database snapshot.
const SNAPSHOT_SQL = `SELECT (SELECT token::text FROM catalogue_version) AS token,
  (SELECT coalesce(json_agg(x ORDER BY x.plan_id), '[]'::json) FROM (
    SELECT p.plan_id, p.name, p.category, p.logo, p.short_text, p.listed, p.kind, p.plan_desc, p.rules,
      p.fee_for_plan_id, p.fee_percent::float8 AS fee_percent, p.replaced_by, p.questions_version, ${FACTS_WITH_CARRIER}, p.texts_i18n,
      (SELECT count(*)::int FROM plan_questions q WHERE q.plan_id = p.plan_id) AS question_count,
      p.featured, p.featured_rank
    FROM plans p) x) AS plans,
  (SELECT coalesce(json_agg(o ORDER BY o.plan_id, o.position, o.ppid), '[]'::json) FROM (
    SELECT plan_id, ppid, name, position, rates, flat_cents, one_time_cents, fee_of_ppid, age_max, texts_i18n
    FROM plan_pricing) o) AS options,
  (SELECT coalesce(json_agg(r ORDER BY r.plan_id, r.position), '[]'::json) FROM (
    SELECT plan_id, related_plan_id, position FROM plan_related) r) AS related,
  (SELECT t.config->'menu' FROM tenants t WHERE t.kind = 'default' AND t.status = 'active' ORDER BY t.created_at, t.slug LIMIT 1)
    AS default_menu`;

const snapshots = perVersion<CatalogueSnapshot>();

/** The catalogue at `token`, loaded through `q` the first time it is asked for (once, however many ask). */
export function catalogueAt(q: Queryable, token: string): Promise<CatalogueSnapshot> {
  return snapshots(token, () =>
    q.query<SnapshotRows>(SNAPSHOT_SQL).then(([rows]) => {
      const snapshot = new CatalogueSnapshot(rows!);
      return { token: snapshot.token, value: snapshot };
    }),
  );
}

/** The current catalogue as `q` (the app's database, or a transaction) sees it. */
export async function catalogue(q: Queryable): Promise<CatalogueSnapshot> {
  return catalogueAt(q, await currentToken(q));
}

const OWNER_SQL = {
  agent: `SELECT (SELECT token::text FROM catalogue_version) AS token,
    EXISTS (SELECT 1 FROM agents WHERE agent_id = $1) AS exists,
    ARRAY(SELECT category FROM menus WHERE owner_type = 'agent' AND owner_id = $1 ORDER BY position) AS menu`,
  group: `SELECT (SELECT token::text FROM catalogue_version) AS token,
    EXISTS (SELECT 1 FROM groups WHERE group_id = $1) AS exists,
    ARRAY(SELECT category FROM menus WHERE owner_type = 'group' AND owner_id = $1 ORDER BY position) AS menu`,
} as const;

/**
 * An agent or group at the snapshot's version: whether it exists and its menu (the default
 * tenant's menu when it has no rows). Read once per owner and version, then served from memory.
 * Answers the snapshot to use with it: a newer one when the catalogue changed meanwhile.
 */
export async function ownerIn(
  q: Queryable,
  snapshot: CatalogueSnapshot,
  kind: 'agent' | 'group',
  id: number,
): Promise<{ snapshot: CatalogueSnapshot; owner: OwnerEntry }> {
  if (!isDbInt(id)) return { snapshot, owner: { exists: false, menu: [] } };
  const key = `${kind}:${id}`;
  const known = snapshot.owners.get(key);
  if (known) return { snapshot, owner: known };
  const [row] = await readPrepared<{ token: string; exists: boolean; menu: string[] }>(
    q,
    `bs_owner_${kind}`,
    OWNER_SQL[kind],
    [id],
  );
  const at = row!.token === snapshot.token ? snapshot : await catalogueAt(q, row!.token);
  const owner: OwnerEntry = Object.freeze({
    exists: row!.exists,
    menu: Object.freeze(row!.menu.length ? row!.menu : at.defaultMenu.slice()) as OwnerEntry['menu'],
  });
  // Unknown ids are not remembered: anyone can send any number of them.
  if (owner.exists && at.owners.size < 5000) at.owners.set(key, owner);
  return { snapshot: at, owner };
}
