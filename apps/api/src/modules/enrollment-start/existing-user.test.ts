import { expect, it } from 'vitest';
import { api, describeEachDriver, withHeaders } from '../../../test/harness';
import { sessionHeaders, type Who } from '../../../test/sign-in';
import { auditOf, fields, post, tempInfo } from '../../../test/wizard';

describeEachDriver('add-filter-for-existing-user', (ctx) => {
  const start = async (payload: Record<string, unknown>, who: Who = 'rep10109') =>
    post(
      ctx(),
      'add-filter-for-existing-user',
      { enroll_type: 'existing-member', ...payload },
      await sessionHeaders(ctx(), who),
    );

  it("starts an existing member's enrollment from their record and prefills the steps", async () => {
    const r = await start({ user_id: 5001, tier: 'IS', agent_id: 10109 });
    expect(r.status).toBe(200);
    const id = r.body.data.temp_enrollment_id;
    expect(r.body.data.show_quotation).toBe('yes');
    // An existing member's enrollment opens only with the rep's session, on every call (ADR 0013).
    const rep = withHeaders(ctx(), await sessionHeaders(ctx(), 'rep10109'));
    const anonymous = await ctx().call({
      url: api(`get-enrollment-temp-info?enrollment_id=${id}&column=type`),
    });
    expect(anonymous.status).toBe(404);
    expect(await tempInfo(rep, id, 'type')).toBe('existing-member');
    expect(await tempInfo(rep, id, 'filter_info')).toMatchObject({
      dob: '03/12/1984',
      zip: '10001',
      state: 'NY',
      gender: 1,
      tier: 'IS',
      eprocess: 'rep',
      user_id: 5001,
      group_id: 77,
    });
    const personal = await fields(rep, 'get-form-fields-personal-info', id);
    expect([personal.first_name.value, personal.ssn.value, personal.marital_status.value]).toEqual([
      'Maria',
      '*****6789',
      1,
    ]);
    const contact = await fields(rep, 'get-form-fields-contact-info', id);
    expect([contact.email_address.value, contact.phone_number.value, contact.address2.value]).toEqual([
      'maria.lopez@example.com',
      '2125550148',
      'APT 12B',
    ]);
    expect((await auditOf(ctx(), id)).map((a) => `${a.section}:${a.action}:${a.eprocess}`)).toEqual([
      'filter_info:start:rep',
    ]);
  });

  it('keeps reps and group administrators to their own book (the session decides, not the body)', async () => {
    const other = await start({ user_id: 5001, tier: 'IO', agent_id: 20417 }, 'rep20417');
    expect(other.status).toBe(403);
    expect(other.body.data).toEqual([
      { target_element: 'session', error_message: 'You do not have access to this agent, group or member.' },
    ]);
    expect((await start({ user_id: 5003, tier: 'IO' }, 'rep20417')).status).toBe(200);
    expect((await start({ user_id: 5003, tier: 'IO' }, 'group77')).status).toBe(403);
  });

  it('answers bad input beside the field', async () => {
    // An unknown member answers like one outside the book, so member ids cannot be probed.
    expect((await start({ user_id: 999999, tier: 'IO' })).status).toBe(403);
    const input = { enroll_type: 'new-member', user_id: 'abc', tier: 'IX' };
    // Who is calling is checked before what they sent (ADR 0028): anonymous bad input is a 401.
    expect((await post(ctx(), 'add-filter-for-existing-user', input)).status).toBe(401);
    const bad = await post(
      ctx(),
      'add-filter-for-existing-user',
      input,
      await sessionHeaders(ctx(), 'rep10109'),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.data.map((e: { target_element: string }) => e.target_element)).toEqual([
      'enroll_type',
      'user_id',
      'tier',
    ]);
    expect(bad.body.data[2].error_message).toBe('Please choose a tier');
  });
});
