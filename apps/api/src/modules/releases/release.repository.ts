import { RELEASE_REMOTES, type ReleaseRemote, type RemoteReleases } from '@bs/contract';
import type { Queryable } from '../../db';

/** How many of a remote's last changes the list answers. */
const CHANGES_SHOWN = 20;

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v == null ? null : String(v));

type StateRow = {
  active_version: string | null;
  history: string[];
  rollout_version: string | null;
  rollout_percent: number;
};

/** The remote's state row, locked for the writing transaction (made when it has none yet). */
export async function lockState(q: Queryable, remote: ReleaseRemote): Promise<StateRow> {
  await q.query('INSERT INTO remote_release_state (remote) VALUES ($1) ON CONFLICT DO NOTHING', [remote]);
  const [row] = await q.query<StateRow>(
    `SELECT active_version, history, rollout_version, rollout_percent
       FROM remote_release_state WHERE remote = $1 FOR UPDATE`,
    [remote],
  );
  return row!;
}

export async function versionExists(q: Queryable, remote: string, version: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM remote_versions WHERE remote = $1 AND version = $2', [
    remote,
    version,
  ]);
  return rows.length > 0;
}

export type ChangeAction = 'publish' | 'activate' | 'pin' | 'unpin' | 'rollout' | 'rollback';

export async function recordChange(
  q: Queryable,
  c: {
    remote: string;
    who: string;
    action: ChangeAction;
    version?: string | null;
    tenant?: string;
    percent?: number;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO remote_release_changes (remote, who, action, version, tenant_slug, percent)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [c.remote, c.who, c.action, c.version ?? null, c.tenant ?? null, c.percent ?? null],
  );
}

/** One remote as the console shows it. */
export async function remoteReleases(q: Queryable, remote: ReleaseRemote): Promise<RemoteReleases> {
  const [state] = await q.query<StateRow>(
    'SELECT active_version, history, rollout_version, rollout_percent FROM remote_release_state WHERE remote = $1',
    [remote],
  );
  const pins = await q.query<{ tenant_slug: string; version: string }>(
    'SELECT tenant_slug, version FROM remote_release_pins WHERE remote = $1 ORDER BY tenant_slug',
    [remote],
  );
  const versions = await q.query<Record<string, unknown>>(
    `SELECT v.version, v.manifest_url, v.commit_sha, v.built_at, v.size_bytes::float8 AS size_bytes,
            v.published_at, v.published_by, coalesce(f.failures, 0)::int AS failures,
            f.last_at AS last_failure_at, f.last_error
       FROM remote_versions v
       LEFT JOIN remote_release_failures f ON f.remote = v.remote AND f.version = v.version
      WHERE v.remote = $1 ORDER BY v.published_at DESC, v.version`,
    [remote],
  );
  const changes = await q.query<Record<string, unknown>>(
    `SELECT at, who, action, version, tenant_slug, percent FROM remote_release_changes
      WHERE remote = $1 ORDER BY change_id DESC LIMIT ${CHANGES_SHOWN}`,
    [remote],
  );
  const history = state?.history ?? [];
  return {
    remote,
    active_version: state?.active_version ?? null,
    ...(state?.active_version ? { rollback_to: history.at(-1) ?? null } : {}),
    rollout_version: state?.rollout_percent ? state.rollout_version : null,
    rollout_percent: state?.rollout_percent ?? 0,
    pins,
    versions: versions.map((v) => ({
      version: String(v.version),
      manifest_url: String(v.manifest_url),
      commit_sha: (v.commit_sha as string | null) ?? null,
      built_at: iso(v.built_at)!,
      size_bytes: Number(v.size_bytes),
      published_at: iso(v.published_at)!,
      published_by: String(v.published_by),
      failures: Number(v.failures),
      last_failure_at: iso(v.last_failure_at),
      last_error: (v.last_error as string | null) ?? null,
    })),
    changes: changes.map((c) => ({
      at: iso(c.at)!,
      who: String(c.who),
      action: c.action as ChangeAction,
      version: (c.version as string | null) ?? null,
      tenant_slug: (c.tenant_slug as string | null) ?? null,
      percent: c.percent == null ? null : Number(c.percent),
    })),
  };
}

export async function allReleases(q: Queryable, only?: ReleaseRemote): Promise<RemoteReleases[]> {
  const remotes = only ? [only] : [...RELEASE_REMOTES];
  return Promise.all(remotes.map((r) => remoteReleases(q, r)));
}
