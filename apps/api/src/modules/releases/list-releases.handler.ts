import type { Handler } from '../../kernel/handler';
import { authorizeActor } from '../../kernel/access/access';
import { allReleases } from './release.repository';

/** GET list-releases: every remote (or the one named) with its versions and what is live where. */
export const listReleases: Handler<'list-releases'> = async (ctx) => {
  await authorizeActor(ctx, 'manage-releases');
  return { remotes: await allReleases(ctx.db, ctx.query.remote) };
};
