import type { Handler } from '../../kernel/handler';
import { authorizeActor } from '../../kernel/access/access';
import { contractProblems, readShellShared } from '../../kernel/releases/release-contract';
import { ApiError, fieldError } from '../../http/errors';
import { recordChange, remoteReleases } from './release.repository';
import { VERSION_TAKEN } from './release-messages';

/**
 * POST publish-release: registers a build already in the remotes store, after checking it against
 * the shell's contract (kernel/releases/release-contract.ts). Publishing changes nothing live; the
 * same version with the same manifest again is a no-op (a retried CI job), with another one a 409.
 */
export const publishRelease: Handler<'publish-release'> = async (ctx) => {
  const actor = await authorizeActor(ctx, 'manage-releases');
  const { remote, version, manifest } = ctx.body;
  const problems = contractProblems(remote, manifest, readShellShared(ctx.config.shellDist));
  if (problems.length)
    throw new ApiError(
      422,
      problems.map((error_message) => ({ target_element: 'manifest', error_message })),
    );
  const url = `${ctx.config.remotesStoreUrl}/${remote}/${version}/mf-manifest.json`;
  return ctx.db.transaction(async (tx) => {
    const inserted = await tx.query(
      `INSERT INTO remote_versions (remote, version, manifest_url, commit_sha, built_at, size_bytes, published_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING 1`,
      [remote, version, url, ctx.body.commit_sha ?? null, ctx.body.built_at, ctx.body.size_bytes, actor.who],
    );
    if (inserted.length) await recordChange(tx, { remote, who: actor.who, action: 'publish', version });
    else {
      const [same] = await tx.query(
        'SELECT 1 FROM remote_versions WHERE remote = $1 AND version = $2 AND size_bytes = $3',
        [remote, version, ctx.body.size_bytes],
      );
      if (!same) throw fieldError(409, 'version', VERSION_TAKEN);
    }
    return remoteReleases(tx, remote);
  });
};
