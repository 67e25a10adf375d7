import { describe, expect, it } from 'vitest';
import { api, describeEachDriver } from '../../../test/harness';
import { changeFilter, dobForAge, newEnrollment, pricing } from '../../../test/shop';

describeEachDriver('get-plan-pricing-detail', (ctx) => {
  const codeOf = async (pid: number, id?: string) => (await pricing(ctx(), pid, id)).data.errorCode;

  it('prices every option by tier and age band', async () => {
    const id = await newEnrollment(ctx());
    const body = await pricing(ctx(), 1001, id);
    expect(body.status).toBe('success');
    expect(body.data).toEqual({
      plans: [
        {
          plan_name: 'PPO 1000 (annual max $1,000)',
          plan_price: 34.99,
          pid: 1001,
          ppid: 100101,
          is_prudential: 0,
          is_prudential_plan: 0,
          fee_type: 'monthly',
        },
        expect.objectContaining({ ppid: 100102, plan_price: 48.99 }),
      ],
    });
    await changeFilter(ctx(), id, { tier: 'IF' });
    expect((await pricing(ctx(), 1001, id)).data.plans[0].plan_price).toBe(94.99);
    // Age bands: Guardian Term Life 20 at 29 and 30 (first of next month is the effective date).
    const young = await newEnrollment(ctx(), { dob: dobForAge(30, true) });
    const thirty = await newEnrollment(ctx(), { age: 30 });
    expect((await pricing(ctx(), 1003, young)).data.plans[0].plan_price).toBe(14.99);
    expect((await pricing(ctx(), 1003, thirty)).data.plans[0].plan_price).toBe(16.99);
  });

  it('enrollmentIdError without or with an unknown enrollment; changePid for a replaced plan', async () => {
    expect(await codeOf(1001)).toBe('enrollmentIdError');
    expect(await codeOf(1001, 'ZZZZZZZZZZZZZZZZZZZZZZ')).toBe('enrollmentIdError');
    const empty = await ctx().call({ url: api('get-plan-pricing-detail?pid=1001&enrollment_id=') });
    expect(empty.body.data.errorCode).toBe('enrollmentIdError');
    expect((await pricing(ctx(), 1096)).data).toEqual({ plans: [], statusCode: 'changePid', pid: 1026 });
  });

  it('stateError: zip 10001 (NY) on Summit Major Medical; fixed by another zip', async () => {
    const id = await newEnrollment(ctx(), { zip: '10001' });
    const data = (await pricing(ctx(), 1012, id)).data;
    expect(data).toMatchObject({ plans: [], errorCode: 'stateError' });
    expect(data.message).toContain('Plan not available in your state');
    await changeFilter(ctx(), id, { zip: '30301' });
    expect((await pricing(ctx(), 1012, id)).data.plans).toHaveLength(3);
  });

  it('metError: zip 60601 (Chicago metro) on Paws & Claws; 33101 (Miami) on CoreCare', async () => {
    expect(await codeOf(1007, await newEnrollment(ctx(), { zip: '60601' }))).toBe('metError');
    expect(await codeOf(1017, await newEnrollment(ctx(), { zip: '33101' }))).toBe('metError');
    expect(await codeOf(1007, await newEnrollment(ctx(), { zip: '62701' }))).toBeUndefined();
  });

  it('tierError: tier IF on Horizon Short Term Medical (IO/IS only)', async () => {
    expect(await codeOf(1016, await newEnrollment(ctx(), { tier: 'IF' }))).toBe('tierError');
    expect(await codeOf(1016, await newEnrollment(ctx(), { tier: 'IS' }))).toBeUndefined();
  });

  it('ageError: Summit Major Medical (18-64) at 17 and 65, priced at 18 and 64', async () => {
    for (const [profile, expected] of [
      [{ dob: dobForAge(18, true) }, 'ageError'],
      [{ age: 18 }, undefined],
      [{ dob: dobForAge(65, true) }, undefined],
      [{ age: 65 }, 'ageError'],
      [{ age: 70 }, 'ageError'],
    ] as const) {
      expect(await codeOf(1012, await newEnrollment(ctx(), profile)), JSON.stringify(profile)).toBe(expected);
    }
  });

  it('smokerError on Keystone Term Life until is_smoker is known; smokers pay 35% more', async () => {
    const id = await newEnrollment(ctx());
    const data = (await pricing(ctx(), 1018, id)).data;
    expect(data.errorCode).toBe('smokerError');
    expect(data.message).toContain('Tobacco usage required');
    await changeFilter(ctx(), id, { is_smoker: 0 });
    expect((await pricing(ctx(), 1018, id)).data.plans[0].plan_price).toBe(25.99);
    await changeFilter(ctx(), id, { is_smoker: 1 });
    expect((await pricing(ctx(), 1018, id)).data.plans[0].plan_price).toBe(35.09);
  });

  it('planAgeError: Keystone options have their own issue ages (65/60/50)', async () => {
    const at = async (age: number) =>
      (await pricing(ctx(), 1018, await newEnrollment(ctx(), { age, is_smoker: 0 }))).data;
    expect((await at(50)).plans.map((p: { ppid: number }) => p.ppid)).toEqual([101801, 101802, 101803]);
    expect((await at(55)).plans.map((p: { ppid: number }) => p.ppid)).toEqual([101801, 101802]);
    const old = await at(67);
    expect(old).toMatchObject({ plans: [], errorCode: 'planAgeError' });
    expect(old.message).toContain('up to age 65');
    expect((await at(71)).errorCode).toBe('ageError');
  });

  it('salaryError and hourError on IncomeGuard Disability, resolved through change-filter-info', async () => {
    const id = await newEnrollment(ctx());
    expect(await codeOf(1011, id)).toBe('salaryError');
    await changeFilter(ctx(), id, { annual_incode: 19999 });
    expect(await codeOf(1011, id)).toBe('salaryError');
    await changeFilter(ctx(), id, { annual_incode: 20000 });
    expect(await codeOf(1011, id)).toBe('hourError');
    await changeFilter(ctx(), id, { working_hours: 29 });
    expect(await codeOf(1011, id)).toBe('hourError');
    await changeFilter(ctx(), id, { working_hours: 30 });
    const ok = (await pricing(ctx(), 1011, id)).data;
    expect(ok.errorCode).toBeUndefined();
    expect(ok.plans).toHaveLength(2);
  });

  it('3% administrative fee lines follow each option of BridgeCare Gap Plus', async () => {
    const plans = (await pricing(ctx(), 1019, await newEnrollment(ctx()))).data.plans;
    expect(plans).toEqual([
      expect.objectContaining({
        pid: 1019,
        ppid: 101901,
        plan_price: 56.99,
        is_prudential: 1,
        is_prudential_plan: 0,
      }),
      expect.objectContaining({ pid: 1019, ppid: 101902, plan_price: 85.99, is_prudential: 1 }),
      expect.objectContaining({
        pid: 1091,
        ppid: 109101,
        plan_price: 1.71,
        is_prudential_plan: 1,
        pair_ppid: 101901,
      }),
      expect.objectContaining({
        pid: 1091,
        ppid: 109102,
        plan_price: 2.58,
        is_prudential_plan: 1,
        pair_ppid: 101902,
      }),
    ]);
  });

  it('elevate: wellness membership options are one-time fees', async () => {
    const id = await newEnrollment(ctx());
    const data = (await ctx().call({ url: api(`get-plan-pricing-detail-elevate?enrollment_id=${id}`) })).body
      .data;
    expect(
      data.plans.map((p: { plan_price: number; fee_type: string }) => [p.plan_price, p.fee_type]),
    ).toEqual([
      [25, 'one_time'],
      [45, 'one_time'],
      [75, 'one_time'],
    ]);
    const none = await ctx().call({ url: api('get-plan-pricing-detail-elevate') });
    expect(none.body.data.errorCode).toBe('enrollmentIdError');
  });

  describe('bad input is an error envelope', () => {
    it('unknown, missing or malformed ids', async () => {
      const unknown = await ctx().call({ url: api('get-plan-pricing-detail?pid=424242') });
      expect(unknown.status).toBe(404);
      expect(unknown.body.data[0].target_element).toBe('pid');
      const missing = await ctx().call({ url: api('get-plan-pricing-detail') });
      expect(missing.status).toBe(400);
      expect(missing.body.data[0]).toEqual({
        target_element: 'pid',
        error_message: 'This field is required.',
      });
      const bad = await ctx().call({ url: api('get-plan-pricing-detail?pid=1001&enrollment_id=x') });
      expect(bad.status).toBe(400);
      expect(bad.body.data[0].target_element).toBe('enrollment_id');
      // Past the database's integer range an id cannot exist: refused by the contract (issue 12).
      expect((await ctx().call({ url: api('get-plan-pricing-detail?pid=99999999999') })).status).toBe(400);
      expect((await ctx().call({ url: api('get-plan-pricing-detail?pid=999999') })).status).toBe(404);
    });
  });
});
