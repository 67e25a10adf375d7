import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { api, describeEachDriver, type TestCtx } from '../../../test/harness';
import { addToCart, newEnrollment, type Profile } from '../../../test/shop';
import { sessionHeaders, type Who } from '../../../test/sign-in';
import { authorize, NOT_ALLOWED, SIGN_IN_REQUIRED } from '../../kernel/access/access';
import { ACCESS_RULES, ACTIONS, type Action, type Owner } from '../../kernel/access/access-rules';

/**
 * DESIGN §5 / ADR 0010: every rep, group and member call acts only for a signed-in principal
 * allowed on that agent, group or member. Demo world: agent 10109 serves groups 77 and 1929
 * (members 5001, 5002 in 77, 5003 in 1929); agent 20417 serves 1929 and 3050 (member 5004 in 3050).
 */
describeEachDriver('access control', (ctx) => {
  type Headers = Record<string, string>;
  const as = (who: Who) => sessionHeaders(ctx(), who);
  const get = (call: string, query: Record<string, string | number>, headers: Headers = {}) =>
    ctx().call({
      url: api(
        `${call}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
      ),
      headers,
    });
  const post = (call: string, payload: Record<string, unknown>, headers: Headers = {}) =>
    ctx().call({ method: 'POST', url: api(call), payload, headers });
  const enroll = (user_id: number, headers: Headers, extra: Record<string, unknown> = {}) =>
    post(
      'add-filter-for-existing-user',
      { enroll_type: 'existing-member', user_id, tier: 'IO', ...extra },
      headers,
    );
  const cartOf = async (profile: Profile) => {
    const id = await newEnrollment(ctx(), profile);
    await addToCart(ctx(), id, 1001, 100101);
    return id;
  };
  const quote = (enrollment_id: string, headers: Headers) =>
    post(
      'save-enrollment',
      { tab: 'cart_info', enrollment_id, name: 'Pat', email: 'pat.quote@example.com' },
      headers,
    );
  const preview = (enrollment_id: string, headers: Headers) =>
    get(
      'get-quote-preview-content',
      { enrollment_id, tab: 'cart_info', type: 'preview', name: 'Pat', email: 'pat.quote@example.com' },
      headers,
    );
  const enrollerCode = (enrollment_id: string, headers: Headers) =>
    post('save-enroller-code', { enrollment_id, enrollerCode: 'JAV10109' }, headers);

  const refused = (status: number) => ({
    status,
    body: {
      status: 'error',
      data: [{ target_element: 'session', error_message: status === 401 ? SIGN_IN_REQUIRED : NOT_ALLOWED }],
    },
  });
  const statusOf = async (r: Promise<{ status: number }>) => (await r).status;

  describe('without a session', () => {
    it('refuses every rep, group and member call with 401 and a sign-in message', async () => {
      const id = await cartOf({ eprocess: 'rep', open_type: 'agent' });
      for (const r of [
        get('get-agent-groups', { agent_id: 10109 }),
        get('get-enrollment-platforms', { agent_id: 10109 }),
        get('get-member-info', { user_id: 5001 }),
        enroll(5001, {}),
        quote(id, {}),
        preview(id, {}),
        enrollerCode(id, {}),
      ])
        expect(await r).toMatchObject(refused(401));
    });

    it('treats agent_id, group_id, uid and eprocess headers and body fields as hints, never proof', async () => {
      const forged = { agent_id: '10109', group_id: '77', uid: '5001', eprocess: 'rep' };
      expect(await get('get-agent-groups', { agent_id: 10109 }, forged)).toMatchObject(refused(401));
      expect(await enroll(5001, forged, { agent_id: 10109, eprocess: 'rep' })).toMatchObject(refused(401));
      // Signed in as rep 20417 but claiming 10109 in every header: still 20417.
      const dana = { ...(await as('rep20417')), ...forged };
      expect(await get('get-agent-groups', { agent_id: 10109 }, dana)).toMatchObject(refused(403));
      expect(await enroll(5001, dana, { agent_id: 10109 })).toMatchObject(refused(403));
    });

    it('answers in Spanish when asked', async () => {
      const r = await ctx().call({
        url: api('get-agent-groups?agent_id=10109'),
        headers: { 'accept-language': 'es' },
      });
      expect(r.body.data[0].error_message).toBe('Inicie sesión para continuar.');
    });

    it('refuses an expired, an idle, a signed-out and a made-up session', async () => {
      const expired = await as('rep10109');
      const idle = await as('rep10109');
      const token = (h: { cookie: string }) => h.cookie.split('=')[1];
      const { hashToken } = await import('../../kernel/access/session.repository');
      await ctx().db.query(
        `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
        [hashToken(token(expired))],
      );
      await ctx().db.query(
        `UPDATE sessions SET last_seen_at = now() - interval '31 minutes' WHERE token_hash = $1`,
        [hashToken(token(idle))],
      );
      const out = await as('rep10109');
      expect((await post('sign-out', {}, out)).status).toBe(200);
      for (const h of [expired, idle, out, { cookie: 'bs_session=made-up-token' }])
        expect(await get('get-agent-groups', { agent_id: 10109 }, h)).toMatchObject(refused(401));
    });
  });

  describe('a rep', () => {
    it("lists only their own agent's groups and platforms", async () => {
      const jordan = await as('rep10109');
      expect((await get('get-agent-groups', { agent_id: 10109 }, jordan)).body.data).toEqual([
        { gid: 77, gname: 'Northwind Traders' },
        { gid: 1929, gname: 'Riverside Unified School District' },
      ]);
      expect(await statusOf(get('get-enrollment-platforms', { agent_id: 10109 }, jordan))).toBe(200);
      expect(await get('get-agent-groups', { agent_id: 20417 }, jordan)).toMatchObject(refused(403));
      expect(await get('get-enrollment-platforms', { agent_id: 20417 }, jordan)).toMatchObject(refused(403));
    });

    it("cannot see or enroll another rep's members; a shared group's member is in both books", async () => {
      const jordan = await as('rep10109');
      const dana = await as('rep20417');
      expect(await statusOf(get('get-member-info', { user_id: 5001 }, jordan))).toBe(200);
      expect(await get('get-member-info', { user_id: 5004 }, jordan)).toMatchObject(refused(403));
      expect(await enroll(5004, jordan)).toMatchObject(refused(403));
      expect(await get('get-member-info', { user_id: 5001 }, dana)).toMatchObject(refused(403));
      expect(await enroll(5001, dana)).toMatchObject(refused(403));
      expect(await statusOf(enroll(5004, dana))).toBe(200);
      expect(await statusOf(enroll(5003, dana))).toBe(200); // group 1929 is served by both agents
      // An unknown member answers like a member outside the book: ids cannot be probed.
      expect(await get('get-member-info', { user_id: 999999 }, jordan)).toMatchObject(refused(403));
    });

    it('starts the enrollment as themselves whatever the body claims', async () => {
      const dana = await as('rep20417');
      const r = await enroll(5003, dana, { agent_id: 10109, eprocess: 'group', group_id: 77 });
      expect(r.status).toBe(200);
      const [row] = await ctx().db.query<{ agent_id: number; eprocess: string }>(
        'SELECT agent_id, eprocess FROM enrollments WHERE enrollment_id = $1',
        [r.body.data.temp_enrollment_id],
      );
      expect(row).toEqual({ agent_id: 20417, eprocess: 'rep' });
    });

    it("cannot quote or credit an enroller on another rep's cart", async () => {
      const jordansCart = await cartOf({
        eprocess: 'rep',
        open_type: 'agent',
        agent_id: 10109,
        group_id: 77,
      });
      const danasCart = await cartOf({
        eprocess: 'rep',
        open_type: 'agent',
        agent_id: 20417,
        group_id: 3050,
      });
      const jordan = await as('rep10109');
      expect(await statusOf(quote(jordansCart, jordan))).toBe(200);
      expect(await statusOf(preview(jordansCart, jordan))).toBe(200);
      expect(await statusOf(enrollerCode(jordansCart, jordan))).toBe(200);
      expect(await quote(danasCart, jordan)).toMatchObject(refused(403));
      expect(await preview(danasCart, jordan)).toMatchObject(refused(403));
      expect(await enrollerCode(danasCart, jordan)).toMatchObject(refused(403));
    });
  });

  describe('a group administrator of group 77', () => {
    it('sees and enrolls only members of their group', async () => {
      const priya = await as('group77');
      expect(await statusOf(get('get-member-info', { user_id: 5002 }, priya))).toBe(200);
      expect(await get('get-member-info', { user_id: 5003 }, priya)).toMatchObject(refused(403));
      expect(await get('get-member-info', { user_id: 5004 }, priya)).toMatchObject(refused(403));
      const r = await enroll(5002, priya);
      expect(r.status).toBe(200);
      expect(await enroll(5003, priya)).toMatchObject(refused(403));
      const [row] = await ctx().db.query<{ eprocess: string }>(
        'SELECT eprocess FROM enrollments WHERE enrollment_id = $1',
        [r.body.data.temp_enrollment_id],
      );
      expect(row!.eprocess).toBe('group');
    });

    it("sees its agent's platforms but not the agent's other groups; quotes only its group's carts", async () => {
      const priya = await as('group77');
      expect(await statusOf(get('get-enrollment-platforms', { agent_id: 10109 }, priya))).toBe(200);
      expect(await get('get-enrollment-platforms', { agent_id: 20417 }, priya)).toMatchObject(refused(403));
      expect(await get('get-agent-groups', { agent_id: 10109 }, priya)).toMatchObject(refused(403));
      const own = await cartOf({ eprocess: 'group', open_type: 'group', group_id: 77 });
      const other = await cartOf({ eprocess: 'group', open_type: 'group', group_id: 1929 });
      expect(await statusOf(quote(own, priya))).toBe(200);
      expect(await quote(other, priya)).toMatchObject(refused(403));
      expect(await enrollerCode(own, priya)).toMatchObject(refused(403)); // reps only
    });
  });

  describe('a member', () => {
    it('sees and enrolls only themselves, and never a rep or group call', async () => {
      const maria = await as('member5001');
      const info = await get('get-member-info', { user_id: 5001 }, maria);
      expect(info.body.data.member_info).toEqual({ first_name: 'Maria', last_name: 'Lopez', userid: 5001 });
      expect(await get('get-member-info', { user_id: 5002 }, maria)).toMatchObject(refused(403));
      const own = await enroll(5001, maria);
      expect(own.status).toBe(200);
      expect(own.body.data.show_quotation).toBe('no');
      expect(await enroll(5002, maria)).toMatchObject(refused(403));
      expect(await get('get-agent-groups', { agent_id: 10109 }, maria)).toMatchObject(refused(403));
      expect(await get('get-enrollment-platforms', { agent_id: 10109 }, maria)).toMatchObject(refused(403));
    });
  });

  describe('the rules table', () => {
    // Every action x principal, including the screens' list calls (get-agent-members,
    // get-group-users), straight through `authorize` with a session cookie.
    // Cookies as @fastify/cookie parses them for a real request.
    const request = (c: TestCtx, cookie: string) =>
      ({ headers: { cookie }, cookies: c.app.parseCookie(cookie) }) as unknown as FastifyRequest;
    const allowed = async (c: TestCtx, who: Who, action: Action, owner: Owner) => {
      const req = request(c, (await sessionHeaders(c, who)).cookie);
      return authorize({ req, db: c.db }, action, owner).then(
        () => true,
        () => false,
      );
    };
    const AGENT_A = { agent_id: 10109 };
    const AGENT_B = { agent_id: 20417 };
    const GROUP_77 = { group_id: 77 };
    const GROUP_3050 = { group_id: 3050 };
    const MEMBER_5001 = { user_id: 5001, agent_id: 10109, group_id: 77 };
    const MEMBER_5004 = { user_id: 5004, agent_id: 20417, group_id: 3050 };
    const cases: [Who, Action, Owner, boolean][] = [
      ['rep10109', 'list-agent-members', AGENT_A, true],
      ['rep10109', 'list-agent-members', AGENT_B, false],
      ['rep10109', 'list-group-members', GROUP_77, true],
      ['rep10109', 'list-group-members', GROUP_3050, false],
      ['rep20417', 'list-group-members', GROUP_3050, true],
      ['group77', 'list-group-members', GROUP_77, true],
      ['group77', 'list-group-members', GROUP_3050, false],
      ['group77', 'list-agent-members', AGENT_A, false],
      ['member5001', 'list-agent-members', AGENT_A, false],
      ['member5001', 'list-group-members', GROUP_77, false],
      ['rep10109', 'enroll-member', MEMBER_5001, true],
      ['rep10109', 'enroll-member', MEMBER_5004, false],
      ['member5001', 'enroll-member', MEMBER_5001, true],
      ['member5001', 'enroll-member', MEMBER_5004, false],
      ['platformAdmin', 'list-agent-members', AGENT_A, false],
    ];
    it.each(cases)('%s %s %o -> %s', async (who, action, owner, expected) => {
      expect(await allowed(ctx(), who, action, owner)).toBe(expected);
    });

    it('gives every action a scope for every kind of principal and for a release token', () => {
      for (const a of ACTIONS)
        expect(Object.keys(ACCESS_RULES[a]).sort()).toEqual([
          'group_admin',
          'member',
          'platform_admin',
          'release_token',
          'rep',
        ]);
    });

    it('lets a release token do nothing but manage releases (ADR 0018)', () => {
      expect(ACTIONS.filter((a) => ACCESS_RULES[a].release_token !== 'never')).toEqual(['manage-releases']);
    });
  });
});
