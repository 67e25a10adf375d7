import type { Handler } from '../../kernel/handler';
import { authorizeActor } from '../../kernel/access/access';
import { notFound } from '../../http/errors';
import { lockState, recordChange, remoteReleases, versionExists } from './release.repository';
import { VERSION_NOT_FOUND } from './release-messages';

/**
 * POST activate-release: the version every store gets (pins still win for their tenant). The one
 * it replaces goes on the history a rollback returns to; a rollout of this version is done.
 */
export const activateRelease: Handler<'activate-release'> = async (ctx) => {
  const actor = await authorizeActor(ctx, 'manage-releases');
  const { remote, version } = ctx.body;
  return ctx.db.transaction(async (tx) => {
    if (!(await versionExists(tx, remote, version))) throw notFound('version', VERSION_NOT_FOUND);
    const state = await lockState(tx, remote);
    if (state.active_version !== version) {
      const history = state.active_version ? [...state.history, state.active_version] : state.history;
      const rolloutDone = state.rollout_version === version;
      await tx.query(
        `UPDATE remote_release_state SET active_version = $2, history = $3,
            rollout_version = CASE WHEN $4 THEN NULL ELSE rollout_version END,
            rollout_percent = CASE WHEN $4 THEN 0 ELSE rollout_percent END
          WHERE remote = $1`,
        [remote, version, history.slice(-50), rolloutDone],
      );
      await recordChange(tx, { remote, who: actor.who, action: 'activate', version });
    }
    return remoteReleases(tx, remote);
  });
};
