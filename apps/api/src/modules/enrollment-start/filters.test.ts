import { describe, expect, it } from 'vitest';
import { api, describeEachDriver } from '../../../test/harness';
import { sessionHeaders } from '../../../test/sign-in';

const newUser = {
  zip: '10001',
  dob: '04/18/1988',
  gender: 1,
  tier: 'IS',
  eprocess: 'applicant',
  agent_id: 10109,
  group_id: 77,
  platform_group_id: 101,
  type: 'new-member',
  open_type: 'user',
};

describeEachDriver('filter calls', (ctx) => {
  const create = async (body: Record<string, unknown> = newUser, headers: Record<string, string> = {}) =>
    ctx().call({ method: 'POST', url: api('add-filter-for-new-user'), payload: body, headers });

  describe('validate-zip-code', () => {
    it('knows real US zips', async () => {
      const { body } = await ctx().call({ url: api('validate-zip-code?zip_code=99501') });
      expect(body).toEqual({ status: 'success', data: { zip: '99501', state: 'AK', city: 'Anchorage' } });
    });
    it('puts errors on zip', async () => {
      for (const z of ['00000', '1234', 'abcde', '123456', '']) {
        const { status, body } = await ctx().call({ url: api(`validate-zip-code?zip_code=${z}`) });
        expect(status).toBeGreaterThanOrEqual(400);
        expect(body.status).toBe('error');
        expect(body.data[0].target_element).toBe('zip');
      }
    });
  });

  describe('add-filter-for-new-user', () => {
    it('creates an unguessable temporary enrollment with state and city from the zip', async () => {
      const { status, body } = await create();
      expect(status).toBe(200);
      expect(body.data.show_quotation).toBe('no');
      const id: string = body.data.temp_enrollment_id;
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/); // 16 random bytes = 128 bits
      expect(Buffer.from(id, 'base64url')).toHaveLength(16);
      const info = await ctx().call({
        url: api(`get-enrollment-temp-info?enrollment_id=${id}&column=filter_info`),
      });
      expect(info.body.data.result).toMatchObject({
        zip: '10001',
        state: 'NY',
        city: 'New York',
        tier: 'IS',
        gender: 1,
        is_smoker: null,
        platform_group_id: 101,
      });
    });
    it('ids do not repeat and differ widely', async () => {
      const ids = await Promise.all(
        Array.from({ length: 8 }, async () => (await create()).body.data.temp_enrollment_id as string),
      );
      expect(new Set(ids).size).toBe(8);
      expect(new Set(ids.map((i) => i.slice(0, 4))).size).toBeGreaterThan(4);
    });
    it('offers quotes to reps and groups', async () => {
      const rep = await sessionHeaders(ctx(), 'rep10109');
      const group = await sessionHeaders(ctx(), 'group77');
      expect((await create({ ...newUser, eprocess: 'rep' }, rep)).body.data.show_quotation).toBe('yes');
      expect((await create({ ...newUser, eprocess: 'group' }, group)).body.data.show_quotation).toBe('yes');
      // A signed-in rep starting an applicant's enrollment offers no quote either.
      expect((await create(newUser, rep)).body.data.show_quotation).toBe('no');
    });
    it('starts a rep or group enrollment only for the signed-in rep or group administrator (ADR 0013)', async () => {
      for (const eprocess of ['rep', 'group']) {
        const anonymous = await create({ ...newUser, eprocess });
        expect(anonymous.status, eprocess).toBe(401);
        expect(anonymous.body.data[0].error_message).toBe('Please sign in to continue.');
      }
      // Claiming to be the other kind of staff is refused too.
      const asGroup = await create(
        { ...newUser, eprocess: 'group' },
        await sessionHeaders(ctx(), 'rep10109'),
      );
      expect(asGroup.status).toBe(403);
    });
    it('names the field of every bad value', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ ...newUser, zip: '00000' }, 'zip'],
        [{ ...newUser, dob: '13/01/1990' }, 'dob'],
        [{ ...newUser, dob: '02/30/1990' }, 'dob'],
        [{ ...newUser, dob: '01/01/2999' }, 'dob'],
        [{ ...newUser, tier: 'XX' }, 'tier'],
        [{ ...newUser, gender: 7 }, 'gender'],
        [{ ...newUser, agent_id: 4 }, 'agent_id'],
        [{ ...newUser, group_id: 4 }, 'group_id'],
        [{ ...newUser, group_id: 1e15 }, 'group_id'],
        [{ ...newUser, platform_group_id: 999 }, 'platform_group_id'],
        [{ ...newUser, eprocess: 'boss' }, 'eprocess'],
        [{ ...newUser, type: 'x'.repeat(1000) }, 'type'],
        // An existing member's enrollment starts from add-filter-for-existing-user, never here.
        [{ ...newUser, type: 'existing-member' }, 'type'],
      ];
      for (const [payload, field] of cases) {
        const { status, body } = await create(payload);
        expect(status, field).toBeGreaterThanOrEqual(400);
        expect(status, field).toBeLessThan(500);
        expect(body.status).toBe('error');
        expect(
          body.data.map((e: { target_element: string }) => e.target_element),
          JSON.stringify(payload).slice(0, 80),
        ).toContain(field);
      }
      const tier = await create({ ...newUser, tier: undefined });
      expect(tier.body.data).toEqual([{ target_element: 'tier', error_message: 'Please choose a tier' }]);
    });
  });

  describe('change-filter-info', () => {
    it('updates only the given fields', async () => {
      const id = (await create()).body.data.temp_enrollment_id;
      const r = await ctx().call({
        method: 'PUT',
        url: api(`change-filter-info/${id}`),
        payload: { zip: '60601', is_smoker: 1, annual_incode: 52000 },
      });
      expect(r.body).toEqual({ status: 'success', data: {} });
      const info = (
        await ctx().call({ url: api(`get-enrollment-temp-info?enrollment_id=${id}&column=filter_info`) })
      ).body.data.result;
      expect(info).toMatchObject({
        zip: '60601',
        state: 'IL',
        city: 'Chicago',
        is_smoker: 1,
        annual_incode: 52000,
        tier: 'IS',
        dob: '04/18/1988',
      });
      const plan = await ctx().call({
        method: 'PUT',
        url: api(`change-filter-info/${id}`),
        payload: { plan_id: 1003, tier: 'IF' },
      });
      expect(plan.body.data).toEqual({ plan_id: 1003 });
      expect(
        (await ctx().call({ url: api(`get-enrollment-temp-info?enrollment_id=${id}&column=filter_info`) }))
          .body.data.result,
      ).toMatchObject({ plan_id: 1003, tier: 'IF', zip: '60601' });
      // eprocess is fixed at creation (ADR 0013): a body naming it is refused, nothing applied.
      const eprocess = await ctx().call({
        method: 'PUT',
        url: api(`change-filter-info/${id}`),
        payload: { tier: 'IS', eprocess: 'rep' },
      });
      expect(eprocess.status).toBe(400);
      expect(eprocess.body.status).toBe('error');
      expect(
        (await ctx().call({ url: api(`get-enrollment-temp-info?enrollment_id=${id}&column=eprocess`) })).body
          .data.result,
      ).toBe('applicant');
      expect(
        (await ctx().call({ url: api(`get-enrollment-temp-info?enrollment_id=${id}&column=filter_info`) }))
          .body.data.result,
      ).toMatchObject({ tier: 'IF', eprocess: 'applicant' });
    });
    it('rejects unknown ids and bad values without changing anything', async () => {
      const unknown = await ctx().call({
        method: 'PUT',
        url: api('change-filter-info/AAAAAAAAAAAAAAAAAAAAAA'),
        payload: { zip: '10001' },
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.data[0].target_element).toBe('enrollment_id');
      const malformed = await ctx().call({
        method: 'PUT',
        url: api('change-filter-info/short'),
        payload: {},
      });
      expect(malformed.body.data[0].target_element).toBe('enrollment_id');
      const id = (await create()).body.data.temp_enrollment_id;
      const bad = await ctx().call({
        method: 'PUT',
        url: api(`change-filter-info/${id}`),
        payload: { zip: '60601', working_hours: 500 },
      });
      expect(bad.body.data[0].target_element).toBe('working_hours');
      const badZip = await ctx().call({
        method: 'PUT',
        url: api(`change-filter-info/${id}`),
        payload: { tier: 'IF', zip: '00000' },
      });
      expect(badZip.body.data[0].target_element).toBe('zip');
      const info = (
        await ctx().call({ url: api(`get-enrollment-temp-info?enrollment_id=${id}&column=filter_info`) })
      ).body.data.result;
      expect(info).toMatchObject({ zip: '10001', tier: 'IS' });
      const unknownPlan = await ctx().call({
        method: 'PUT',
        url: api(`change-filter-info/${id}`),
        payload: { plan_id: 1 },
      });
      expect(unknownPlan.body.data[0].target_element).toBe('plan_id');
      // Whose enrollment it is (the person, the book, who runs it) is fixed at creation (ADR 0013):
      // the strict body refuses those fields, even beside a good value, and changes nothing.
      for (const payload of [
        { user_id: 31337 },
        { user_id: 5001 },
        { agent_id: 20417 },
        { group_id: 6 },
        { eprocess: 'rep' },
        { tier: 'IF', user_id: 5001 },
      ]) {
        const r = await ctx().call({ method: 'PUT', url: api(`change-filter-info/${id}`), payload });
        expect(r.status, JSON.stringify(payload)).toBe(400);
        expect(r.body.status).toBe('error');
      }
      const [row] = await ctx().db.query<Record<string, unknown>>(
        'SELECT user_id, agent_id, group_id, eprocess FROM enrollments WHERE enrollment_id = $1',
        [id],
      );
      expect(row).toEqual({ user_id: null, agent_id: 10109, group_id: 77, eprocess: 'applicant' });
      const after = (
        await ctx().call({ url: api(`get-enrollment-temp-info?enrollment_id=${id}&column=filter_info`) })
      ).body.data.result;
      expect(after).toMatchObject({ zip: '10001', tier: 'IS', user_id: null, agent_id: 10109, group_id: 77 });
    });
  });

  describe('get-enrollment-temp-info', () => {
    it('answers each column', async () => {
      const id = (await create()).body.data.temp_enrollment_id;
      const get = async (column: string) =>
        (await ctx().call({ url: api(`get-enrollment-temp-info?enrollment_id=${id}&column=${column}`) }))
          .body;
      expect((await get('eprocess')).data.result).toBe('applicant');
      expect((await get('type')).data.result).toBe('new-member');
      expect((await get('effective_date')).data.result).toBeNull();
      expect((await get('primary_info')).data.result).toBeNull();
      expect((await get('ssn')).data[0].target_element).toBe('column');
      const unknown = await ctx().call({
        url: api('get-enrollment-temp-info?enrollment_id=BBBBBBBBBBBBBBBBBBBBBB&column=type'),
      });
      expect(unknown.status).toBe(404);
    });
  });
});
