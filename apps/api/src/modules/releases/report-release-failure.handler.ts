import type { Handler } from '../../kernel/handler';

/**
 * POST report-release-failure: a browser could not load a version and fell back (libs/mf). Open
 * to every store page (no sign-in: the shopper's browser reports); only a registered version is
 * counted, so a stranger can neither invent rows nor learn which versions exist (always recorded: true).
 */
export const reportReleaseFailure: Handler<'report-release-failure'> = async (ctx) => {
  const { remote, version, error } = ctx.body;
  await ctx.db.query(
    `INSERT INTO remote_release_failures (remote, version, failures, last_at, last_error)
     SELECT $1, $2, 1, now(), $3 FROM remote_versions WHERE remote = $1 AND version = $2
     ON CONFLICT (remote, version) DO UPDATE
       SET failures = remote_release_failures.failures + 1, last_at = now(), last_error = EXCLUDED.last_error`,
    [remote, version, error ?? null],
  );
  return { recorded: true };
};
