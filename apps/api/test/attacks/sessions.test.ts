import { describe, expect, it } from 'vitest';
import { api, describeEachDriver, type TestCtx } from '../harness';
import { cookieFrom, sessionHeaders } from '../sign-in';
import { codeIn, mailsTo, newIp, newMember, newRep } from './clients';

/**
 * Issue 26 finding 8, ADR 0028: signing in again used to leave the earlier session valid for 12
 * hours with no way to end it. "Sign out other sessions" ends every other session of the person
 * (the asking browser stays), and a password reset ends them all; what the sessions table holds
 * is read before and after.
 */
const post = (ctx: TestCtx, call: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.call({ method: 'POST', url: api(call), payload, headers, remoteAddress: newIp() });
const guarded = (ctx: TestCtx, session: { cookie: string }) =>
  ctx.call({ url: api('get-agent-groups?agent_id=10109'), headers: session });
const sessionsOf = async (ctx: TestCtx, where: string, id: number | string) =>
  (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sessions WHERE ${where} = $1`, [id]))[0]!
    .n;
const accountIdOf = async (ctx: TestCtx, email: string) =>
  (
    await ctx.db.query<{ id: number }>('SELECT account_id::int AS id FROM accounts WHERE email = $1', [email])
  )[0]!.id;

describeEachDriver('attack: sessions a person cannot end', (ctx) => {
  describe('sign out other sessions', () => {
    it('ends the earlier sign-in of a rep and keeps the browser that asked', async () => {
      const rep = await newRep(ctx());
      const first = cookieFrom((await post(ctx(), 'sign-in', rep)).headers);
      const second = cookieFrom((await post(ctx(), 'sign-in', rep)).headers);
      const other = await sessionHeaders(ctx(), 'rep10109');
      const account = await accountIdOf(ctx(), rep.email);
      expect(await sessionsOf(ctx(), 'account_id', account)).toBe(2);
      expect((await guarded(ctx(), first)).status).toBe(200);

      const out = await post(ctx(), 'sign-out-other-sessions', {}, second);
      expect(out.status).toBe(200);
      expect(out.body.data).toEqual({ ended: 1 });

      expect((await guarded(ctx(), first)).status).toBe(401);
      expect((await guarded(ctx(), second)).status).toBe(200);
      expect(await sessionsOf(ctx(), 'account_id', account)).toBe(1);
      // Another person's session is not theirs to end.
      expect((await guarded(ctx(), other)).status).toBe(200);
    });

    it("ends a member's other sessions too", async () => {
      const m = await newMember(ctx());
      const first = await sessionHeaders(ctx(), { user_id: m.userId });
      const second = await sessionHeaders(ctx(), { user_id: m.userId });
      const out = await post(ctx(), 'sign-out-other-sessions', {}, second);
      expect(out.body.data).toEqual({ ended: 1 });
      const info = (s: { cookie: string }) =>
        ctx().call({ url: api(`get-member-info?user_id=${m.userId}`), headers: s });
      expect((await info(first)).status).toBe(401);
      expect((await info(second)).status).toBe(200);
      expect(await sessionsOf(ctx(), 'user_id', m.userId)).toBe(1);
    });

    it('answers 401 without a session, whatever the body', async () => {
      const r = await post(ctx(), 'sign-out-other-sessions', { anything: 1 });
      expect(r.status).toBe(401);
      expect(r.body.data[0].target_element).toBe('session');
    });
  });

  it('a password reset ends every session of the account, the asking one included', async () => {
    const rep = await newRep(ctx());
    const a = cookieFrom((await post(ctx(), 'sign-in', rep)).headers);
    const b = cookieFrom((await post(ctx(), 'sign-in', rep)).headers);
    const account = await accountIdOf(ctx(), rep.email);
    expect(await sessionsOf(ctx(), 'account_id', account)).toBe(2);

    await post(ctx(), 'request-password-reset', { email: rep.email }, b);
    const [mail] = await mailsTo(ctx(), rep.email, 'password_reset');
    const reset = await post(
      ctx(),
      'reset-password',
      { email: rep.email, code: codeIn(mail!.text), password: 'a brand new passphrase' },
      b,
    );
    expect(reset.status).toBe(200);

    expect((await guarded(ctx(), a)).status).toBe(401);
    expect((await guarded(ctx(), b)).status).toBe(401);
    expect(await sessionsOf(ctx(), 'account_id', account)).toBe(0);
  });
});
