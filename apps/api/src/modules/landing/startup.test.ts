import { describe, expect, it } from 'vitest';
import { api, describeEachDriver } from '../../../test/harness';
import { sessionHeaders } from '../../../test/sign-in';

describeEachDriver('start-up calls', (ctx) => {
  describe('validate-landing-page', () => {
    it('resolves an agent tenant', async () => {
      const { status, body } = await ctx().call({
        url: api('validate-landing-page?landing_page=summit-benefits'),
      });
      expect(status).toBe(200);
      expect(body.status).toBe('success');
      expect(body.data).toMatchObject({
        type: 'agent',
        slug: 'summit-benefits',
        agent_id: 10109,
        group_id: 77,
        portal_id: 101,
      });
      expect(body.data.data).toMatchObject({
        name: 'Summit Benefit Advisors',
        logo: '/tenant-assets/summit-benefits/logo.svg',
      });
      expect(body.data.data.agent_bio).toContain('independent agency');
    });
    it('resolves a group tenant with its about text (case-insensitive slug)', async () => {
      const { body } = await ctx().call({
        url: api('validate-landing-page?landing_page=Northwind-Employees'),
      });
      expect(body.data).toMatchObject({ type: 'group', group_id: 77, portal_id: 102 });
      expect(body.data.data.gweb_aboutus).toContain('Northwind Traders');
    });
    it('answers an error for an unknown or missing slug', async () => {
      const unknown = await ctx().call({ url: api('validate-landing-page?landing_page=no-such-store') });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({
        status: 'error',
        data: [{ target_element: 'landing_page', error_message: 'This landing page does not exist.' }],
      });
      const missing = await ctx().call({ url: api('validate-landing-page') });
      expect(missing.status).toBe(400);
      expect(missing.body.data[0].target_element).toBe('landing_page');
      const long = await ctx().call({ url: api(`validate-landing-page?landing_page=${'x'.repeat(500)}`) });
      expect(long.body.data[0].target_element).toBe('landing_page');
    });
  });

  it('get-enrollment-info-referral: valid, retired and unknown links', async () => {
    const ok = await ctx().call({ url: api('get-enrollment-info-referral?referral_id=spring-health-fair') });
    expect(ok.body.data).toEqual({
      agent_id: 10109,
      group_id: 77,
      portal_id: 101,
      valid_referral_link: true,
      referrer_info: { name: 'Jordan Avery' },
    });
    const retired = await ctx().call({
      url: api('get-enrollment-info-referral?referral_id=summer-expo-2021'),
    });
    expect(retired.body.data.valid_referral_link).toBe(false);
    const unknown = await ctx().call({ url: api('get-enrollment-info-referral?referral_id=nope') });
    expect(unknown.status).toBe(404);
    expect(unknown.body.data[0].target_element).toBe('referral_id');
  });

  it('get-default-info: agent 10109, group 77, default portal, open type user', async () => {
    const { body } = await ctx().call({ url: api('get-default-info') });
    expect(body).toEqual({
      status: 'success',
      data: { agent_id: 10109, group_id: 77, portal_id: 101, open_type: 'user' },
    });
  });

  it('get-agent-info-enroll / get-group-info-enroll', async () => {
    const a = await ctx().call({ url: api('get-agent-info-enroll?agent_id=10109') });
    expect(a.body.data).toEqual({
      agent_id: 10109,
      first_name: 'Jordan',
      last_name: 'Avery',
      agent_code: 'JAV10109',
    });
    const g = await ctx().call({ url: api('get-group-info-enroll?group_id=1929') });
    expect(g.body.data).toEqual({
      group_id: 1929,
      name: 'Riverside Unified School District',
      code: 'RUSD1929',
    });
    for (const url of ['get-agent-info-enroll?agent_id=1', 'get-group-info-enroll?group_id=2']) {
      const r = await ctx().call({ url: api(url) });
      expect(r.status).toBe(404);
      expect(r.body.status).toBe('error');
    }
    // Past the database's integer range: refused by the contract (issue 12).
    expect((await ctx().call({ url: api('get-agent-info-enroll?agent_id=99999999999') })).status).toBe(400);
    // Beyond the safe-integer range the contract itself refuses the value.
    const huge = await ctx().call({ url: api('get-agent-info-enroll?agent_id=99999999999999999999') });
    expect(huge.status).toBe(400);
    expect(huge.body.data[0].target_element).toBe('agent_id');
    const bad = await ctx().call({ url: api('get-agent-info-enroll?agent_id=abc') });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual([{ target_element: 'agent_id', error_message: 'Please enter a number.' }]);
    const neg = await ctx().call({ url: api('get-group-info-enroll?group_id=-4') });
    expect(neg.body.data[0].target_element).toBe('group_id');
  });

  it('get-member-info (for a signed-in rep of the member; access-control.test.ts has the rest)', async () => {
    const headers = await sessionHeaders(ctx(), 'rep10109');
    const { body } = await ctx().call({ url: api('get-member-info?user_id=5001'), headers });
    expect(body.data).toEqual({
      member_info: { first_name: 'Maria', last_name: 'Lopez', userid: 5001 },
      agent_info: { agent_id: 10109, first_name: 'Jordan', last_name: 'Avery', agent_code: 'JAV10109' },
      group_info: { group_id: 77, name: 'Northwind Traders', code: 'NWT077' },
    });
    // An unknown member answers like one outside the book (403), so ids cannot be probed.
    const unknown = await ctx().call({ url: api('get-member-info?user_id=42'), headers });
    expect(unknown.status).toBe(403);
  });

  it('get-enrollment-platforms and get-agent-groups (for the signed-in rep)', async () => {
    const headers = await sessionHeaders(ctx(), 'rep10109');
    const p = await ctx().call({ url: api('get-enrollment-platforms?agent_id=10109'), headers });
    expect(p.body.data).toEqual([
      { platform_group_id: 101, platform_name: 'Individual Benefits' },
      { platform_group_id: 102, platform_name: 'Group Voluntary Benefits' },
    ]);
    const g = await ctx().call({ url: api('get-agent-groups?agent_id=10109'), headers });
    expect(g.body.data).toEqual([
      { gid: 77, gname: 'Northwind Traders' },
      { gid: 1929, gname: 'Riverside Unified School District' },
    ]);
    // Another agent's id, existing or not, is refused before it is looked up.
    const none = await ctx().call({ url: api('get-agent-groups?agent_id=3'), headers });
    expect(none.status).toBe(403);
  });

  it('members have plans with ACTIVE and other statuses', async () => {
    const rows = await ctx().db.query<{ status: string }>(
      'SELECT DISTINCT status FROM member_plans ORDER BY status',
    );
    expect(rows.map((r) => r.status)).toEqual(expect.arrayContaining(['ACTIVE', 'PENDING', 'TERMED']));
  });
});
