import { randomBytes, randomInt } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { sealJson } from '../../src/kernel/crypto/data-key';
import { anotherBrowser } from '../browsers';
import { GROUP_4100_ADMIN, sessionOf } from '../census';
import { describeEachDriver, withHeaders, type TestCtx } from '../harness';
import { injectOptions, operationsOf, validRequest, type Operation } from '../schema/operations';
import type { Schema } from '../schema/json-schema';
import { rng, runSeed } from '../schema/random';
import { BASE_PROFILE } from '../shop';
import { sessionHeaders } from '../sign-in';
import { allNo, get, memberEnrollment, post, putInCart, PLANS, walkSteps, wizardEnrollment } from '../wizard';

/**
 * Issue 26, finding 5 (ADR 0026): health answers are read by the person who gave them, not by
 * the employer or the rep. Replayed as group 77's administrator, then generated from the live
 * /api/docs/json: every call whose answer can carry health answers (a health record in its
 * response schema, an enrollment section by column, a history) is sent as each staff role
 * against every enrollment and member that holds answers, and no answer may carry any of them.
 */
const SEEDED = ['Albuterol inhaler', 'Lisinopril'];
const STAFF = ['rep10109', 'rep20417', 'group77', 'group4100', 'platformAdmin'] as const;
type Staff = (typeof STAFF)[number];

const sentinel = () => `Sentinelol-${randomBytes(4).toString('hex')}`;
type Questions = {
  codition_questions: { question_id: number }[];
  medication_question: { question_id: number };
};
const answersWith = (q: Questions, medication: string) => {
  const a = allNo(q);
  Object.assign(a.medication_question, {
    yes_no_flag: 1,
    medications: [{ medication, dosage: '2 puffs', medical_condition: 'Asthma' }],
  });
  return a;
};

async function staffSession(ctx: TestCtx, who: Staff): Promise<TestCtx> {
  if (who === 'group4100') return withHeaders(ctx, await sessionOf(ctx.db, GROUP_4100_ADMIN));
  return withHeaders(ctx, await sessionHeaders(ctx, who));
}

const schemaText = (op: Operation, doc: { paths: Record<string, Record<string, unknown>> }) =>
  JSON.stringify((doc.paths[op.path]![op.method.toLowerCase()] as { responses?: unknown }).responses ?? {});
/** Calls whose answer can carry health answers, found from the document rather than listed. */
const carriesHealth = (op: Operation, doc: { paths: Record<string, Record<string, unknown>> }) =>
  schemaText(op, doc).includes('condition_questions') ||
  op.parameters.some((p) => p.name === 'column') ||
  // Every section by name (get-review-sections): health_info among them.
  /"required":\[[^\]]*"health_info"/.test(schemaText(op, doc)) ||
  /history/.test(op.path);
const columnsOf = (op: Operation) =>
  ((op.parameters.find((p) => p.name === 'column')?.schema as Schema | undefined)?.enum as
    string[] | undefined) ?? [undefined];

