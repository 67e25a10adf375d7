import { expect, it } from 'vitest';
import { api, describeEachDriver } from '../../../test/harness';

// Issue 12: number fields take JSON numbers in bodies and plain decimal digits in query strings;
// nothing is coerced, and a refused request changes nothing.
const newUser = {
  zip: '10001',
  dob: '04/18/1988',
  gender: 1,
  tier: 'IS',
  eprocess: 'applicant',
  agent_id: 10109,
  group_id: 77,
};

describeEachDriver('no coercion of numbers', (ctx) => {
  const create = async (body: Record<string, unknown>) =>
    ctx().call({ method: 'POST', url: api('add-filter-for-new-user'), payload: body });
  const filterInfo = async (id: string) =>
    (await ctx().call({ url: api(`get-enrollment-temp-info?enrollment_id=${id}&column=filter_info`) })).body
      .data.result;
  const targets = (body: { data: { target_element: string }[] }) => body.data.map((e) => e.target_element);

  it('refuses the Schemathesis example on change-filter-info and keeps the enrollment as it was', async () => {
    const created = await create(newUser);
    expect(created.status).toBe(200);
    const id: string = created.body.data.temp_enrollment_id;
    const before = await filterInfo(id);
    expect(before).toMatchObject({ group_id: 77, gender: 1 });
    const r = await ctx().call({
      method: 'PUT',
      url: api(`change-filter-info/${id}`),
      payload: { gender: null, is_smoker: '', working_hours: [], annual_incode: true, group_id: [1929] },
    });
    expect(r.status).toBe(400);
    expect(r.body.status).toBe('error');
    // group_id is no longer a field of this call (fixed at creation, ADR 0013): refused as well.
    expect(targets(r.body)).toEqual(
      expect.arrayContaining(['annual_incode', 'gender', 'is_smoker', 'working_hours']),
    );
    expect(targets(r.body)).toHaveLength(5);
    expect(await filterInfo(id)).toEqual(before);
    // Each wrong form alone is refused too, and a JSON number still saves.
    for (const [field, value] of [
      ['gender', ''],
      ['gender', true],
      ['gender', '1'],
      ['is_smoker', '1'],
      ['plan_id', '1003'],
      ['plan_id', null],
      ['annual_incode', '50000'],
      ['working_hours', '40'],
    ] as const) {
      const one = await ctx().call({
        method: 'PUT',
        url: api(`change-filter-info/${id}`),
        payload: { [field]: value },
      });
      expect(one.status, `${field}=${JSON.stringify(value)}`).toBe(400);
      expect(targets(one.body)).toEqual([field]);
    }
    expect(await filterInfo(id)).toEqual(before);
    // The book is fixed at creation: group_id is refused in any form, even a plain number.
    for (const value of ['77', 77, 1929, null]) {
      const one = await ctx().call({
        method: 'PUT',
        url: api(`change-filter-info/${id}`),
        payload: { group_id: value },
      });
      expect(one.status, `group_id=${JSON.stringify(value)}`).toBe(400);
    }
    expect(await filterInfo(id)).toEqual(before);
    const ok = await ctx().call({
      method: 'PUT',
      url: api(`change-filter-info/${id}`),
      payload: { is_smoker: 0, annual_incode: 50000, working_hours: 40 },
    });
    expect(ok.status).toBe(200);
    expect(await filterInfo(id)).toMatchObject({
      is_smoker: 0,
      annual_incode: 50000,
      working_hours: 40,
      group_id: 77,
    });
  });

  it('refuses a missing or null body, even where every field is optional', async () => {
    const created = await create(newUser);
    const id: string = created.body.data.temp_enrollment_id;
    const none = await ctx().call({ method: 'PUT', url: api(`change-filter-info/${id}`) });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({
      status: 'error',
      data: [{ target_element: 'request', error_message: expect.any(String) }],
    });
    const nul = await ctx().call({
      method: 'PUT',
      url: api(`change-filter-info/${id}`),
      payload: 'null',
      headers: { 'content-type': 'application/json' },
    });
    expect(nul.status).toBe(400);
    expect(nul.body.status).toBe('error');
    // A missing body of a call with required fields names each of them.
    const missing = await ctx().call({ method: 'POST', url: api('add-filter-for-new-user') });
    expect(missing.status).toBe(400);
    expect(targets(missing.body)).toEqual(
      expect.arrayContaining(['zip', 'dob', 'gender', 'agent_id', 'group_id']),
    );
  });

  it('add-filter-for-new-user takes JSON numbers only', async () => {
    for (const [field, value] of [
      ['gender', ''],
      ['gender', true],
      ['agent_id', '10109'],
      ['group_id', [77]],
      ['group_id', 0],
      ['group_id', 1.5],
      ['platform_group_id', ''],
      ['platform_group_id', null],
    ] as const) {
      const r = await create({ ...newUser, [field]: value });
      expect(r.status, `${field}=${JSON.stringify(value)}`).toBe(400);
      expect(targets(r.body)).toEqual([field]);
    }
  });

  it('query strings take plain decimal digits only', async () => {
    expect((await ctx().call({ url: api('get-agent-info-enroll?agent_id=10109') })).status).toBe(200);
    for (const v of ['0x277D', '1.0109e4', '', '+10109', '10109.0', ' 10109', '-1', '0', '99999999999']) {
      const r = await ctx().call({ url: api(`get-agent-info-enroll?agent_id=${encodeURIComponent(v)}`) });
      expect(r.status, v).toBe(400);
      expect(r.body.data[0].target_element).toBe('agent_id');
    }
    const twice = await ctx().call({ url: api('get-agent-info-enroll?agent_id=10109&agent_id=10109') });
    expect(twice.status).toBe(400);
    expect((await ctx().call({ url: api('get-plan-detail/0x3E9') })).status).toBe(400);
  });
});
