import { expect, it } from 'vitest';
import { api, describeEachDriver, type TestCtx } from '../../../test/harness';
import { addToCart, healthAnswers, newEnrollment, pricing, saveAnswers } from '../../../test/shop';
import { openJson, sealJson } from '../../kernel/crypto/data-key';

/** A private copy of CarePath (with questions) whose question version this file may raise. */
async function clonePlan(ctx: TestCtx, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO plans (plan_id, name, category, logo, short_text, listed, plan_desc, rules)
       SELECT $1, name || ' (test)', category, logo, short_text, false, plan_desc, rules FROM plans WHERE plan_id = 1005
       ON CONFLICT (plan_id) DO NOTHING`,
      [id],
    );
    await tx.query(
      `INSERT INTO plan_pricing (ppid, plan_id, name, position, rates, one_time_cents)
       SELECT $1 * 100 + position, $1, name, position, rates, 0 FROM plan_pricing WHERE plan_id = 1005 ON CONFLICT DO NOTHING`,
      [id],
    );
    await tx.query(
      `INSERT INTO plan_questions (question_id, plan_id, position, question_text, sub_type, require_detail, knock_out, decline_message, options)
       SELECT $1 * 10 + position, $1, position, question_text, sub_type, require_detail, knock_out, decline_message, options
       FROM plan_questions WHERE plan_id = 1005 ON CONFLICT DO NOTHING`,
      [id],
    );
  });
}

describeEachDriver('health questions', (ctx) => {
  const answered = async (id: string, planId: number) =>
    (await ctx().call({ url: api(`check-already-answered?enrollment_id=${id}&plan_id=${planId}`) })).body.data
      .status;

  it('get-questions: text field, grouped checkboxes, detail and knock-out', async () => {
    const id = await newEnrollment(ctx());
    const { body } = await ctx().call({
      url: api(`get-questions?enrollment_id=${id}&plan_id=1005&type=save`),
    });
    expect(body.data.map((q: { question_sub_type: string }) => q.question_sub_type)).toEqual([
      'text_field',
      'checkbox',
      'detail',
      'detail',
    ]);
    expect(new Set(body.data[1].options.map((o: { option_group: string }) => o.option_group))).toEqual(
      new Set(['A. Prior to age 60', 'B. Prior to age 75']),
    );
    expect(body.data[2].require_detail).toBe(1);
    const none = await ctx().call({ url: api(`get-questions?enrollment_id=${id}&plan_id=1001&type=save`) });
    expect(none.body.data).toEqual([]);
    expect(
      (await ctx().call({ url: api(`get-questions?enrollment_id=${id}&plan_id=1005&type=x`) })).status,
    ).toBe(400);
    expect((await ctx().call({ url: api(`get-questions?enrollment_id=${id}&plan_id=77777`) })).status).toBe(
      404,
    );
  });

  it('an underwritten plan is added only after its questions are answered', async () => {
    const id = await newEnrollment(ctx(), { is_smoker: 0 });
    expect(await answered(id, 1005)).toBe(false);
    expect(await answered(id, 1001)).toBe(true); // nothing to answer
    expect((await addToCart(ctx(), id, 1005, 100501)).body.data.errorCode).toBe('questionsRequired');
    const saved = await saveAnswers(ctx(), id, 1005, healthAnswers(1005));
    expect(saved.body).toEqual({
      status: 'success',
      data: { success_message: 'Thank you. Your answers for CarePath Critical Illness were saved.' },
    });
    expect(await answered(id, 1005)).toBe(true);
    expect((await addToCart(ctx(), id, 1005, 100501)).body.data).toMatchObject({
      result: true,
      cart_count: 1,
    });
  });

  it('incomplete answers: "Please answer all questions" and field errors', async () => {
    const id = await newEnrollment(ctx());
    const missing = await saveAnswers(ctx(), id, 1005, healthAnswers(1005, { skip: 2 }));
    expect(missing.status).toBe(422);
    expect(missing.body.data[0]).toEqual({
      target_element: 'answers',
      error_message: 'Please answer all questions',
    });
    const noFlag = healthAnswers(1005).map((a, i) => (i === 0 ? { question_id: a.question_id } : a));
    expect((await saveAnswers(ctx(), id, 1005, noFlag)).body.data[0].error_message).toBe(
      'Please answer all questions',
    );
    const details = healthAnswers(1005);
    details[1] = { question_id: 10052, yes_no_flag: 1, checkbox_answers: [] };
    details[2] = { question_id: 10053, yes_no_flag: 1, detail: [{ dot_from: '02/30/2024' } as never] };
    const bad = await saveAnswers(ctx(), id, 1005, details);
    expect(bad.body.data.map((e: { target_element: string }) => e.target_element)).toEqual([
      'answers.1.checkbox_answers',
      'answers.2.detail',
      'answers.2.detail.0.dot_from',
    ]);
    const foreign = await saveAnswers(ctx(), id, 1005, [
      ...healthAnswers(1005),
      { question_id: 10121, yes_no_flag: 0 },
    ]);
    expect(foreign.body.data[0].target_element).toBe('answers.4.question_id');
    const wrongType = await saveAnswers(ctx(), id, 1005, 'yes');
    expect(wrongType.status).toBe(400);
    expect((await saveAnswers(ctx(), id, 1001, [])).body.data[0].target_element).toBe('plan_id');
    expect(await answered(id, 1005)).toBe(false);
  });

  it('a knock-out yes declines; adding then answers decline', async () => {
    const id = await newEnrollment(ctx(), { is_smoker: 1 });
    const declined = await saveAnswers(ctx(), id, 1005, healthAnswers(1005, { knockOut: true }));
    expect(declined.body.status).toBe('success');
    expect(declined.body.data.errorCode).toBe('decline');
    expect(declined.body.data.error_message).toContain('we cannot offer CarePath Critical Illness');
    const add = (await addToCart(ctx(), id, 1005, 100501)).body.data;
    expect(add).toMatchObject({ result: false, errorCode: 'decline' });
    // Major medical has its own knock-out question.
    const mm = await saveAnswers(ctx(), id, 1012, healthAnswers(1012, { knockOut: true }));
    expect(mm.body.data.error_message).toContain('Summit Major Medical');
  });

  it('answers are encrypted at rest', async () => {
    const id = await newEnrollment(ctx());
    await saveAnswers(ctx(), id, 1012, healthAnswers(1012));
    const [row] = await ctx().db.query<{ answers_enc: string }>(
      'SELECT answers_enc FROM question_answers WHERE enrollment_id = $1 AND plan_id = 1012',
      [id],
    );
    expect(row.answers_enc).toMatch(/^v2\./);
    expect(row.answers_enc).not.toContain('Lisinopril');
    const open = openJson<{ answers: { text_value?: string }[] }>(row.answers_enc, ctx().config.dataKey);
    expect(open.answers[0].text_value).toBe('Lisinopril 10 mg');
    expect(() => openJson(row.answers_enc, 'another key')).toThrow();
    expect(openJson(sealJson({ a: 1 }, 'k'), 'k')).toEqual({ a: 1 });
  });

  it('newQuestionsError after the questions change', async () => {
    const planId = 9005;
    await clonePlan(ctx(), planId);
    // The copy keeps CarePath's option ids; only the question ids move.
    const answers = healthAnswers(1005).map((a) => ({
      ...a,
      question_id: a.question_id - 10050 + planId * 10,
    }));
    const id = await newEnrollment(ctx(), { is_smoker: 0 });
    const saved = await saveAnswers(ctx(), id, planId, answers);
    expect(saved.body.data.success_message, JSON.stringify(saved.body)).toBeDefined();
    expect((await pricing(ctx(), planId, id)).data.errorCode).toBeUndefined();
    await ctx().db.query('UPDATE plans SET questions_version = questions_version + 1 WHERE plan_id = $1', [
      planId,
    ]);
    const stale = (await pricing(ctx(), planId, id)).data;
    expect(stale.errorCode).toBe('newQuestionsError');
    expect(stale.plans.length).toBeGreaterThan(0);
    expect(await answered(id, planId)).toBe(false);
    expect((await addToCart(ctx(), id, planId, planId * 100 + 1)).body.data.errorCode).toBe(
      'newQuestionsError',
    );
    await saveAnswers(ctx(), id, planId, answers);
    expect((await pricing(ctx(), planId, id)).data.errorCode).toBeUndefined();
  });
});
