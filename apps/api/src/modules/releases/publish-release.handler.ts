import type { Handler } from '../../kernel/handler';
import { authorizeActor } from '../../kernel/access/access';
import { contractProblems, readShellShared } from '../../kernel/releases/release-contract';
import { readReleaseFiles } from '../../kernel/releases/release-files';
import { ApiError, fieldError } from '../../http/errors';
import { recordChange, remoteReleases } from './release.repository';
import { FILES_DIFFER, FILES_MISSING, VERSION_TAKEN } from './release-messages';

/**
 * POST publish-release: registers a build already in the remotes store. The store must hold the
 * version's folder and its files must hash to the digest the publisher computed (ADR 0028), so a
 * registered version always names files that exist and cannot have changed since. The stored
 * manifest is then checked against the shell's contract (kernel/releases/release-contract.ts).
 * Publishing changes nothing live; the same version with the same files again is a no-op (a
 * retried CI job), with other files a 409.
 */
export const publishRelease: Handler<'publish-release'> = async (ctx) => {
  const actor = await authorizeActor(ctx, 'manage-releases');
  const { remote, version, digest } = ctx.body;
  const files = readReleaseFiles(ctx.config.remotesStoreDir, remote, version);
  if (!files) throw fieldError(422, 'version', FILES_MISSING);
  if (files.digest !== digest) throw fieldError(422, 'digest', FILES_DIFFER);
  const problems = contractProblems(remote, files.manifest, readShellShared(ctx.config.shellDist));
  if (problems.length)
    throw new ApiError(
      422,
      problems.map((error_message) => ({ target_element: 'manifest', error_message })),
    );
  const url = `${ctx.config.remotesStoreUrl}/${remote}/${version}/mf-manifest.json`;
  return ctx.db.transaction(async (tx) => {
    const inserted = await tx.query(
      `INSERT INTO remote_versions
         (remote, version, manifest_url, commit_sha, built_at, size_bytes, published_by, digest, integrity)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING RETURNING 1`,
      [
        remote,
        version,
        url,
        ctx.body.commit_sha ?? null,
        ctx.body.built_at,
        ctx.body.size_bytes,
        actor.who,
        digest,
        JSON.stringify(files.integrity),
      ],
    );
    if (inserted.length) await recordChange(tx, { remote, who: actor.who, action: 'publish', version });
    else {
      const [same] = await tx.query(
        'SELECT 1 FROM remote_versions WHERE remote = $1 AND version = $2 AND digest = $3',
        [remote, version, digest],
      );
      if (!same) throw fieldError(409, 'version', VERSION_TAKEN);
    }
    return remoteReleases(tx, remote);
  });
};
