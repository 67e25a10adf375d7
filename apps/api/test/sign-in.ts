import { DEMO_ACCOUNTS, DEMO_MEMBER_SIGN_IN } from '../src/seed/accounts';
import { createSession } from '../src/kernel/access/session.repository';
import { SESSION_COOKIE } from '../src/kernel/access/cookie';
import { api, type TestCtx } from './harness';

/** The demo sign-ins by short name (src/seed/accounts.ts). */
export const WHO = {
  rep10109: DEMO_ACCOUNTS[0],
  rep20417: DEMO_ACCOUNTS[1],
  group77: DEMO_ACCOUNTS[2],
  platformAdmin: DEMO_ACCOUNTS[3],
} as const;
export type Who = keyof typeof WHO | 'member5001' | { user_id: number };

/** `cookie` header of a session cookie. */
export const cookieOf = (token: string) => ({ cookie: `${SESSION_COOKIE}=${token}` });

/** The session cookie out of a sign-in answer's set-cookie header. */
export function cookieFrom(headers: Record<string, unknown>): { cookie: string } {
  const set = String(headers['set-cookie'] ?? '');
  const m = new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(set);
  if (!m?.[1]) throw new Error(`no session cookie in ${set}`);
  return cookieOf(m[1]);
}

/** Signs in through the real sign-in call (password check included). */
export async function signInWithPassword(ctx: TestCtx, who: keyof typeof WHO) {
  const a = WHO[who];
  const r = await ctx.call({
    method: 'POST',
    url: api('sign-in'),
    payload: { email: a.email, password: a.password },
  });
  if (r.status !== 200) throw new Error(`sign-in ${who}: ${JSON.stringify(r.body)}`);
  return cookieFrom(r.headers);
}

/**
 * Headers of a signed-in session for `who`, made straight in the database (no scrypt per test):
 * for suites that test something else behind the access check.
 */
export async function sessionHeaders(ctx: TestCtx, who: Who): Promise<{ cookie: string }> {
  if (who === 'member5001' || typeof who === 'object') {
    const user_id = who === 'member5001' ? DEMO_MEMBER_SIGN_IN.user_id : who.user_id;
    return cookieOf(await createSession(ctx.db, { user_id }));
  }
  const [row] = await ctx.db.query<{ account_id: number }>(
    'SELECT account_id::int AS account_id FROM accounts WHERE email = $1',
    [WHO[who].email],
  );
  return cookieOf(await createSession(ctx.db, { account_id: row!.account_id }));
}