describeEachDriver('attack: health answers are for the person who gave them', (ctx) => {
  const given = {
    applicant: sentinel(),
    completed: sentinel(),
    lakeside: sentinel(),
    memberFile: sentinel(),
  };
  const ids = { applicant: '', completed: '', lakeside: '' };
  let lakesideMember = 0;

  const saveHealth = async (as: TestCtx, id: string, medication: string) => {
    const q = (await get(as, 'get-health-questions-primary-health-info', { enrollment_id: id })).body.data
      .result;
    const r = await post(as, 'save-primary-health-info', {
      enrollment_id: id,
      ...answersWith(q, medication),
    });
    expect(r.status).toBe(200);
  };
  const stored = async () => ({
    files: await ctx().db.query('SELECT user_id, answers_enc FROM member_health_answers ORDER BY user_id'),
    dependents: await ctx().db.query(
      'SELECT user_id, dependent_id, health_enc FROM member_dependents ORDER BY 1, 2',
    ),
    sections: await ctx().db.query(
      'SELECT enrollment_id, sections FROM enrollments WHERE enrollment_id = ANY($1::text[]) ORDER BY 1',
      [Object.values(ids)],
    ),
  });

  beforeAll(async () => {
    // An applicant of group 77 answered in their own browser (still open) ...
    const applicant = anotherBrowser(ctx());
    ids.applicant = await wizardEnrollment(applicant, [PLANS.underwritten], { tier: 'IO' });
    await saveHealth(applicant, ids.applicant, given.applicant);
    // ... another completed their enrollment (an invited employee's, as in the finding) ...
    const employee = anotherBrowser(ctx());
    ids.completed = await wizardEnrollment(employee, [PLANS.underwritten, PLANS.dental], {
      tier: 'IO',
      is_smoker: 0,
    });
    await walkSteps(employee, ids.completed, { complete: false });
    await saveHealth(employee, ids.completed, given.completed);
    expect((await post(employee, 'complete-enrollment', { enrollment_id: ids.completed })).status).toBe(200);
    // ... an applicant of group 4100 (agent 20417's book) ...
    const lakeside = anotherBrowser(ctx());
    ids.lakeside = await wizardEnrollment(lakeside, [PLANS.underwritten], {
      tier: 'IO',
      group_id: 4100,
      agent_id: 20417,
    });
    await saveHealth(lakeside, ids.lakeside, given.lakeside);
    // ... and a member of group 4100 with answers on file (member 5001's are seeded).
    lakesideMember = 800_000 + randomInt(100_000);
    await ctx().db.query(
      `INSERT INTO members (user_id, first_name, last_name, email, dob, agent_id, group_id, gender, zip, state, city, address1)
       VALUES ($1, 'Lena', 'Lakeside', $2, '1980-02-02', 20417, 4100, 1, '30301', 'GA', 'Atlanta', '1 Main St')`,
      [lakesideMember, `lena.${lakesideMember}@example.com`],
    );
    const file = {
      condition_questions: [],
      medication_question: {
        question_id: 1,
        question_text: 'Medications',
        yes_no_flag: 1,
        medications: [{ medication: given.memberFile, dosage: '1', medical_condition: 'x' }],
      },
      notes: '',
    };
    await ctx().db.query('INSERT INTO member_health_answers (user_id, answers_enc) VALUES ($1, $2)', [
      lakesideMember,
      sealJson(file, ctx().config.dataKey),
    ]);
  });

  const leaked = (text: string) =>
    [...SEEDED, ...Object.values(given), 'yes_no_flag'].filter((s) => text.includes(s));

  it("finding 5 replayed: group 77's administrator is told only that questions were answered", async () => {
    const before = await stored();
    const { as: admin, id } = await memberEnrollment(ctx(), 'group77', 5001);
    const file = await get(admin, 'get-existing-primary-health-info', { enrollment_id: id });
    expect(file.body.data).toEqual({ result: null, answered: true });
    const deps = await get(admin, 'get-dependents-existing-user-enrollment', { enrollment_id: id });
    expect(deps.body.data.result.dependents[0]).toMatchObject({ health_info: null, health_answered: true });
    const section = await get(admin, 'get-enrollment-temp-info', {
      enrollment_id: ids.completed,
      column: 'health_info',
    });
    expect(section.body.data).toEqual({ result: null, answered: true });
    for (const r of [file, deps, section]) expect(leaked(JSON.stringify(r.body))).toEqual([]);
    expect(await stored()).toEqual(before);
  });

  it('the person who gave them reads them back; a rep reads back only what they typed, while it is open', async () => {
    const { as: member, id: own } = await memberEnrollment(ctx(), 'member5001', 5001, 'IO');
    const mine = await get(member, 'get-existing-primary-health-info', { enrollment_id: own });
    expect(JSON.stringify(mine.body)).toContain('Albuterol inhaler');

    // A rep enrolls a client face to face: the answers the rep types come back to the rep's form ...
    const rep = withHeaders(ctx(), await sessionHeaders(ctx(), 'rep10109'));
    const started = await post(rep, 'add-filter-for-new-user', {
      ...BASE_PROFILE,
      eprocess: 'rep',
      dob: '03/03/1975',
    });
    const id: string = started.body.data.temp_enrollment_id;
    await putInCart(ctx(), id, [PLANS.underwritten]);
    const typed = sentinel();
    await saveHealth(rep, id, typed);
    expect(
      JSON.stringify(
        (await get(rep, 'get-enrollment-temp-info', { enrollment_id: id, column: 'health_info' })).body,
      ),
    ).toContain(typed);
    // ... not to another staff member of the same book, and to nobody once the enrollment is completed.
    const admin = withHeaders(ctx(), await sessionHeaders(ctx(), 'group77'));
    const other = await get(admin, 'get-enrollment-temp-info', { enrollment_id: id, column: 'health_info' });
    expect(other.body.data).toEqual({ result: null, answered: true });
    await ctx().db.query('UPDATE enrollments SET completed_at = now() WHERE enrollment_id = $1', [id]);
    const after = await get(rep, 'get-enrollment-temp-info', { enrollment_id: id, column: 'health_info' });
    expect(after.body.data).toEqual({ result: null, answered: true });
  });

  it('no staff role gets health answers from any call that can carry them (generated from /api/docs/json)', async () => {
    const before = await stored();
    const doc = (await ctx().app.inject({ url: '/api/docs/json' })).json();
    const ops = operationsOf(doc).filter((op) => carriesHealth(op, doc));
    const names = ops.map((o) => o.operationId).join(' ');
    for (const call of [
      'get-existing-primary-health-info',
      'get-dependents-existing-user-enrollment',
      'get-enrollment-temp-info',
      'get-review-sections',
    ])
      expect(names).toContain(call);

    const sessions = {} as Record<Staff, TestCtx>;
    for (const who of STAFF) sessions[who] = await staffSession(ctx(), who);
    // The existing members' enrollments, started by each staff member whose book holds them.
    const books: [Staff, number][] = [
      ['rep10109', 5001],
      ['group77', 5001],
      ['rep20417', lakesideMember],
      ['group4100', lakesideMember],
    ];
    const memberIds: string[] = [];
    for (const [who, user_id] of books) {
      const r = await post(sessions[who], 'add-filter-for-existing-user', {
        enroll_type: 'existing-member',
        user_id,
        tier: 'IF',
      });
      expect(r.body, `${who} ${JSON.stringify(r.body)}`).toMatchObject({ status: 'success' });
      memberIds.push(r.body.data.temp_enrollment_id);
    }
    const targets = [...memberIds, ids.applicant, ids.completed, ids.lakeside];

    const seed = runSeed();
    const leaks: string[] = [];
    const reached = new Map<Staff, number>();
    for (const who of STAFF)
      for (const [i, op] of ops.entries())
        for (const target of targets)
          for (const column of columnsOf(op)) {
            const lakeside = target === ids.lakeside || memberIds.indexOf(target) >= 2;
            const hints = {
              enrollment_id: () => target,
              user_id: () => (lakeside ? lakesideMember : 5001),
              group_id: () => (lakeside ? 4100 : 77),
              agent_id: () => (lakeside ? 20417 : 10109),
              ...(column && { column: () => column }),
            };
            const req = validRequest(op, rng(seed + i), hints);
            const res = await sessions[who].call({ ...injectOptions(req, {}), stranger: true });
            if (res.status === 200) reached.set(who, (reached.get(who) ?? 0) + 1);
            const found = leaked(JSON.stringify(res.body));
            if (found.length)
              leaks.push(`${who} ${op.operationId} ${target} ${column ?? ''}: ${found.join(', ')}`);
          }
    expect(leaks).toEqual([]);
    // The requests did reach the records: every role in whose book they are was answered.
    for (const who of ['rep10109', 'rep20417', 'group77', 'group4100'] as const)
      expect(reached.get(who)).toBeGreaterThan(0);
    expect(await stored()).toEqual(before);
  }, 300_000);
});
