import { COMPENSATION_TYPES } from '@bs/contract';
import { expect, it } from 'vitest';
import { api, describeEachDriver } from '../../../test/harness';
import { EMPLOYER, fields, get, PLANS, post, tempInfo, wizardEnrollment } from '../../../test/wizard';

describeEachDriver('employer information', (ctx) => {
  const list = async (call: string, query: Record<string, string> = {}) =>
    (await get(ctx(), call, query)).body.data.result;

  it("serves the spec's codes with their names", async () => {
    expect(await list('get-employment-status')).toEqual([
      { value: 'A', name: 'ACTIVE' },
      { value: 'C', name: 'COBRA' },
    ]);
    const pay = await list('get-compensation-types');
    expect(pay.map((o: { value: string }) => o.value).sort()).toEqual([...COMPENSATION_TYPES].sort());
    expect(pay).toContainEqual({ value: 'G10L20', name: 'Over $10/hr, under $20/hr' });
    expect((await list('get-average-work-week')).map((o: { value: string }) => o.value)).toEqual([
      'LT20',
      '20-29',
      '30-39',
      '40+',
    ]);
    const id = await wizardEnrollment(ctx());
    expect(
      (await list('get-holiday-policy', { enrollment_id: id })).map((o: { value: string }) => o.value),
    ).toEqual([
      'Standard_6',
      'Presendents_Day',
      'Columbus_Day',
      'Religious_Days',
      'Birthday',
      'Floating_Day',
    ]);
    expect(await list('get-vacation-policy', { enrollment_id: id })).toContainEqual({
      value: '2W',
      name: '2 weeks',
    });
    expect(await list('get-bargaining-unit', { enrollment_id: id })).toEqual([
      { value: 'Y', name: 'Yes' },
      { value: 'N', name: 'No' },
    ]);
    const unknown = await get(ctx(), 'get-vacation-policy', { enrollment_id: 'QQQQQQQQQQQQQQQQQQQQQQ' });
    expect(unknown.status).toBe(404);
    const none = await ctx().call({ url: api('get-bargaining-unit') });
    expect(none.body.data).toEqual([
      { target_element: 'enrollment_id', error_message: 'This field is required.' },
    ]);
  });

  it('shows the step only with disability income in the cart, and refuses to save it otherwise', async () => {
    const without = await wizardEnrollment(ctx(), [PLANS.dental]);
    expect((await fields(ctx(), 'get-form-fields-employer-info', without)).name.required).toBe(0);
    const r = await post(ctx(), 'save-employer-info', { ...EMPLOYER, enrollment_id: without });
    expect(r.body.data).toEqual([
      {
        target_element: 'enrollment_id',
        error_message: 'Employer information is not needed for this enrollment.',
      },
    ]);
    const withDi = await fields(
      ctx(),
      'get-form-fields-employer-info',
      await wizardEnrollment(ctx(), [PLANS.disability]),
    );
    expect(withDi.name.required).toBe(1);
    expect(withDi.emp_num_employed.message).toBe('Count yourself as 1.');
    expect(withDi.holiday_policy.value).toEqual({
      Standard_6: 0,
      Presendents_Day: 0,
      Columbus_Day: 0,
      Religious_Days: 0,
      Birthday: 0,
      Floating_Day: 0,
    });
  });

  it('stores the state code, USPS form and all six holiday flags', async () => {
    const id = await wizardEnrollment(ctx(), [PLANS.disability]);
    const r = await post(ctx(), 'save-employer-info', { ...EMPLOYER, enrollment_id: id });
    expect(r.body.data).toEqual({ status: true, message: 'Employer information saved.' });
    const saved = await tempInfo(ctx(), id, 'employer_info');
    expect(saved).toMatchObject({
      state: 'GA',
      address1: '100 EDGEWOOD AVE',
      city: 'ATLANTA',
      compensation_type: 'G20',
      holiday_policy: { Standard_6: 1, Birthday: 1, Floating_Day: 0, Columbus_Day: 0 },
    });
    const f = await fields(ctx(), 'get-form-fields-employer-info', id);
    expect(f.occupation.value).toBe('Dispatcher');
    expect(f.with_validation.value).toBe(1);
  });

  it('names bad values employer_info.<field>', async () => {
    const id = await wizardEnrollment(ctx(), [PLANS.disability], { age: 30 });
    const codes = await post(ctx(), 'save-employer-info', {
      ...EMPLOYER,
      enrollment_id: id,
      compensation_type: 'HOURLY',
      employment_status: 'X',
      zip: '3030',
      emp_num_employed: '0',
    });
    expect(codes.status).toBe(400);
    expect(codes.body.data).toEqual([
      { target_element: 'employer_info.zip', error_message: 'Zip code must be 5 digits.' },
      {
        target_element: 'employer_info.compensation_type',
        error_message: 'Please choose a compensation type.',
      },
      {
        target_element: 'employer_info.employment_status',
        error_message: 'Please choose an employment status.',
      },
      {
        target_element: 'employer_info.emp_num_employed',
        error_message: 'Please enter the number of employees (count yourself as 1).',
      },
    ]);
    const rules = await post(ctx(), 'save-employer-info', {
      ...EMPLOYER,
      enrollment_id: id,
      state: 'Florida',
      employment_start_date: '01/01/2005',
    });
    expect(rules.status).toBe(422);
    expect(rules.body.data).toEqual([
      {
        target_element: 'employer_info.employment_start_date',
        error_message: 'The employment start date must be after your 14th birthday.',
      },
      { target_element: 'employer_info.state', error_message: 'Zip code 30303 is not in FL.' },
    ]);
    const state = await post(ctx(), 'save-employer-info', {
      ...EMPLOYER,
      enrollment_id: id,
      state: 'Gondor',
    });
    expect(state.body.data).toEqual([
      { target_element: 'employer_info.state', error_message: 'Please enter a valid US state.' },
    ]);
  });
});
