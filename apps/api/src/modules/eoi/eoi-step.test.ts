// The wizard's EOI step (issue 30, ADR 0039), on both drivers: asked only when an election leaves
// an amount pending (equal to GI: no step; one dollar above: the step), the plan's questions in
// the reader's language, answers sealed in the enrollment and then with the case at completion,
// and read back per ADR 0035's table: the member, the rep of the book and the platform
// administrator (while pending); never the group's administrator.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDriver, withHeaders, type TestCtx } from '../../../test/harness';
import { everyRole } from '../../../test/roles';
import { newEnrollment } from '../../../test/shop';
import { sessionHeaders } from '../../../test/sign-in';
import { get, memberEnrollment, post, rawSections, walkSteps } from '../../../test/wizard';
import { replaceEoiQuestions } from '../../kernel/eoi/eoi-questions.repository';

const PLAN = 99_700;
const [P100, P101] = [9_970_001, 9_970_002];
const NORTHWIND = 77; // rep 10109's book, in open enrollment
const MEMBER = 997_001;
const QUESTIONS = [
  { question_text: 'Have you had heart surgery?', question_text_es: '¿Ha tenido una cirugía del corazón?' },
  {
    question_text: 'Have you been declined for life cover?',
    question_text_es: '¿Le han negado un seguro de vida?',
  },
];

async function plan(ctx: TestCtx) {
  await ctx.db.query(
    `INSERT INTO plans (plan_id, name, category, logo, short_text, listed)
     VALUES ($1, 'Step Term Life', 'term_life', 'guardian-term-life.svg', '', false) ON CONFLICT DO NOTHING`,
    [PLAN],
  );
  for (const [i, [ppid, amount]] of [
    [P100, 100_000],
    [P101, 100_001],
  ].entries())
    await ctx.db.query(
      `INSERT INTO plan_pricing (ppid, plan_id, name, position, rates, benefit_amount)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6) ON CONFLICT DO NOTHING`,
      [
        ppid,
        PLAN,
        `$${amount} benefit`,
        i + 1,
        JSON.stringify([{ age_min: 0, age_max: 120, IO: 2000 }]),
        amount,
      ],
    );
  await ctx.db.query(
    `INSERT INTO plan_eoi_settings (plan_id, guaranteed_issue, eoi_on_increase, eoi_for_late_entrants)
     VALUES ($1, 100000, true, true) ON CONFLICT DO NOTHING`,
    [PLAN],
  );
  await ctx.db.transaction((tx) => replaceEoiQuestions(tx, PLAN, QUESTIONS));
  await ctx.db.query(
    `INSERT INTO members (user_id, first_name, last_name, email, dob, agent_id, group_id, gender, address1, city, state, zip)
     VALUES ($1, 'Nora', 'Quist', 'nora.quist@northwind.example', '1986-04-04', 10109, $2, 1, '55 Peachtree Street', 'Atlanta', 'GA', '30303')
     ON CONFLICT DO NOTHING`,
    [MEMBER, NORTHWIND],
  );
}

type Q = {
  codition_questions: { question_id: number; question_text?: string }[];
  medication_question: { question_id: number };
};

/** Yes (with the condition's details) to the first question, no to the rest. */
const yesToFirst = (q: Q) => ({
  condition_questions: q.codition_questions.map((c, i) =>
    i === 0
      ? {
          question_id: c.question_id,
          yes_no_flag: 1,
          conditions: [
            {
              health_condition: 'Valve repair',
              date_of_onset: '03/04/2019',
              is_treatment: 0,
              is_medicate: 0,
            },
          ],
        }
      : { question_id: c.question_id, yes_no_flag: 0 },
  ),
  medication_question: { question_id: q.medication_question.question_id, yes_no_flag: 0 },
  notes: 'Fully recovered.',
});

