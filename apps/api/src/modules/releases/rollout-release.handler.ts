import type { Handler } from '../../kernel/handler';
import { authorizeActor } from '../../kernel/access/access';
import { notFound } from '../../http/errors';
import { lockState, recordChange, remoteReleases, versionExists } from './release.repository';
import { VERSION_NOT_FOUND } from './release-messages';

/**
 * POST rollout-release: `version` for `percent` % of browsers, chosen by a hash of each browser's
 * bs_rid cookie (kernel/releases/choose-release.ts), so a browser keeps its answer. 0 ends it.
 */
export const rolloutRelease: Handler<'rollout-release'> = async (ctx) => {
  const actor = await authorizeActor(ctx, 'manage-releases');
  const { remote, version, percent } = ctx.body;
  return ctx.db.transaction(async (tx) => {
    if (!(await versionExists(tx, remote, version))) throw notFound('version', VERSION_NOT_FOUND);
    await lockState(tx, remote);
    await tx.query(
      'UPDATE remote_release_state SET rollout_version = $2, rollout_percent = $3 WHERE remote = $1',
      [remote, percent > 0 ? version : null, percent],
    );
    await recordChange(tx, { remote, who: actor.who, action: 'rollout', version, percent });
    return remoteReleases(tx, remote);
  });
};
