import { expect, it } from 'vitest';
import { api, describeEachDriver, withHeaders, type TestCtx } from '../../../test/harness';
import {
  auditOf,
  beneficiary,
  fields,
  get,
  PLANS,
  post,
  rawSections,
  tempInfo,
  walkEnrollment,
  wizardEnrollment,
} from '../../../test/wizard';
import { sessionHeaders } from '../../../test/sign-in';

describeEachDriver('beneficiary information', (ctx) => {
  const save = (id: string, beneficiaries: unknown[], as: TestCtx = ctx()) =>
    post(as, 'save-beneficiary-info', { enrollment_id: id, beneficiaries });

  it('names the relationships and shows the step only with life cover', async () => {
    const rel = await ctx().call({ url: api('get-beneficiary-relationships') });
    expect(rel.body.data.result).toMatchObject({
      spouse: 'Spouse',
      child: 'Child',
      domestic_partner: 'Domestic Partner',
    });
    const none = await wizardEnrollment(ctx(), [PLANS.dental]);
    expect((await fields(ctx(), 'get-form-fields-beneficiary-info', none)).first_name.required).toBe(0);
    expect((await save(none, [beneficiary()])).body.data[0].error_message).toBe(
      'Beneficiary information is not needed for this enrollment.',
    );
    const life = await wizardEnrollment(ctx(), [PLANS.termLife]);
    const f = await fields(ctx(), 'get-form-fields-beneficiary-info', life);
    expect(f.first_name.required).toBe(1);
    expect(f.beneficiary_percentage).toMatchObject({
      value: '100',
      message: 'All shares must total exactly 100%.',
    });
  });

  it('validates one beneficiary and names its fields', async () => {
    const ok = await post(
      ctx(),
      'validate-single-beneficiary',
      beneficiary({ beneficiary_percentage: '40' }),
    );
    expect(ok.body.data).toEqual({ status: true, message: 'The beneficiary is valid.' });
    const bad = await post(ctx(), 'validate-single-beneficiary', {
      ...beneficiary(),
      first_name: '',
      birthdate: '13/01/2000',
      relationship: 'boss',
      beneficiary_percentage: '150',
      ssn: '123',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.map((e: { target_element: string }) => e.target_element)).toEqual([
      'first_name',
      'birthdate',
      'ssn',
      'relationship',
      'beneficiary_percentage',
    ]);
    const masked = await post(ctx(), 'validate-single-beneficiary', beneficiary({ ssn: '*****6789' }));
    expect(masked.body.data).toEqual([
      { target_element: 'ssn', error_message: 'Please enter the full 9-digit SSN.' },
    ]);
  });

  it('saves a list totalling 100, with one message otherwise', async () => {
    const id = await wizardEnrollment(ctx(), [PLANS.termLife]);
    const msg = async (list: unknown[]) => (await save(id, list)).body.data;
    expect(await msg([])).toEqual([
      { target_element: 'benificiary_info', error_message: 'Please add at least one beneficiary.' },
    ]);
    expect(await msg([beneficiary({ beneficiary_percentage: '60' })])).toEqual([
      {
        target_element: 'benificiary_info',
        error_message: 'Total Beneficiary Percentage Should not be less than 100%',
      },
    ]);
    expect(
      await msg([
        beneficiary({ beneficiary_percentage: '60' }),
        beneficiary({ first_name: 'Mia', beneficiary_percentage: '50' }),
      ]),
    ).toEqual([
      {
        target_element: 'benificiary_info',
        error_message: 'Total Beneficiary Percentage Should not be greater than 100%',
      },
    ]);
    const bad = await msg([beneficiary({ last_name: '' })]);
    expect(bad).toEqual([
      { target_element: 'beneficiaries.0.last_name', error_message: 'This field is required.' },
    ]);
    expect(await rawSections(ctx(), id)).toEqual({});
  });

  it('seals SSNs, answers them masked, drops an exact double submit and keeps a masked SSN on re-save', async () => {
    const id = await wizardEnrollment(ctx(), [PLANS.termLife]);
    const luis = beneficiary({ beneficiary_percentage: '60' });
    const mia = beneficiary({
      first_name: 'Mia',
      birthdate: '05/05/2010',
      relationship: 'child',
      ssn: '',
      beneficiary_percentage: '40',
    });
    expect((await save(id, [luis, mia, luis])).body.data).toEqual({
      status: true,
      message: 'Beneficiary information saved.',
    });
    const raw = JSON.stringify(await rawSections(ctx(), id));
    expect(raw).not.toContain('523456789');
    const saved = await tempInfo(ctx(), id, 'benificiary_info');
    expect(saved).toHaveLength(2);
    expect(saved[0]).toMatchObject({ first_name: 'Luis', ssn: '*****6789', beneficiary_percentage: '60' });
    expect(saved[1]).toMatchObject({ first_name: 'Mia', ssn: '' });
    expect(saved[0].beneficiary_id).toMatch(/^b_/);
    const again = await save(id, saved);
    expect(again.status).toBe(200);
    const after = await tempInfo(ctx(), id, 'benificiary_info');
    expect(after).toEqual(saved);
    const conflict = await save(id, [
      luis,
      { ...luis, beneficiary_percentage: '40', relationship: 'sibling' },
    ]);
    expect(conflict.body.data).toEqual([
      { target_element: 'beneficiaries.1.first_name', error_message: 'This person is already listed.' },
    ]);
    expect((await auditOf(ctx(), id)).map((a) => `${a.section}:${a.action}`)).toEqual([
      'benificiary_info:save',
      'benificiary_info:save',
    ]);
  });

  it("prefills an existing member's beneficiaries (masked) and refuses new members", async () => {
    // An existing member's enrollment: the rep's session on every call (ADR 0013).
    const rep = withHeaders(ctx(), await sessionHeaders(ctx(), 'rep10109'));
    const started = await post(rep, 'add-filter-for-existing-user', {
      enroll_type: 'existing-member',
      user_id: 5001,
      tier: 'IF',
    });
    const id = started.body.data.temp_enrollment_id;
    const r = await get(rep, 'get-beneficiaries-existing-user-enrollment', { enrollment_id: id });
    expect(r.body.data.result).toEqual([
      expect.objectContaining({
        beneficiary_id: 'mb_5001_1',
        first_name: 'Daniel',
        ssn: '*****9876',
        beneficiary_percentage: '60',
      }),
      expect.objectContaining({
        beneficiary_id: 'mb_5001_2',
        first_name: 'Sofia',
        ssn: '',
        birthdate: '05/14/2012',
      }),
    ]);
    await ctx().db.query(
      'INSERT INTO cart_items (enrollment_id, plan_id, plan_pricing_id, price_cents) VALUES ($1, $2, 1, 1000)',
      [id, PLANS.termLife],
    );
    // The member's beneficiaries saved as they came (masked SSNs keep the numbers on file).
    expect((await save(id, r.body.data.result, rep)).status).toBe(200);
    const kept = (await rawSections(ctx(), id)).benificiary_info as { ssn_enc: string | null }[];
    expect(kept[0].ssn_enc).toMatch(/^v2\./);
    const fresh = await wizardEnrollment(ctx());
    const refused = await get(ctx(), 'get-beneficiaries-existing-user-enrollment', { enrollment_id: fresh });
    expect(refused.status).toBe(422);
    expect(refused.body.data[0].error_message).toBe('This enrollment is not for an existing member.');
  });

  it('keeps the list after each add (a reload shows it), and completion still wants 100%', async () => {
    const { id } = await walkEnrollment(ctx(), { complete: false });
    const kept = (list: unknown[]) =>
      post(ctx(), 'keep-beneficiary-draft', { enrollment_id: id, beneficiaries: list });
    const half = beneficiary({ first_name: 'Rosa', beneficiary_percentage: '50', ssn: '555443333' });
    expect((await kept([half])).body.data).toEqual({ status: true, message: 'Beneficiary list kept.' });
    const shown = (await tempInfo(ctx(), id, 'benificiary_info')) as Record<string, string>[];
    expect(shown.map((b) => [b.first_name, b.beneficiary_percentage, b.ssn])).toEqual([
      ['Rosa', '50', '*****3333'],
    ]);
    // The SSN is stored sealed, never as typed.
    expect(JSON.stringify(await rawSections(ctx(), id))).not.toContain('555443333');
    // A field is still checked on its own; the total is not (the list is being built).
    const bad = await kept([{ ...half, birthdate: '13/45/2000' }]);
    expect(bad.status).toBe(400);
    expect(bad.body.data[0].target_element).toMatch(/^beneficiaries\.0\.birthdate/);
    // The step was saved at 100% earlier; the kept 50% list stops completion until Next saves it.
    const done = await post(ctx(), 'complete-enrollment', { enrollment_id: id });
    expect(done.status).toBe(422);
    expect(done.body.data[0]).toEqual({
      target_element: 'benificiary_info',
      error_message: 'Total Beneficiary Percentage Should not be less than 100%',
    });
    // Another visitor cannot keep a list on this enrollment.
    const stranger = await ctx().call({
      method: 'POST',
      url: api('keep-beneficiary-draft'),
      payload: { enrollment_id: id, beneficiaries: [half] },
      stranger: true,
    });
    expect(stranger.status).toBe(404);
  });
});
