import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, describeEachDriver, type TestCtx } from '../../../test/harness';
import { cookieFrom, signInWithPassword, WHO } from '../../../test/sign-in';
import { hashPassword } from '../../kernel/access/password';
import { SIGN_IN } from '../../kernel/limits/policy';

const post = (
  ctx: TestCtx,
  call: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) => ctx.call({ method: 'POST', url: api(call), payload, headers });
const whoAmI = (ctx: TestCtx, headers: Record<string, string> = {}) =>
  ctx.call({ url: api('who-am-i'), headers }).then((r) => r.body.data);
const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

/** A throwaway rep account (so lockouts and password changes never touch the demo sign-ins). */
async function testRep(ctx: TestCtx, password = 'correct horse battery') {
  const email = unique('rep');
  await ctx.db.query(
    `INSERT INTO accounts (email, kind, first_name, last_name, agent_id, password_hash) VALUES ($1,'rep','Test','Rep',10109,$2)`,
    [email, await hashPassword(password)],
  );
  return { email, password };
}
const lastMailTo = async (ctx: TestCtx, to: string) =>
  (
    await ctx.db.query<{ subject: string; text: string; html: string; kind: string }>(
      'SELECT subject, text, html, kind FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
      [to],
    )
  )[0];

describeEachDriver('sign-in and sessions', (ctx) => {
  describe('password sign-in', () => {
    it("signs a rep in: httpOnly SameSite cookie, the spec's session keys and the rep home", async () => {
      const a = WHO.rep10109;
      const r = await post(ctx(), 'sign-in', { email: ` ${a.email.toUpperCase()} `, password: a.password });
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual({
        signed_in: true,
        principal: { kind: 'rep', first_name: 'Jordan', last_name: 'Avery', email: a.email },
        session_keys: { eprocess: 'rep', agent_id: 10109, group_id: null, USER_ID: null },
        home: '/agent-home',
      });
      // The session cookie, and a device cookie that marks this browser as the rep's (limits/).
      const cookies = r.headers['set-cookie'] as unknown as string[];
      const cookie = cookies.find((c) => c.startsWith('bs_session='));
      const device = cookies.find((c) => c.startsWith('bs_device_'));
      expect(device).toMatch(
        /^bs_device_\w{16}=[\w-]{22}\.[\w-]{43}; Max-Age=7776000; Path=\/api\/v1; HttpOnly; SameSite=Lax$/,
      );
      expect(cookie).toMatch(/^bs_session=[\w-]{43}; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax$/);
      // Only a hash of the token is stored.
      const token = cookie!.split(';')[0]!.split('=')[1]!;
      expect(await ctx().db.query('SELECT 1 FROM sessions WHERE token_hash = $1', [token])).toEqual([]);
      expect((await whoAmI(ctx(), cookieFrom(r.headers))).principal.first_name).toBe('Jordan');
    });

    it('marks the cookie Secure behind https', async () => {
      const a = WHO.group77;
      const r = await post(
        ctx(),
        'sign-in',
        { email: a.email, password: a.password },
        { 'x-forwarded-proto': 'https' },
      );
      // Without TRUST_PROXY the forwarded header is ignored: plain http, no Secure flag.
      expect(String(r.headers['set-cookie'])).not.toContain('Secure');
      expect(r.body.data.session_keys).toEqual({
        eprocess: 'group',
        agent_id: 10109,
        group_id: 77,
        USER_ID: null,
      });
      expect(r.body.data.home).toBe('/group-home');
    });

    it('answers the same for a wrong password and an unknown e-mail, beside the password', async () => {
      const a = WHO.rep20417;
      const wrong = await post(ctx(), 'sign-in', { email: a.email, password: 'not-it' });
      const nobody = await post(ctx(), 'sign-in', { email: unique('nobody'), password: 'not-it' });
      for (const r of [wrong, nobody]) {
        expect(r.status).toBe(401);
        expect(r.body.data).toEqual([
          { target_element: 'password', error_message: 'The e-mail or password is not correct.' },
        ]);
        expect(r.headers['set-cookie']).toBeUndefined();
      }
      // A success takes its own attempt back (the demo rep's budget is not used up by signing in).
      const key = `sign-in:account:account:${a.email}`;
      const hits = async () =>
        (await ctx().db.query<{ hits: number }>('SELECT hits FROM rate_limits WHERE key = $1', [key]))[0]
          ?.hits;
      const before = await hits();
      await signInWithPassword(ctx(), 'rep20417');
      expect(await hits()).toBe(before);
    });

    it('asks for both fields', async () => {
      const r = await post(ctx(), 'sign-in', {});
      expect(r.status).toBe(400);
      expect(r.body.data.map((e: { target_element: string }) => e.target_element)).toEqual([
        'email',
        'password',
      ]);
    });

    it('locks the e-mail for this client after repeated failures, even for the right password', async () => {
      const rep = await testRep(ctx());
      const client = { remoteAddress: '10.77.0.1' };
      const from = (password: string) =>
        ctx().call({
          method: 'POST',
          url: api('sign-in'),
          payload: { email: rep.email, password },
          ...client,
        });
      for (let i = 1; i < SIGN_IN.perClient; i++) expect((await from('nope')).status).toBe(401);
      const started = Date.now();
      expect((await from('nope')).status).toBe(401);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1000); // slowed down
      const locked = await from(rep.password);
      expect(locked.status).toBe(429);
      expect(locked.body.data[0].error_message).toBe(
        'Too many failed sign-ins. Please try again in 15 minutes.',
      );
      // An unknown e-mail locks the same way, so a lock says nothing about accounts.
      const nobody = unique('nobody');
      for (let i = 0; i <= SIGN_IN.perClient; i++)
        await ctx().call({
          method: 'POST',
          url: api('sign-in'),
          payload: { email: nobody, password: 'x' },
          ...client,
        });
      expect(
        (
          await ctx().call({
            method: 'POST',
            url: api('sign-in'),
            payload: { email: nobody, password: 'x' },
            ...client,
          })
        ).status,
      ).toBe(429);
      // When the window is over the right password works again (counters are shared through the database).
      await ctx().db.query(
        `UPDATE rate_limits SET reset_at = now() - interval '1 second' WHERE key LIKE $1`,
        [`sign-in:%${rep.email}`],
      );
      expect((await from(rep.password)).status).toBe(200);
    });
  });

  describe('sign-out', () => {
    it('ends the server session and clears the cookie', async () => {
      const session = await signInWithPassword(ctx(), 'rep10109');
      const out = await post(ctx(), 'sign-out', {}, session);
      expect(out.status).toBe(200);
      // Two cookies are cleared: the session's, and the browser's enrollment key (ADR 0013), so the
      // next person at a shared computer reaches none of its enrollments.
      const cleared = ([] as unknown[]).concat(out.headers['set-cookie'] ?? []).map(String);
      expect(cleared.sort()).toEqual([
        'bs_ek=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
        'bs_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
      ]);
      expect(await whoAmI(ctx(), session)).toEqual({
        signed_in: false,
        principal: null,
        session_keys: null,
        home: '/',
      });
      const r = await ctx().call({ url: api('get-agent-groups?agent_id=10109'), headers: session });
      expect(r.status).toBe(401);
    });
  });

  describe('forgot password', () => {
    it('mails a one-time code through the outbox, then sets the new password and ends old sessions', async () => {
      const rep = await testRep(ctx());
      const old = cookieFrom((await post(ctx(), 'sign-in', rep)).headers);
      const asked = await post(ctx(), 'request-password-reset', { email: rep.email });
      expect(asked.body.data.message).toBe('If this e-mail belongs to an account, we sent it a code.');
      const mail = await lastMailTo(ctx(), rep.email);
      expect(mail!.kind).toBe('password_reset');
      const code = /\b([A-Z2-9]{4}-[A-Z2-9]{4})\b/.exec(mail!.text)![1]!;
      expect(mail!.text).toContain('http://localhost:4200/forgot-password');

      const wrong = await post(ctx(), 'reset-password', {
        email: rep.email,
        code: 'AAAA-AAAA',
        password: 'a new long password',
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body.data).toEqual([
        { target_element: 'code', error_message: 'This code is not valid or has expired.' },
      ]);
      const short = await post(ctx(), 'reset-password', { email: rep.email, code, password: 'short' });
      expect(short.body.data).toEqual([
        { target_element: 'password', error_message: 'Please choose a password of at least 10 characters' },
      ]);
      const ok = await post(ctx(), 'reset-password', {
        email: rep.email,
        code: code.toLowerCase(),
        password: 'a new long password',
      });
      expect(ok.status).toBe(200);
      expect(
        (await post(ctx(), 'reset-password', { email: rep.email, code, password: 'another long one' }))
          .status,
      ).toBe(422);
      expect((await whoAmI(ctx(), old)).signed_in).toBe(false);
      expect((await post(ctx(), 'sign-in', rep)).status).toBe(401);
      expect(
        (await post(ctx(), 'sign-in', { email: rep.email, password: 'a new long password' })).status,
      ).toBe(200);
    });

    it('answers the same for an unknown e-mail, sends nothing, and stops after a few codes an hour', async () => {
      const nobody = unique('nobody');
      expect((await post(ctx(), 'request-password-reset', { email: nobody })).body.data.message).toBe(
        'If this e-mail belongs to an account, we sent it a code.',
      );
      expect(await lastMailTo(ctx(), nobody)).toBeUndefined();
      const rep = await testRep(ctx());
      // From one client: the per-client quota of limits/policy.ts.
      const ask = () =>
        ctx().call({
          method: 'POST',
          url: api('request-password-reset'),
          payload: { email: rep.email },
          remoteAddress: '10.77.2.1',
        });
      const asked = [];
      for (let i = 0; i < 7; i++) asked.push((await ask()).status);
      expect(asked).toEqual([200, 200, 200, 200, 200, 429, 429]);
      const [{ n }] = await ctx().db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM outbox WHERE to_address = $1',
        [rep.email],
      );
      expect(n).toBe(5);
    });

    it('refuses the right code from a client past five wrong guesses, but not from the person', async () => {
      const rep = await testRep(ctx());
      await post(ctx(), 'request-password-reset', { email: rep.email });
      const code = /\b([A-Z2-9]{4}-[A-Z2-9]{4})\b/.exec((await lastMailTo(ctx(), rep.email))!.text)![1]!;
      const reset = (c: string, remoteAddress: string) =>
        ctx().call({
          method: 'POST',
          url: api('reset-password'),
          payload: { email: rep.email, code: c, password: 'a new long password' },
          remoteAddress,
        });
      for (let i = 0; i < 5; i++) expect((await reset('ZZZZ-ZZZZ', '10.77.1.1')).status).toBe(422);
      expect((await reset(code, '10.77.1.1')).status).toBe(429);
      // The guesses did not kill the code: its owner, on another client, still uses it.
      expect((await reset(code, '10.77.1.2')).status).toBe(200);
    });
  });

  describe('member sign-in by mailed link or code', () => {
    const linkToken = (text: string) => /\/member-sign-in\/([\w-]{43})/.exec(text)![1]!;

    it('mails a one-time link that signs the member in once, with USER_ID and the member home', async () => {
      const asked = await post(ctx(), 'request-member-sign-in', { email: 'Maria.Lopez@example.com' });
      expect(asked.body.data.message).toBe(
        'If this e-mail belongs to a member, we sent it a sign-in link and code.',
      );
      const mail = await lastMailTo(ctx(), 'maria.lopez@example.com');
      expect(mail!.kind).toBe('member_sign_in');
      expect(mail!.subject).toBe('Your sign-in link for Benefit Store');
      const token = linkToken(mail!.text);
      const r = await post(ctx(), 'member-sign-in', { token });
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({
        principal: { kind: 'member', first_name: 'Maria', last_name: 'Lopez' },
        session_keys: { eprocess: 'applicant', agent_id: null, group_id: null, USER_ID: 5001 },
        home: '/member-home',
      });
      const session = cookieFrom(r.headers);
      expect((await ctx().call({ url: api('get-member-info?user_id=5001'), headers: session })).status).toBe(
        200,
      );
      const again = await post(ctx(), 'member-sign-in', { token });
      expect(again.status).toBe(422);
      expect(again.body.data[0]).toEqual({
        target_element: 'token',
        error_message:
          'This sign-in link is not valid, was already used or has expired. Please ask for a new one.',
      });
    });

    it('takes the mailed code with the e-mail instead; an expired link is refused', async () => {
      await post(
        ctx(),
        'request-member-sign-in',
        { email: 'james.carter@example.com' },
        { 'accept-language': 'es' },
      );
      const mail = await lastMailTo(ctx(), 'james.carter@example.com');
      expect(mail!.subject).toBe('Su enlace para iniciar sesión en Benefit Store');
      const code = /\b([A-Z2-9]{4}-[A-Z2-9]{4})\b/.exec(mail!.text)![1]!;
      const r = await post(ctx(), 'member-sign-in', { email: 'james.carter@example.com', code });
      expect(r.body.data.session_keys.USER_ID).toBe(5002);
      // The code used up the link too (one row, single use).
      expect((await post(ctx(), 'member-sign-in', { token: linkToken(mail!.text) })).status).toBe(422);

      await post(ctx(), 'request-member-sign-in', { email: 'tom.nguyen@example.com' });
      const late = linkToken((await lastMailTo(ctx(), 'tom.nguyen@example.com'))!.text);
      await ctx().db.query(
        `UPDATE auth_codes SET expires_at = now() - interval '1 second' WHERE email = 'tom.nguyen@example.com'`,
      );
      expect((await post(ctx(), 'member-sign-in', { token: late })).status).toBe(422);
    });

    it('sends nothing to an e-mail that is no member, with the same answer', async () => {
      const nobody = unique('nobody');
      const r = await post(ctx(), 'request-member-sign-in', { email: nobody });
      expect(r.body.data.message).toBe(
        'If this e-mail belongs to a member, we sent it a sign-in link and code.',
      );
      expect(await lastMailTo(ctx(), nobody)).toBeUndefined();
    });
  });
});