describeEachDriver('the EOI step in the wizard', (ctx) => {
  const as: Record<string, TestCtx> = {};
  beforeAll(async () => {
    await plan(ctx());
    Object.assign(as, await everyRole(ctx()));
  });
  afterAll(async () => {
    await ctx().db.query('DELETE FROM eoi_cases WHERE plan_id = $1', [PLAN]);
    await ctx().db.query('DELETE FROM member_plans WHERE plan_id = $1', [PLAN]);
  });

  async function electing(ppid: number) {
    const id = await newEnrollment(ctx(), { open_type: 'group', group_id: NORTHWIND, tier: 'IO' });
    await ctx().db.query(
      'INSERT INTO cart_items (enrollment_id, plan_id, plan_pricing_id, price_cents) VALUES ($1, $2, $3, 2000)',
      [id, PLAN, ppid],
    );
    return id;
  }
  const eoiTab = async (id: string) =>
    (
      (await get(ctx(), 'get-dynamic-tabs', { enrollment_id: id })).body.data.result as {
        tab_name: string;
        required: number;
        order: number;
      }[]
    ).find((t) => t.tab_name === 'eoi_info');

  it('equal to GI: no step (and nothing to save); one dollar above: the step, after the health questions', async () => {
    const at = await electing(P100);
    expect(await eoiTab(at)).toMatchObject({ required: 0 });
    expect(
      (await get(ctx(), 'check-tab-required', { enrollment_id: at, tab_name: 'eoi_info' })).body.data,
    ).toEqual({
      result: { required: 0 },
    });
    const refused = await post(ctx(), 'save-eoi-info', {
      enrollment_id: at,
      condition_questions: [],
      medication_question: { question_id: 120, yes_no_flag: 0 },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.data).toEqual([
      {
        target_element: 'enrollment_id',
        error_message: 'Evidence of insurability is not needed for this enrollment.',
      },
    ]);

    const above = await electing(P101);
    const tabs = (await get(ctx(), 'get-dynamic-tabs', { enrollment_id: above })).body.data.result as {
      tab_name: string;
      order: number;
    }[];
    const order = (name: string) => tabs.find((t) => t.tab_name === name)!.order;
    expect(await eoiTab(above)).toMatchObject({ required: 1 });
    expect(order('eoi_info')).toBe(order('primary_health_info') + 1);
    expect(
      (await get(ctx(), 'check-tab-required', { enrollment_id: above, tab_name: 'eoi_info' })).body.data,
    ).toEqual({
      result: { required: 1 },
    });
  });

  it("asks the plan's questions, then the medication question, in English and Spanish; refuses a yes without details", async () => {
    const id = await electing(P101);
    const en = (await get(ctx(), 'get-eoi-questions', { enrollment_id: id })).body.data.result as Q;
    expect(en.codition_questions.map((q) => q.question_text)).toEqual(QUESTIONS.map((q) => q.question_text));
    expect(en.medication_question.question_id).toBeGreaterThan(0);
    const es = await ctx().call({
      url: `/api/v1/get-eoi-questions?enrollment_id=${id}`,
      headers: { 'accept-language': 'es' },
    });
    expect(
      es.body.data.result.codition_questions.map((q: { question_text: string }) => q.question_text),
    ).toEqual(QUESTIONS.map((q) => q.question_text_es));
    const missing = await post(ctx(), 'save-eoi-info', {
      enrollment_id: id,
      ...yesToFirst(en),
      condition_questions: [{ question_id: en.codition_questions[0]!.question_id, yes_no_flag: 1 }],
    });
    expect(missing.status).toBe(400);
    expect(missing.body.data).toEqual(
      expect.arrayContaining([
        {
          target_element: 'eoi_info.condition_questions.0.conditions.0.health_condition',
          error_message: 'This field is required.',
        },
      ]),
    );
    // A question left unanswered is named beside it.
    const unanswered = await post(ctx(), 'save-eoi-info', {
      enrollment_id: id,
      ...yesToFirst(en),
      condition_questions: yesToFirst(en).condition_questions.slice(0, 1),
    });
    expect(unanswered.status).toBe(422);
    expect(unanswered.body.data).toEqual([
      {
        target_element: 'eoi_info.condition_questions.1.yes_no_flag',
        error_message: 'Please answer this question.',
      },
    ]);
  });

  it('keeps the answers sealed until completion, then seals them with the case; read by the member, the rep of the book and the platform administrator, never the group administrator', async () => {
    const { as: nora, id } = await memberEnrollment(ctx(), { user_id: MEMBER }, MEMBER, 'IO');
    await ctx().db.query(
      'INSERT INTO cart_items (enrollment_id, plan_id, plan_pricing_id, price_cents) VALUES ($1, $2, $3, 2000)',
      [id, PLAN, P101],
    );
    await walkSteps(nora, id, { eoi: yesToFirst, complete: false });
    // At rest, the section holds only the seal; the person who typed it reads it back (Review, Back).
    const sections = await rawSections(ctx(), id);
    expect(JSON.stringify(sections.eoi_info)).not.toContain('Valve repair');
    const back = await get(nora, 'get-enrollment-temp-info', { enrollment_id: id, column: 'eoi_info' });
    expect(back.body.data.result.condition_questions[0]).toMatchObject({
      question_text: 'Have you had heart surgery?',
      yes_no_flag: 1,
      conditions: [expect.objectContaining({ health_condition: 'Valve repair' })],
    });
    // Their rep is told only that it was answered (minimum necessary, ADR 0026).
    const toRep = await get(as.rep10109!, 'get-enrollment-temp-info', {
      enrollment_id: id,
      column: 'eoi_info',
    });
    expect(toRep.body.data).toEqual({ result: null, answered: true });

    expect((await post(nora, 'complete-enrollment', { enrollment_id: id })).status).toBe(200);
    const [c] = await ctx().db.query<{ case_id: number; pending: number; answers_enc: string }>(
      `SELECT case_id::int AS case_id, pending, answers_enc FROM eoi_cases WHERE member_user_id = $1 AND plan_id = $2`,
      [MEMBER, PLAN],
    );
    expect(c!.pending).toBe(1);
    expect(c!.answers_enc).toBeTruthy();
    expect(c!.answers_enc).not.toContain('Valve repair');

    const read = (who: TestCtx) => get(who, 'get-eoi-case-answers', { case_id: c!.case_id });
    const own = withHeaders(ctx(), await sessionHeaders(ctx(), { user_id: MEMBER }));
    for (const [who, reader] of [
      ['the member', own],
      ['rep 10109 (the book)', as.rep10109!],
      ['the platform administrator', as.platform!],
    ] as const) {
      const r = await read(reader);
      expect(r.status, who).toBe(200);
      expect(r.body.data, who).toMatchObject({
        case_id: c!.case_id,
        plan_name: 'Step Term Life',
        answers: {
          condition_questions: [
            {
              question_text: 'Have you had heart surgery?',
              yes_no_flag: 1,
              conditions: [expect.objectContaining({ health_condition: 'Valve repair' })],
            },
            { question_text: 'Have you been declined for life cover?', yes_no_flag: 0 },
          ],
          notes: 'Fully recovered.',
        },
      });
    }
    for (const who of ['group77', 'admin4100', 'rep20417', 'member'])
      expect((await read(as[who]!)).status, who).toBe(403);
    expect(
      (await ctx().call({ url: `/api/v1/get-eoi-case-answers?case_id=${c!.case_id}`, stranger: true }))
        .status,
    ).toBe(401);
    // An unknown case is refused like another book's.
    expect((await get(as.rep10109!, 'get-eoi-case-answers', { case_id: 987_654_321 })).status).toBe(403);

    // Decided, the staff's need is over: the member still reads their own.
    await ctx().db.query(
      `UPDATE eoi_cases SET status = 'denied', granted = 0, decided_on = opened_on, effective_on = opened_on WHERE case_id = $1`,
      [c!.case_id],
    );
    expect((await read(as.rep10109!)).status).toBe(403);
    expect((await read(as.platform!)).status).toBe(403);
    expect((await read(own)).status).toBe(200);
  });
});
