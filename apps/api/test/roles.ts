import { withHeaders, type TestCtx } from './harness';
import { GROUP_4100_ADMIN, REP_20417, sessionOf } from './census';
import { sessionHeaders } from './sign-in';

/**
 * One signed-in browser per role the access tables distinguish, for per-role tests: both reps
 * (10109, whose book holds Northwind 77, and 20417, whose holds Lakeside 4100), both groups'
 * administrators, a member (5001) and the platform administrator.
 */
export async function everyRole(app: TestCtx) {
  return {
    rep10109: withHeaders(app, await sessionHeaders(app, 'rep10109')),
    rep20417: withHeaders(app, await sessionOf(app.db, REP_20417)),
    group77: withHeaders(app, await sessionHeaders(app, 'group77')),
    admin4100: withHeaders(app, await sessionOf(app.db, GROUP_4100_ADMIN)),
    member: withHeaders(app, await sessionHeaders(app, 'member5001')),
    platform: withHeaders(app, await sessionHeaders(app, 'platformAdmin')),
  } satisfies Record<string, TestCtx>;
}
