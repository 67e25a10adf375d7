import { expect, it } from 'vitest';
import { api, describeEachDriver, withHeaders } from '../../../test/harness';
import { sessionHeaders, type Who } from '../../../test/sign-in';
import { fields, get, post, tempInfo } from '../../../test/wizard';

describeEachDriver(
  'current members (get-agent-members, get-group-users)',
  (ctx) => {
    // Each call is made by the principal allowed to list that book (access-rules.ts); the access
    // suite (modules/auth) shows everyone else is refused.
    const whoFor = (q: string): Who =>
      q.includes('agent_id=20417')
        ? 'rep20417'
        : q.includes('group_id=3050')
          ? 'rep20417'
          : q.includes('group_id=77')
            ? 'group77'
            : 'rep10109';
    const list = async (call: string, q: string, who: Who = whoFor(q)) =>
      ctx().call({ url: api(`${call}?${q}`), headers: await sessionHeaders(ctx(), who) });
    const names = (body: { data: { rows: { name: string }[] } }) => body.data.rows.map((r) => r.name);

    it("pages a rep's own book 5 rows at a time, in name order, with the total", async () => {
      const first = await list('get-agent-members', 'agent_id=10109');
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({ total: 12, page: 1, per_page: 5 });
      expect(names(first.body)).toEqual([
        'Emma Anderson',
        'Lucas Bennett',
        'James Carter',
        'Liam Harrison',
        'Olivia Jackson',
      ]);
      const last = await list('get-agent-members', 'agent_id=10109&page=3');
      expect(names(last.body)).toEqual(['Ethan Thompson', 'Mia Wilson']);
      const past = await list('get-agent-members', 'agent_id=10109&page=9');
      expect(past.body.data).toMatchObject({ rows: [], total: 12, page: 9 });
    });

    it('gives each row the spec fields, the SSN masked to its last 4 and never in full', async () => {
      const r = await list('get-agent-members', 'agent_id=10109&search=maria');
      expect(r.body.data.rows).toEqual([
        {
          user_id: 5001,
          name: 'Maria Lopez',
          first_name: 'Maria',
          last_name: 'Lopez',
          dob: '03/12/1984',
          email: 'maria.lopez@example.com',
          ssn: '*****6789',
          policy_id: 'POL-5001-1001',
          group_info: { group_id: 77, group_name: 'Northwind Traders' },
          plan_info: [
            { plan_name: expect.any(String), plan_status: 'ACTIVE' },
            { plan_name: expect.any(String), plan_status: 'TERMED' },
          ],
        },
      ]);
      const page = await list('get-agent-members', 'agent_id=10109&page=2');
      const text = JSON.stringify(page.body);
      for (const full of ['512346789', '518223404', '534129876', '518223406'])
        expect(text).not.toContain(full);
      for (const row of page.body.data.rows) expect(row.ssn).toMatch(/^\*{5}\d{4}$/);
    });

    it('searches name and e-mail on the server, any case, anywhere in the text', async () => {
      const son = await list('get-agent-members', 'agent_id=10109&search=SON');
      expect(son.body.data.total).toBe(7);
      expect(names(son.body)).toEqual([
        'Emma Anderson',
        'Liam Harrison',
        'Olivia Jackson',
        'Noah Johnson',
        'Ava Robinson',
      ]);
      const page2 = await list('get-agent-members', 'agent_id=10109&search=son&page=2');
      expect(names(page2.body)).toEqual(['Ethan Thompson', 'Mia Wilson']);
      expect(names((await list('get-agent-members', 'agent_id=10109&search=mia.wilson%40')).body)).toEqual([
        'Mia Wilson',
      ]);
      expect(names((await list('get-agent-members', 'agent_id=10109&search=noah%20johnson')).body)).toEqual([
        'Noah Johnson',
      ]);
      // LIKE wildcards typed by the person are taken literally; an SSN is never searchable.
      for (const q of ['%25', '_', '6789', '512346789'])
        expect((await list('get-agent-members', `agent_id=10109&search=${q}`)).body.data.total).toBe(0);
    });

    it("never lists another rep's members, and lists a group's own", async () => {
      const other = await list('get-agent-members', 'agent_id=20417&search=son');
      expect(names(other.body)).toEqual(['Omar Patterson', 'Grace Wilkinson']);
      // A rep's book is the access rules' own (ADR 0013): also the members of the groups the agent
      // serves. Rep 20417 serves group 1929, so lists (and may open) its member 5003 Aisha Khan.
      const served = await list('get-agent-members', 'agent_id=20417&search=khan');
      // Member 5090 is the demo world's possible duplicate of her (ADR 0024): a member until reviewed.
      expect(served.body.data.rows).toEqual([
        expect.objectContaining({
          user_id: 5003,
          name: 'Aisha Khan',
          group_info: expect.objectContaining({ group_id: 1929 }),
        }),
        expect.objectContaining({ user_id: 5090, name: 'Aisha Khan' }),
      ]);
      const opened = await ctx().call({
        url: api('get-member-info?user_id=5003'),
        headers: await sessionHeaders(ctx(), 'rep20417'),
      });
      expect(opened.status).toBe(200);
      const all10109 = [1, 2, 3].map((p) => list('get-agent-members', `agent_id=10109&page=${p}`));
      const listed = (await Promise.all(all10109)).flatMap((r) => names(r.body));
      expect(listed).not.toContain('Grace Wilkinson');
      expect(listed).not.toContain('Tom Nguyen');

      const group = await list('get-group-users', 'group_id=77');
      expect(group.body.data.total).toBe(10);
      expect(names(group.body)).not.toContain('Aisha Khan');
      const found = await list('get-group-users', 'group_id=77&search=thompson');
      expect(found.body.data.rows[0]).toMatchObject({ name: 'Ethan Thompson', ssn: '*****3406' });
      expect((await list('get-group-users', 'group_id=3050')).body.data.total).toBe(3);
    });

    it('refuses a book the principal may not list (401 without a session, 403 otherwise)', async () => {
      const anon = await ctx().call({ url: api('get-agent-members?agent_id=10109') });
      expect(anon.status).toBe(401);
      expect((await list('get-agent-members', 'agent_id=20417', 'rep10109')).status).toBe(403);
      expect((await list('get-group-users', 'group_id=3050', 'rep10109')).status).toBe(403);
      expect((await list('get-group-users', 'group_id=1929', 'group77')).status).toBe(403);
      expect((await list('get-agent-members', 'agent_id=10109', 'group77')).status).toBe(403);
    });

    it('answers bad input beside the field', async () => {
      const bad = async (call: string, q: string, target: string) => {
        const r = await list(call, q);
        expect(r.status).toBe(400);
        expect(r.body.status).toBe('error');
        expect(r.body.data.map((e: { target_element: string }) => e.target_element)).toContain(target);
      };
      await bad('get-agent-members', 'agent_id=abc', 'agent_id');
      await bad('get-agent-members', '', 'agent_id');
      await bad('get-group-users', 'group_id=-3', 'group_id');
      await bad('get-agent-members', 'agent_id=10109&page=0', 'page');
      await bad('get-agent-members', 'agent_id=10109&page=two', 'page');
      await bad('get-group-users', `group_id=77&search=${'x'.repeat(101)}`, 'search');
    });
    // Its own database: it counts the seeded books, which completed enrollments elsewhere add to.
  },
  { fresh: true },
);

