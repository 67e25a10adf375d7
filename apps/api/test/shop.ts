import { api, type TestCtx } from './harness';

/** A public-store applicant in Atlanta (GA), Member Only: every category is offered. */
export const BASE_PROFILE = {
  zip: '30301',
  gender: 0,
  tier: 'IO',
  eprocess: 'applicant',
  agent_id: 10109,
  group_id: 77,
  open_type: 'user',
  type: 'new-member',
};

/** The default store's applicant start, as the landing form sends it (for suites on an API process). */
export const APPLICANT_START = { ...BASE_PROFILE, dob: '01/01/1985' };

/**
 * A DOB giving exactly `age` on the default effective date (the first of next month);
 * `dayAfter` moves the birthday one day later, so the person is still `age - 1` then.
 */
export function dobForAge(age: number, dayAfter = false, now = new Date()): string {
  const eff = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const dob = new Date(Date.UTC(eff.getUTCFullYear() - age, eff.getUTCMonth(), 1 + (dayAfter ? 1 : 0)));
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(dob.getUTCMonth() + 1)}/${p(dob.getUTCDate())}/${dob.getUTCFullYear()}`;
}

export type Profile = Partial<typeof BASE_PROFILE> & {
  age?: number;
  dob?: string;
  is_smoker?: 0 | 1;
  annual_incode?: number;
  working_hours?: number;
};

/**
 * Creates a temporary enrollment (add-filter-for-new-user, then change-filter-info for the rest),
 * held by the test's browser (its enrollment key). Fixture shortcut for suites about something
 * else: eprocess rep or group is written straight into the row after an applicant's start, so
 * the test's browser still holds it. Only the signed-in rep or group administrator can start
 * such an enrollment through the API (ADR 0013; tested in filters.test.ts and test/attacks/).
 */
export async function newEnrollment(ctx: TestCtx, profile: Profile = {}): Promise<string> {
  const { age = 40, dob, is_smoker, annual_incode, working_hours, eprocess, ...basics } = profile;
  const r = await ctx.call({
    method: 'POST',
    url: api('add-filter-for-new-user'),
    payload: { ...BASE_PROFILE, dob: dob ?? dobForAge(age), ...basics },
  });
  if (r.status !== 200) throw new Error(JSON.stringify(r.body));
  const id: string = r.body.data.temp_enrollment_id;
  if (eprocess && eprocess !== 'applicant')
    await ctx.db.query(
      `UPDATE enrollments SET eprocess = $2, filter_info = jsonb_set(filter_info, '{eprocess}', to_jsonb($2::text))
        WHERE enrollment_id = $1`,
      [id, eprocess],
    );
  const extra = Object.fromEntries(
    Object.entries({ is_smoker, annual_incode, working_hours }).filter(([, v]) => v !== undefined),
  );
  if (Object.keys(extra).length) await changeFilter(ctx, id, extra);
  return id;
}

export async function changeFilter(ctx: TestCtx, id: string, payload: Record<string, unknown>) {
  const r = await ctx.call({ method: 'PUT', url: api(`change-filter-info/${id}`), payload });
  if (r.status !== 200) throw new Error(JSON.stringify(r.body));
}

export async function pricing(ctx: TestCtx, pid: number, enrollmentId?: string) {
  const q = enrollmentId ? `&enrollment_id=${enrollmentId}` : '';
  return (await ctx.call({ url: api(`get-plan-pricing-detail?pid=${pid}${q}`) })).body;
}

export const addToCart = (ctx: TestCtx, enrollment_id: string, plan_id: number, plan_pricing_id: number) =>
  ctx.call({
    method: 'POST',
    url: api('add-plan-to-cart'),
    payload: { enrollment_id, plan_id, plan_pricing_id },
  });

export const cartOf = async (ctx: TestCtx, id: string) =>
  (await ctx.call({ url: api(`get-plan-cart?enrollment_id=${id}`) })).body.data;
export const countOf = async (ctx: TestCtx, id: string) =>
  (await ctx.call({ url: api(`get-cart-count?enrollment_id=${id}`) })).body.data.result as number;

/** Answers to the seeded health questions of an underwritten plan (ids plan_id * 10 + n). */
export function healthAnswers(planId: number, o: { knockOut?: boolean; skip?: number } = {}) {
  const q = (n: number) => planId * 10 + n;
  const answers = [
    { question_id: q(1), yes_no_flag: 1, text_value: 'Lisinopril 10 mg' },
    { question_id: q(2), yes_no_flag: 1, checkbox_answers: [q(2) * 10 + 2, q(2) * 10 + 4] },
    {
      question_id: q(3),
      yes_no_flag: 1,
      detail: [
        {
          dot_from: '01/10/2025',
          dot_to: '01/14/2025',
          reason_for_condition: 'Appendectomy',
          degree_of_recovery: 'Full',
          physician_name_address: 'Dr. Ellen Park, 12 Main St, Atlanta GA',
        },
        {},
      ],
    },
    { question_id: q(4), yes_no_flag: o.knockOut ? 1 : 0 },
  ];
  return answers.filter((a) => a.question_id !== (o.skip === undefined ? -1 : q(o.skip)));
}

export const saveAnswers = (ctx: TestCtx, enrollment_id: string, plan_id: number, answers: unknown) =>
  ctx.call({
    method: 'POST',
    url: api('save-question-answers'),
    payload: { enrollment_id, plan_id, answers },
  });
