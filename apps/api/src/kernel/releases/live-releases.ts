import type { Queryable } from '../../db';
import { currentToken } from '../catalogue/catalogue-version';
import { perVersion } from '../catalogue/per-version';

/** A registered build: its version, where its mf-manifest.json is, and its files' SRI hashes. */
export type Build = { version: string; url: string; integrity?: Record<string, string> };

/** What is live for one remote. */
export type RemoteLive = {
  active?: Build;
  rollout?: Build & { percent: number };
  /** Tenant slug -> pinned build. */
  pins: Map<string, Build>;
};

export type LiveReleases = Map<string, RemoteLive>;

// One statement: the token and the state come from the same snapshot of the database.
const LIVE_SQL = `SELECT (SELECT token::text FROM catalogue_version) AS token,
  (SELECT coalesce(json_agg(x), '[]'::json) FROM (
    SELECT s.remote, s.active_version, a.manifest_url AS active_url, a.integrity AS active_integrity,
           s.rollout_version, r.manifest_url AS rollout_url, r.integrity AS rollout_integrity,
           s.rollout_percent
      FROM remote_release_state s
      LEFT JOIN remote_versions a ON a.remote = s.remote AND a.version = s.active_version
      LEFT JOIN remote_versions r ON r.remote = s.remote AND r.version = s.rollout_version) x) AS states,
  (SELECT coalesce(json_agg(y), '[]'::json) FROM (
    SELECT p.remote, p.tenant_slug, p.version, v.manifest_url AS url, v.integrity
      FROM remote_release_pins p JOIN remote_versions v ON v.remote = p.remote AND v.version = p.version) y) AS pins`;

type StateRow = {
  remote: string;
  active_version: string | null;
  active_url: string | null;
  active_integrity: Record<string, string> | null;
  rollout_version: string | null;
  rollout_url: string | null;
  rollout_integrity: Record<string, string> | null;
  rollout_percent: number;
};
type PinRow = {
  remote: string;
  tenant_slug: string;
  version: string;
  url: string;
  integrity: Record<string, string> | null;
};
const withIntegrity = (i: Record<string, string> | null) => (i ? { integrity: i } : {});

function build(rows: { states: StateRow[]; pins: PinRow[] }): LiveReleases {
  const live: LiveReleases = new Map();
  const of = (remote: string) => {
    let r = live.get(remote);
    if (!r) live.set(remote, (r = { pins: new Map() }));
    return r;
  };
  for (const s of rows.states) {
    const r = of(s.remote);
    if (s.active_version && s.active_url)
      r.active = { version: s.active_version, url: s.active_url, ...withIntegrity(s.active_integrity) };
    if (s.rollout_version && s.rollout_url && s.rollout_percent > 0)
      r.rollout = {
        version: s.rollout_version,
        url: s.rollout_url,
        percent: s.rollout_percent,
        ...withIntegrity(s.rollout_integrity),
      };
  }
  for (const p of rows.pins)
    of(p.remote).pins.set(p.tenant_slug, { version: p.version, url: p.url, ...withIntegrity(p.integrity) });
  return live;
}

// By catalogue token (ADR 0011's mechanism: every registry write bumps it, every instance checks it
// per request on PostgreSQL and learns of it by NOTIFY on PGlite). Only the newest few are kept.
const snapshots = perVersion<LiveReleases>();

/** What is live now, as every API instance sharing the database sees it from this request on. */
export async function liveReleases(db: Queryable): Promise<LiveReleases> {
  const token = await currentToken(db);
  return snapshots(token, () =>
    db
      .query<{ token: string; states: StateRow[]; pins: PinRow[] }>(LIVE_SQL)
      .then(([row]) => ({ token: row!.token, value: build(row!) })),
  );
}
