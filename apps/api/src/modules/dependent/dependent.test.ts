import { expect, it } from 'vitest';
import { describeEachDriver, withHeaders, type TestCtx } from '../../../test/harness';
import { changeFilter, dobForAge } from '../../../test/shop';
import {
  allNo,
  auditOf,
  dependent,
  fields,
  get,
  memberEnrollment,
  PLANS,
  post,
  putInCart,
  rawSections,
  tempInfo,
  wizardEnrollment,
} from '../../../test/wizard';
import { sessionHeaders } from '../../../test/sign-in';

const child = (over: Record<string, unknown> = {}) =>
  dependent({
    first_name: 'Mia',
    birthdate: '05/05/2012',
    ssn: '534567890',
    relationship: 'child',
    gender: 1,
    ...over,
  });

describeEachDriver('dependent information', (ctx) => {
  const validate = (id: string, d: Record<string, unknown>) =>
    post(ctx(), 'validate-single-dependent', { enrollment_id: id, ...d });
  const save = (id: string, dependents: unknown[], final = true, as: TestCtx = ctx()) =>
    post(as, final ? 'save-dependent-info' : 'save-dependent-info-to-temp', {
      enrollment_id: id,
      dependents,
    });

  it('defines the add form by tier: the relationship set by it, weight and height with health questions', async () => {
    const io = await fields(ctx(), 'get-form-fields-dependent-primary-info', await wizardEnrollment(ctx()));
    expect(io.first_name.required).toBe(0);
    const is = await fields(
      ctx(),
      'get-form-fields-dependent-primary-info',
      await wizardEnrollment(ctx(), [], { tier: 'IS' }),
    );
    expect(is.relationship).toMatchObject({ value: 'spouse', read_only: 1, required: 1 });
    expect(is.weight.required).toBe(0);
    expect(is.employed).toMatchObject({ value: '0', required: 0 });
    const ifId = await wizardEnrollment(ctx(), [PLANS.underwritten], { tier: 'IF' });
    const before = await fields(ctx(), 'get-form-fields-dependent-primary-info', ifId);
    expect([before.relationship.value, before.weight.required]).toEqual(['spouse', 1]);
    const q = (await get(ctx(), 'get-health-questions-dependent-info', { enrollment_id: ifId })).body.data
      .result;
    const spouse = dependent({ weight: '180', height_feet: '5', height_inch: '10' });
    expect((await save(ifId, [{ ...spouse, health_info: allNo(q) }], false)).status).toBe(200);
    expect((await fields(ctx(), 'get-form-fields-dependent-primary-info', ifId)).relationship.value).toBe(
      'child',
    );
  });

  it('validates one dependent against the tier, age and fields (primary_info.<field>)', async () => {
    const is = await wizardEnrollment(ctx(), [], { tier: 'IS' });
    expect((await validate(is, dependent())).body.data).toEqual({
      status: true,
      message: 'The dependent is valid.',
    });
    expect((await validate(is, child())).body.data).toEqual([
      { target_element: 'primary_info.relationship', error_message: 'Your tier covers a spouse only.' },
    ]);
    const young = await validate(is, dependent({ birthdate: dobForAge(16) }));
    expect(young.body.data).toEqual([
      { target_element: 'primary_info.birthdate', error_message: 'A spouse must be at least 18 years old.' },
    ]);
    const bad = await validate(is, dependent({ first_name: '', gender: 2, ssn: '12345678' }));
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual([
      { target_element: 'primary_info.first_name', error_message: 'This field is required.' },
      { target_element: 'primary_info.ssn', error_message: 'SSN must be 9 digits.' },
      { target_element: 'primary_info.gender', error_message: 'Please choose a gender' },
    ]);
    const ic = await wizardEnrollment(ctx(), [], { tier: 'IC' });
    expect((await validate(ic, child({ birthdate: dobForAge(27) }))).body.data[0].error_message).toBe(
      'A child must be under 26 years old.',
    );
    const io = await wizardEnrollment(ctx());
    expect((await validate(io, dependent())).body.data[0].error_message).toBe(
      'Your tier covers the member only; dependents cannot be added.',
    );
  });

  it("asks a dependent's health answers when health questions are required, named as spec §5 names them", async () => {
    const id = await wizardEnrollment(ctx(), [PLANS.underwritten], { tier: 'IC' });
    const q = (await get(ctx(), 'get-health-questions-dependent-info', { enrollment_id: id })).body.data
      .result;
    const body = child({ weight: '80', height_feet: '4', height_inch: '6' });
    expect((await validate(id, body)).body.data).toEqual([
      { target_element: 'condition_questions.0.yes_no_flag', error_message: 'Please answer this question.' },
    ]);
    const answers = allNo(q);
    answers.condition_questions[2] = {
      question_id: 103,
      yes_no_flag: 1,
      conditions: [{ date_of_onset: '01/01/2020' }],
    } as never;
    Object.assign(answers.medication_question, { yes_no_flag: 1, medications: [{ medication: 'Insulin' }] });
    const r = await validate(id, { ...body, health_info: answers });
    expect(r.body.data).toEqual([
      {
        target_element: 'condition_questions.2.conditions.0.health_condition',
        error_message: 'This field is required.',
      },
      {
        target_element: 'condition_questions.2.conditions.0.is_treatment',
        error_message: 'This field is required.',
      },
      {
        target_element: 'condition_questions.2.conditions.0.is_medicate',
        error_message: 'This field is required.',
      },
      {
        target_element: 'medication_question.medications.0.dosage',
        error_message: 'This field is required.',
      },
      {
        target_element: 'medication_question.medications.0.medical_condition',
        error_message: 'This field is required.',
      },
    ]);
    const noHeight = await validate(id, { ...child(), health_info: allNo(q) });
    expect(noHeight.body.data.map((e: { target_element: string }) => e.target_element)).toEqual([
      'primary_info.weight',
      'primary_info.height_feet',
      'primary_info.height_inch',
    ]);
    expect((await validate(id, { ...body, health_info: allNo(q) })).status).toBe(200);
  });

  it("checks the tier's minimum on Next and its maximums on every save", async () => {
    const msg = async (tier: string, list: unknown[], final = true) =>
      (await save(await wizardEnrollment(ctx(), [], { tier }), list, final)).body.data;
    expect(await msg('IS', [])).toEqual([
      {
        target_element: 'dependent_info',
        error_message: 'Your coverage includes a spouse: add your spouse below.',
      },
    ]);
    expect((await msg('IC', []))[0].error_message).toBe(
      'Your coverage includes children: add at least one child below.',
    );
    expect((await msg('IF', []))[0].error_message).toBe(
      'Family coverage needs your spouse and at least one child: add them below.',
    );
    expect((await msg('IF', [dependent()]))[0].error_message).toBe('Add at least one child to continue.');
    expect(await msg('IF', [dependent()], false)).toEqual({
      status: true,
      message: 'Dependent information saved.',
    });
    expect(await msg('IF', [dependent(), child()])).toEqual({
      status: true,
      message: 'Dependent information saved.',
    });
    expect(await msg('IF', [dependent(), dependent({ first_name: 'Eva', gender: 1 })], false)).toEqual([
      {
        target_element: 'dependents.1.primary_info.relationship',
        error_message: 'Only one spouse can be added.',
      },
    ]);
    const ten = Array.from({ length: 10 }, (_, i) => child({ first_name: `Kid${'abcdefghij'[i]}` }));
    expect(await msg('IC', ten, false)).toEqual([
      { target_element: 'dependents', error_message: 'You can add at most 9 dependents.' },
    ]);
    expect((await save(await wizardEnrollment(ctx()), [dependent()])).body.data[0].error_message).toBe(
      'Dependent information is not needed for this enrollment.',
    );
  });

  it('seals SSNs and answers, keeps one copy of a double submit and the SSN behind a mask', async () => {
    const id = await wizardEnrollment(ctx(), [PLANS.underwritten], { tier: 'IF' });
    const q = (await get(ctx(), 'get-health-questions-dependent-info', { enrollment_id: id })).body.data
      .result;
    const body = (d: Record<string, unknown>) => ({
      ...d,
      primary_info: { ...(d.primary_info as object), weight: '90', height_feet: '4', height_inch: '8' },
      health_info: { ...allNo(q), notes: 'Peanut allergy' },
    });
    const spouse = body(dependent());
    const kid = body(child());
    expect((await save(id, [spouse, kid, kid])).status).toBe(200);
    const raw = JSON.stringify(await rawSections(ctx(), id));
    expect(raw).not.toMatch(/523456789|534567890|Peanut/);
    const saved = await tempInfo(ctx(), id, 'dependent_info');
    expect(saved).toHaveLength(2);
    expect(saved[1].primary_info).toMatchObject({
      first_name: 'Mia',
      ssn: '*****7890',
      employed: '0',
      relationship: 'child',
    });
    expect(saved[1].health_info.notes).toBe('Peanut allergy');
    expect((await save(id, saved)).status).toBe(200);
    expect(await tempInfo(ctx(), id, 'dependent_info')).toEqual(saved);
    expect((await auditOf(ctx(), id)).map((a) => a.section)).toEqual(['dependent_info', 'dependent_info']);
  });

  it('removes dependents only for tier IO', async () => {
    const id = await wizardEnrollment(ctx(), [], { tier: 'IS' });
    await save(id, [dependent()]);
    const refused = await post(ctx(), 'delete-dependent-in-IO', { enrollment_id: id });
    expect(refused.body.data).toEqual([
      {
        target_element: 'enrollment_id',
        error_message: 'Dependents are only removed this way for tier IO (Member Only).',
      },
    ]);
    await changeFilter(ctx(), id, { tier: 'IO' });
    expect((await post(ctx(), 'delete-dependent-in-IO', { enrollment_id: id })).body.data).toEqual({
      status: true,
      message: 'Dependents removed.',
    });
    expect(await tempInfo(ctx(), id, 'dependent_info')).toBeNull();
    expect((await post(ctx(), 'delete-dependent-in-IO', { enrollment_id: id })).body.data.message).toBe(
      'There are no dependents to remove.',
    );
    expect((await auditOf(ctx(), id)).map((a) => `${a.section}:${a.action}`)).toEqual([
      'dependent_info:save',
      'dependent_info:delete',
    ]);
  });

  it("prefills an existing member's dependents with their answers, and saves them back by mask", async () => {
    // Existing members' enrollments: the rep's session on every call (ADR 0013).
    const rep = withHeaders(ctx(), await sessionHeaders(ctx(), 'rep10109'));
    const started = await post(rep, 'add-filter-for-existing-user', {
      enroll_type: 'existing-member',
      user_id: 5001,
      tier: 'IF',
    });
    const id = started.body.data.temp_enrollment_id;
    const r = await get(rep, 'get-dependents-existing-user-enrollment', { enrollment_id: id });
    const deps = r.body.data.result.dependents;
    expect(
      deps.map(
        (d: { primary_info: { first_name: string; relationship: string; ssn: string } }) => d.primary_info,
      ),
    ).toEqual([
      expect.objectContaining({
        first_name: 'Daniel',
        relationship: 'spouse',
        ssn: '*****9876',
        dependent_id: 'md_5001_1',
      }),
      expect.objectContaining({
        first_name: 'Sofia',
        relationship: 'child',
        ssn: '*****1234',
        employed: '0',
      }),
    ]);
    // The rep is told Daniel's questions were answered, not the answers (ADR 0026) ...
    expect(deps[0]).toMatchObject({ health_info: null, health_answered: true });
    // ... Maria, signed in, gets them to prefill her own enrollment.
    const { as: member, id: own } = await memberEnrollment(ctx(), 'member5001', 5001, 'IF');
    const mine = await get(member, 'get-dependents-existing-user-enrollment', { enrollment_id: own });
    expect(
      mine.body.data.result.dependents[0].health_info.medication_question.medications[0].medication,
    ).toBe('Lisinopril');
    const back = deps.map((d: { primary_info: Record<string, unknown> }) => ({
      primary_info: d.primary_info,
    }));
    expect((await save(id, back, false, rep)).status).toBe(200);
    const stored = (await rawSections(ctx(), id)).dependent_info as {
      primary_info: { dependent_id: string; ssn_enc: string };
    }[];
    expect(stored.map((d) => d.primary_info.dependent_id)).toEqual(['md_5001_1', 'md_5001_2']);
    expect(stored[0].primary_info.ssn_enc).toMatch(/^v2\./);
    // A spouse with nothing on file comes with health_info null and goes back as it came.
    const james = await post(rep, 'add-filter-for-existing-user', {
      enroll_type: 'existing-member',
      user_id: 5002,
      tier: 'IS',
    });
    const jamesId = james.body.data.temp_enrollment_id;
    const linda = (await get(rep, 'get-dependents-existing-user-enrollment', { enrollment_id: jamesId })).body
      .data.result.dependents;
    expect(linda).toEqual([expect.objectContaining({ health_info: null })]);
    expect((await save(jamesId, linda, true, rep)).body.data).toEqual({
      status: true,
      message: 'Dependent information saved.',
    });
  });

  it("keeps a dependent's answers on file when staff, who never see them, save the prefilled family back", async () => {
    const { as: rep, id } = await memberEnrollment(ctx(), 'rep10109', 5001, 'IF');
    await putInCart(ctx(), id, [PLANS.underwritten]);
    const deps = (await get(rep, 'get-dependents-existing-user-enrollment', { enrollment_id: id })).body.data
      .result.dependents as { primary_info: Record<string, unknown>; health_info: unknown }[];
    expect(deps[0]).toMatchObject({ health_info: null, health_answered: true });
    const back = deps.map((d) => ({
      primary_info: { ...d.primary_info, weight: '170', height_feet: '5', height_inch: '9' },
    }));
    // Daniel and Sofia have answers on file: they go back kept. A new child has none: asked for.
    const newChild = child({ weight: '60', height_feet: '4', height_inch: '1' });
    const refused = await save(id, [...back, newChild], false, rep);
    expect(refused.status).toBe(422);
    expect(refused.body.data.map((e: { target_element: string }) => e.target_element)).toEqual([
      'dependents.2.health_info.condition_questions.0.yes_no_flag',
    ]);
    expect((await save(id, back, false, rep)).status).toBe(200);
    const onFile = await ctx().db.query<{ health_enc: string }>(
      'SELECT health_enc FROM member_dependents WHERE user_id = 5001 ORDER BY position',
    );
    const stored = (await rawSections(ctx(), id)).dependent_info as { health_enc: string | null }[];
    expect(stored.map((d) => d.health_enc)).toEqual(onFile.map((d) => d.health_enc));
    expect(stored[0].health_enc).toMatch(/^v2\./);
  });
});
