import { expect, it } from 'vitest';
import { describeEachDriver } from '../../../test/harness';
import {
  auditOf,
  fields,
  PERSON,
  PLANS,
  post,
  rawSections,
  tempInfo,
  wizardEnrollment,
} from '../../../test/wizard';
import { sessionHeaders, WHO } from '../../../test/sign-in';

describeEachDriver('personal information', (ctx) => {
  const save = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    post(ctx(), 'save-personal-info', payload, headers);

  it('defines the fields by the cart: weight and height with an underwritten plan, prior coverage with dental', async () => {
    const plain = await fields(
      ctx(),
      'get-form-fields-personal-info',
      await wizardEnrollment(ctx(), [PLANS.termLife]),
    );
    expect(plain.first_name).toMatchObject({ required: 1, read_only: 0, value: '' });
    expect(plain.birthdate).toMatchObject({ required: 1, read_only: 1 });
    expect(plain.gender).toMatchObject({ required: 1, read_only: 1, value: 0 });
    expect(plain.weight.required).toBe(0);
    expect(plain.prior_coverage_flag.required).toBe(0);
    const full = await fields(
      ctx(),
      'get-form-fields-personal-info',
      await wizardEnrollment(ctx(), [PLANS.underwritten, PLANS.dental]),
    );
    expect([full.weight.required, full.height_feet.required, full.height_inch.required]).toEqual([1, 1, 1]);
    expect([full.prior_coverage_flag.required, full.prior_term_date.required]).toEqual([1, 1]);
  });

  it('names every bad field primary_info.<field> and keeps nothing', async () => {
    const id = await wizardEnrollment(ctx());
    const r = await save({
      enrollment_id: id,
      first_name: '',
      last_name: 'R2D2',
      marital_status: 7,
      ssn: '12345',
      weight: '1000',
      height_inch: '13',
    });
    expect(r.status).toBe(400);
    expect(r.body.data).toEqual([
      { target_element: 'primary_info.first_name', error_message: 'This field is required.' },
      {
        target_element: 'primary_info.last_name',
        error_message: 'Please use letters, spaces, hyphens and apostrophes only.',
      },
      {
        target_element: 'primary_info.weight',
        error_message: 'Weight must be a number of at most 3 digits.',
      },
      { target_element: 'primary_info.height_inch', error_message: 'Inches must be from 0 to 11.' },
      { target_element: 'primary_info.marital_status', error_message: 'Please choose a marital status.' },
      { target_element: 'primary_info.ssn', error_message: 'SSN must be 9 digits.' },
    ]);
    const missing = await save({ enrollment_id: id });
    expect(missing.body.data).toContainEqual({
      target_element: 'primary_info.marital_status',
      error_message: 'Please choose a marital status.',
    });
    const unknown = await save({ ...PERSON, enrollment_id: 'ZZZZZZZZZZZZZZZZZZZZZZ' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.data[0].target_element).toBe('enrollment_id');
    expect(await rawSections(ctx(), id)).toEqual({});
  });

  it('requires the fields the step shows and checks prior coverage and the SSN', async () => {
    const id = await wizardEnrollment(ctx(), [PLANS.underwritten, PLANS.dental]);
    const r = await save({ ...PERSON, enrollment_id: id });
    expect(r.status).toBe(422);
    expect(r.body.data.map((e: { target_element: string }) => e.target_element)).toEqual([
      'primary_info.weight',
      'primary_info.height_feet',
      'primary_info.height_inch',
      'primary_info.prior_coverage_flag',
    ]);
    const body = { ...PERSON, enrollment_id: id, weight: '150', height_feet: '5', height_inch: '4' };
    const prior = await save({ ...body, prior_coverage_flag: 1, prior_effective_date: '01/01/2020' });
    expect(prior.body.data).toEqual([
      { target_element: 'primary_info.prior_carrier_name', error_message: 'This field is required.' },
      { target_element: 'primary_info.prior_term_date', error_message: 'This field is required.' },
    ]);
    const fake = await save({ ...body, prior_coverage_flag: 0, ssn: '666123456' });
    expect(fake.body.data).toEqual([
      { target_element: 'primary_info.ssn', error_message: 'Please enter a valid SSN.' },
    ]);
    const masked = await save({ ...body, prior_coverage_flag: 0, ssn: '*****5678' });
    expect(masked.body.data).toEqual([
      { target_element: 'primary_info.ssn', error_message: 'Please enter the full 9-digit SSN.' },
    ]);
  });

  it('seals the SSN at rest, answers it masked, keeps it on a masked re-save, and keeps the quote DOB and gender', async () => {
    const id = await wizardEnrollment(ctx(), [PLANS.underwritten]);
    const body = {
      ...PERSON,
      enrollment_id: id,
      weight: '150',
      height_feet: '5',
      height_inch: '4',
      birthdate: '01/01/1999',
      gender: 1,
    };
    expect((await save(body)).body).toEqual({
      status: 'success',
      data: { status: true, message: 'Personal information saved.' },
    });
    const raw = JSON.stringify(await rawSections(ctx(), id));
    expect(raw).not.toContain('512345678');
    expect(raw).toMatch(/"ssn_enc":"v2\./);
    const view = await tempInfo(ctx(), id, 'primary_info');
    expect(view).toMatchObject({ first_name: 'Ana', ssn: '*****5678', gender: 0, weight: '150' });
    expect(view.birthdate).not.toBe('01/01/1999');
    const f = await fields(ctx(), 'get-form-fields-personal-info', id);
    expect(f.ssn.value).toBe('*****5678');
    expect(f.first_name.value).toBe('Ana');
    const sealed = (await rawSections(ctx(), id)).primary_info as { ssn_enc: string };
    expect((await save({ ...body, ssn: '*****5678', first_name: 'Anna' })).status).toBe(200);
    const after = (await rawSections(ctx(), id)).primary_info as { ssn_enc: string; first_name: string };
    expect(after).toMatchObject({ ssn_enc: sealed.ssn_enc, first_name: 'Anna' });
  });

  it('is idempotent and audits who saved which section, without values', async () => {
    const id = await wizardEnrollment(ctx());
    const body = { ...PERSON, enrollment_id: id };
    const headers = { agent_id: '10109', group_id: '77', uid: '5001' };
    await save(body, headers);
    const first = (await rawSections(ctx(), id)).primary_info as Record<string, unknown>;
    await save(body, headers);
    const second = (await rawSections(ctx(), id)).primary_info as Record<string, unknown>;
    expect({ ...second, ssn_enc: '' }).toEqual({ ...first, ssn_enc: '' });
    const audit = await auditOf(ctx(), id);
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      section: 'primary_info',
      action: 'save',
      eprocess: 'applicant',
      agent_id: 10109,
      group_id: 77,
      user_id: 5001,
      account_id: null,
      verified: false, // no session: the headers are recorded as claims
    });
    expect(JSON.stringify(audit)).not.toMatch(/Ana|Rivera|5678/);
  });

  it("audits a signed-in rep's change as the session's account, not what the headers claim", async () => {
    const id = await wizardEnrollment(ctx(), [], { eprocess: 'rep', open_type: 'agent' });
    const session = await sessionHeaders(ctx(), 'rep10109');
    const forged = { agent_id: '20417', group_id: '3050', uid: '5004', eprocess: 'group' };
    expect((await save({ ...PERSON, enrollment_id: id }, { ...forged, ...session })).status).toBe(200);
    const [account] = await ctx().db.query<{ account_id: number }>(
      'SELECT account_id::int AS account_id FROM accounts WHERE email = $1',
      [WHO.rep10109.email],
    );
    expect(await auditOf(ctx(), id)).toMatchObject([
      {
        section: 'primary_info',
        eprocess: 'rep',
        agent_id: 10109,
        group_id: null,
        user_id: null,
        account_id: account!.account_id,
        verified: true,
      },
    ]);
  });

  it('saves an enroller code by agent code and refuses unknown ones in the dialog', async () => {
    const id = await wizardEnrollment(ctx());
    const rep = await sessionHeaders(ctx(), 'rep10109');
    const ok = await post(ctx(), 'save-enroller-code', { enrollment_id: id, enrollerCode: 'jav10109' }, rep);
    expect(ok.body.data).toEqual({
      status: true,
      message: 'Enroller code saved.',
      agent_name: 'Jordan Avery',
    });
    const [row] = await ctx().db.query('SELECT enroller_agent_id FROM enrollments WHERE enrollment_id = $1', [
      id,
    ]);
    expect(row.enroller_agent_id).toBe(10109);
    const bad = await post(ctx(), 'save-enroller-code', { enrollment_id: id, enrollerCode: 'NOPE123' }, rep);
    expect(bad.status).toBe(422);
    expect(bad.body.data).toEqual([
      { target_element: 'enrollerCode', error_message: 'This enroller code is not valid.' },
    ]);
    const empty = await post(ctx(), 'save-enroller-code', { enrollment_id: id }, rep);
    expect(empty.body.data).toEqual([
      { target_element: 'enrollerCode', error_message: 'Please enter an enroller code.' },
    ]);
  });
});
