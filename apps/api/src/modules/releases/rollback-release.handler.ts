import type { Handler } from '../../kernel/handler';
import { authorizeActor } from '../../kernel/access/access';
import { fieldError } from '../../http/errors';
import { lockState, recordChange, remoteReleases } from './release.repository';
import { NOTHING_TO_ROLL_BACK } from './release-messages';

/**
 * POST rollback-release: the version active before the current one becomes active again (none
 * left: the environment's own build). The rolled-back version leaves the rollout and its pins, so
 * no store keeps it by accident; it stays registered, and can be activated again.
 */
export const rollbackRelease: Handler<'rollback-release'> = async (ctx) => {
  const actor = await authorizeActor(ctx, 'manage-releases');
  const { remote } = ctx.body;
  return ctx.db.transaction(async (tx) => {
    const state = await lockState(tx, remote);
    const bad = state.active_version;
    if (!bad) throw fieldError(409, 'remote', NOTHING_TO_ROLL_BACK);
    const back = state.history.at(-1) ?? null;
    await tx.query(
      `UPDATE remote_release_state SET active_version = $2, history = $3,
          rollout_version = CASE WHEN rollout_version = $4 THEN NULL ELSE rollout_version END,
          rollout_percent = CASE WHEN rollout_version = $4 THEN 0 ELSE rollout_percent END
        WHERE remote = $1`,
      [remote, back, state.history.slice(0, -1), bad],
    );
    await tx.query('DELETE FROM remote_release_pins WHERE remote = $1 AND version = $2', [remote, bad]);
    await recordChange(tx, { remote, who: actor.who, action: 'rollback', version: back });
    return remoteReleases(tx, remote);
  });
};