describeEachDriver('add-filter-for-member', (ctx) => {
  const start = async (
    payload: Record<string, unknown>,
    who: Who | null = { user_id: Number(payload.user_id ?? 0) || 5001 },
  ) => post(ctx(), 'add-filter-for-member', payload, who ? await sessionHeaders(ctx(), who) : {});

  it("starts a member's own enrollment from member home (user_id)", async () => {
    const r = await start({ user_id: 5002, tier: 'IF' });
    expect(r.status).toBe(200);
    expect(r.body.data.show_quotation).toBe('no');
    const id = r.body.data.temp_enrollment_id;
    // The member's own enrollment opens with their session on every call, never with the key alone.
    const member = withHeaders(ctx(), await sessionHeaders(ctx(), { user_id: 5002 }));
    expect((await get(ctx(), 'get-enrollment-temp-info', { enrollment_id: id, column: 'type' })).status).toBe(
      404,
    );
    expect(await tempInfo(member, id, 'type')).toBe('existing-member');
    expect(await tempInfo(member, id, 'filter_info')).toMatchObject({
      tier: 'IF',
      eprocess: 'applicant',
      user_id: 5002,
      agent_id: 10109,
      group_id: 77,
      zip: '30303',
    });
  });

  it('starts one from a member benefit store token, under the link group 1929', async () => {
    // No session: the link works without signing in, but proves nobody's identity (ADR 0013). The
    // enrollment is a new applicant's, bound to this browser, with the member's quote basics and
    // name; the member's record never opens.
    const r = await start({ member_token: 'mbs_q7TvX2pLk9RwZ3hN8cJ4fD6y', tier: 'IC', group_id: 1929 }, null);
    expect(r.status).toBe(200);
    expect(r.body.data.show_quotation).toBe('no');
    const id: string = r.body.data.temp_enrollment_id;
    expect(await tempInfo(ctx(), id, 'type')).toBe('new-member');
    expect(await tempInfo(ctx(), id, 'filter_info')).toMatchObject({
      user_id: null,
      group_id: 1929,
      tier: 'IC',
      zip: '10001',
    });
    const [row] = await ctx().db.query<{ user_id: number | null; invited_user_id: number | null }>(
      'SELECT user_id, invited_user_id FROM enrollments WHERE enrollment_id = $1',
      [id],
    );
    expect(row).toEqual({ user_id: null, invited_user_id: 5001 });
    const header = await get(ctx(), 'get-group-agent-member-info', { enrollment_id: id });
    expect(header.body.data.result.user_info).toEqual({ first_name: 'Maria', last_name: 'Lopez' });
    // The steps start empty: nothing of the member's record (name, SSN, e-mail) is prefilled.
    const personal = await fields(ctx(), 'get-form-fields-personal-info', id);
    expect(personal.first_name.value).not.toBe('Maria');
    expect(String(personal.ssn.value ?? '')).not.toContain('6789');
    const contact = await fields(ctx(), 'get-form-fields-contact-info', id);
    expect(contact.email_address.value).not.toBe('maria.lopez@example.com');
    // Another browser holding the id reaches nothing.
    const stranger = await ctx().call({
      url: api(`get-enrollment-temp-info?enrollment_id=${id}&column=type`),
      stranger: true,
    });
    expect(stranger.status).toBe(404);
  });

  it('answers unknown members, tokens and tiers beside the field', async () => {
    const unknownToken = await start({ member_token: 'mbs_notAToken000000000000000', tier: 'IO' }, null);
    expect(unknownToken.status).toBe(404);
    expect(unknownToken.body.data).toEqual([
      { target_element: 'member_token', error_message: 'This member was not found.' },
    ]);
    // A row number is not a token: the link cannot be guessed from a member's id.
    expect((await start({ member_token: '5001', tier: 'IO' })).body.data[0].target_element).toBe(
      'member_token',
    );
    // Another member, or one that does not exist, is refused like any member outside one's scope.
    expect((await start({ user_id: 5002, tier: 'IO' }, 'member5001')).status).toBe(403);
    expect((await start({ user_id: 999999, tier: 'IO' }, 'member5001')).status).toBe(403);
    expect((await start({ user_id: 5002, tier: 'IO' }, null)).status).toBe(401);
    expect((await start({ tier: 'IO' })).body.data).toEqual([
      { target_element: 'user_id', error_message: 'This field is required.' },
    ]);
    const tier = await start({ user_id: 5001, tier: 'XX' });
    expect(tier.status).toBe(400);
    expect(tier.body.data).toEqual([{ target_element: 'tier', error_message: 'Please choose a tier' }]);
    expect((await start({ user_id: 5001, tier: 'IO', group_id: 424242 })).body.data[0].target_element).toBe(
      'group_id',
    );
  });
});
