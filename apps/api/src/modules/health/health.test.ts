import { expect, it } from 'vitest';
import { describeEachDriver, withHeaders } from '../../../test/harness';
import {
  allNo,
  auditOf,
  get,
  PLANS,
  post,
  rawSections,
  tempInfo,
  wizardEnrollment,
  memberEnrollment,
} from '../../../test/wizard';
import { sessionHeaders } from '../../../test/sign-in';

describeEachDriver('health questions', (ctx) => {
  const questions = async (call: string, id: string) =>
    (await get(ctx(), call, { enrollment_id: id })).body.data.result;

  it('asks the member every question and a dependent the shared ones (key codition_questions)', async () => {
    const id = await wizardEnrollment(ctx(), [PLANS.underwritten]);
    const primary = await questions('get-health-questions-primary-health-info', id);
    const dep = await questions('get-health-questions-dependent-info', id);
    expect(primary.codition_questions.map((q: { question_id: number }) => q.question_id)).toEqual([
      101, 102, 103, 104, 105, 106, 107, 108,
    ]);
    expect(dep.codition_questions).toHaveLength(7);
    expect(primary.medication_question).toEqual({
      question_id: 120,
      question_text: 'Are you currently taking any prescription medication?',
    });
  });

  it('check-tab-required follows the cart and the tier', async () => {
    const req = async (id: string, tab: string) =>
      (await get(ctx(), 'check-tab-required', { enrollment_id: id, tab_name: tab })).body.data.result
        .required;
    const plain = await wizardEnrollment(ctx(), [PLANS.dental]);
    const rich = await wizardEnrollment(ctx(), [PLANS.underwritten, PLANS.termLife], { tier: 'IF' });
    expect([await req(plain, 'primary_health_info'), await req(rich, 'primary_health_info')]).toEqual([0, 1]);
    expect([await req(plain, 'dependent_info'), await req(rich, 'dependent_info')]).toEqual([0, 1]);
    expect(await req(plain, 'primary_info')).toBe(1);
    const bad = await get(ctx(), 'check-tab-required', { enrollment_id: plain, tab_name: 'health' });
    expect(bad.body.data[0].target_element).toBe('tab_name');
  });

  it('names missing and incomplete answers health_info.<path>', async () => {
    const id = await wizardEnrollment(ctx(), [PLANS.underwritten]);
    const q = await questions('get-health-questions-primary-health-info', id);
    const answers = allNo(q);
    answers.condition_questions[2] = {
      question_id: 103,
      yes_no_flag: 1,
      conditions: [{ date_of_onset: '02/30/2020' }],
    } as never;
    Object.assign(answers.medication_question, {
      yes_no_flag: 1,
      medications: [
        { medication: 'Metformin', dosage: '500 mg', medical_condition: 'Diabetes' },
        { medication: 'Insulin' },
      ],
    });
    const r = await post(ctx(), 'save-primary-health-info', { enrollment_id: id, ...answers });
    expect(r.status).toBe(400);
    expect(r.body.data).toEqual([
      {
        target_element: 'health_info.condition_questions.2.conditions.0.date_of_onset',
        error_message: 'Please enter a real date.',
      },
      {
        target_element: 'health_info.condition_questions.2.conditions.0.health_condition',
        error_message: 'This field is required.',
      },
      {
        target_element: 'health_info.condition_questions.2.conditions.0.is_treatment',
        error_message: 'This field is required.',
      },
      {
        target_element: 'health_info.condition_questions.2.conditions.0.is_medicate',
        error_message: 'This field is required.',
      },
      {
        target_element: 'health_info.medication_question.medications.1.dosage',
        error_message: 'This field is required.',
      },
      {
        target_element: 'health_info.medication_question.medications.1.medical_condition',
        error_message: 'This field is required.',
      },
    ]);
    const partial = allNo(q);
    partial.condition_questions.splice(4, 1);
    partial.condition_questions.push({ question_id: 999, yes_no_flag: 0 });
    const missing = await post(ctx(), 'save-primary-health-info', { enrollment_id: id, ...partial });
    expect(missing.status).toBe(422);
    expect(missing.body.data).toEqual([
      {
        target_element: 'health_info.condition_questions.7.question_id',
        error_message: 'This question is not asked.',
      },
      {
        target_element: 'health_info.condition_questions.4.yes_no_flag',
        error_message: 'Please answer this question.',
      },
    ]);
    const notNeeded = await post(ctx(), 'save-primary-health-info', {
      enrollment_id: await wizardEnrollment(ctx(), [PLANS.dental]),
      ...allNo(q),
    });
    expect(notNeeded.body.data[0].error_message).toBe('Health questions are not needed for this enrollment.');
  });

  it('seals the answers at rest and answers them opened, details only for a yes', async () => {
    const id = await wizardEnrollment(ctx(), [PLANS.underwritten]);
    const q = await questions('get-health-questions-primary-health-info', id);
    const answers = allNo(q);
    answers.condition_questions[3] = {
      question_id: 104,
      yes_no_flag: 1,
      conditions: [
        {
          health_condition: 'Asthma',
          date_of_onset: '04/01/2019',
          is_treatment: 1,
          is_medicate: '0',
          symptoms: 'Wheezing',
        },
      ],
    } as never;
    answers.condition_questions[0] = {
      question_id: 101,
      yes_no_flag: 0,
      conditions: [{ health_condition: 'typed, then answered no' }],
    } as never;
    const r = await post(ctx(), 'save-primary-health-info', {
      enrollment_id: id,
      ...answers,
      notes: 'Allergic to penicillin',
    });
    expect(r.body.data).toEqual({ status: true, message: 'Health information saved.' });
    const raw = JSON.stringify(await rawSections(ctx(), id));
    expect(raw).not.toMatch(/Asthma|penicillin|Wheezing/);
    expect(raw).toMatch(/"health_info":\{"enc":"v2\./);
    const saved = await tempInfo(ctx(), id, 'health_info');
    expect(saved.condition_questions[3]).toEqual({
      question_id: 104,
      question_text: q.codition_questions[3].question_text,
      yes_no_flag: 1,
      conditions: [
        {
          health_condition: 'Asthma',
          date_of_onset: '04/01/2019',
          is_treatment: 1,
          is_medicate: 0,
          symptoms: 'Wheezing',
        },
      ],
    });
    expect(saved.condition_questions[0].conditions).toEqual([]);
    expect(saved.notes).toBe('Allergic to penicillin');
    expect((await auditOf(ctx(), id)).map((a) => a.section)).toEqual(['health_info']);
  });

  it("prefills an existing member's answers; null when there are none; an error for new members", async () => {
    // Existing members' enrollments: the rep's session on every call (ADR 0013).
    const rep = withHeaders(ctx(), await sessionHeaders(ctx(), 'rep10109'));
    const start = async (user_id: number) =>
      (
        await post(rep, 'add-filter-for-existing-user', {
          enroll_type: 'existing-member',
          user_id,
          tier: 'IO',
        })
      ).body.data.temp_enrollment_id;
    const mariaId = await start(5001);
    // The id alone (without the session) opens nothing of the member's health record.
    expect((await get(ctx(), 'get-existing-primary-health-info', { enrollment_id: mariaId })).status).toBe(
      404,
    );
    // Her rep is told only that she answered (minimum necessary, ADR 0026) ...
    const toRep = await get(rep, 'get-existing-primary-health-info', { enrollment_id: mariaId });
    expect(toRep.body.data).toEqual({ result: null, answered: true });
    // ... while Maria herself, signed in, gets her answers back to prefill the step.
    const { as: member, id: own } = await memberEnrollment(ctx(), 'member5001', 5001, 'IO');
    const maria = await get(member, 'get-existing-primary-health-info', { enrollment_id: own });
    expect(
      maria.body.data.result.condition_questions.find((c: { question_id: number }) => c.question_id === 104),
    ).toMatchObject({
      yes_no_flag: 1,
      conditions: [expect.objectContaining({ health_condition: 'Asthma' })],
    });
    expect(maria.body.data.result.medication_question.medications[0].medication).toBe('Albuterol inhaler');
    const james = await get(rep, 'get-existing-primary-health-info', { enrollment_id: await start(5002) });
    expect(james.body.data).toEqual({ result: null, answered: false });
    const fresh = await get(ctx(), 'get-existing-primary-health-info', {
      enrollment_id: await wizardEnrollment(ctx()),
    });
    expect(fresh.status).toBe(422);
  });
});
