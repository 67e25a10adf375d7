import type { Handler } from '../../kernel/handler';
import { authorizeActor } from '../../kernel/access/access';
import { notFound } from '../../http/errors';
import { recordChange, remoteReleases, versionExists } from './release.repository';
import { TENANT_NOT_FOUND, VERSION_NOT_FOUND } from './release-messages';

/** POST pin-release: a version for one tenant's store (a canary), or no pin (version null). */
export const pinRelease: Handler<'pin-release'> = async (ctx) => {
  const actor = await authorizeActor(ctx, 'manage-releases');
  const { remote, tenant_slug: tenant, version } = ctx.body;
  return ctx.db.transaction(async (tx) => {
    const [known] = await tx.query('SELECT 1 FROM tenants WHERE slug = $1', [tenant]);
    if (!known) throw notFound('tenant_slug', TENANT_NOT_FOUND);
    if (version === null) {
      const removed = await tx.query(
        'DELETE FROM remote_release_pins WHERE remote = $1 AND tenant_slug = $2 RETURNING version',
        [remote, tenant],
      );
      if (removed.length) await recordChange(tx, { remote, who: actor.who, action: 'unpin', tenant });
      return remoteReleases(tx, remote);
    }
    if (!(await versionExists(tx, remote, version))) throw notFound('version', VERSION_NOT_FOUND);
    await tx.query(
      `INSERT INTO remote_release_pins (remote, tenant_slug, version) VALUES ($1, $2, $3)
       ON CONFLICT (remote, tenant_slug) DO UPDATE SET version = EXCLUDED.version`,
      [remote, tenant, version],
    );
    await recordChange(tx, { remote, who: actor.who, action: 'pin', version, tenant });
    return remoteReleases(tx, remote);
  });
};
