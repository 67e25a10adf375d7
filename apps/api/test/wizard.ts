import { api, type TestCtx } from './harness';
import { newEnrollment, type Profile } from './shop';

/** Plans that switch steps on (DESIGN §4): term life -> beneficiaries, disability -> employer, 1005 -> health questions. */
export const PLANS = {
  termLife: 1003,
  disability: 1011,
  underwritten: 1005,
  dental: 1001,
  vision: 1002,
} as const;

/** An enrollment with these plans in its cart (put straight into the cart: pricing rules are not under test here). */
export async function wizardEnrollment(
  ctx: TestCtx,
  plans: number[] = [],
  profile: Profile = {},
): Promise<string> {
  const id = await newEnrollment(ctx, profile);
  for (const pid of plans)
    await ctx.db.query(
      'INSERT INTO cart_items (enrollment_id, plan_id, plan_pricing_id, price_cents) VALUES ($1, $2, $3, 1000)',
      [id, pid, pid * 100 + 1],
    );
  return id;
}

export const post = (ctx: TestCtx, call: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.call({ method: 'POST', url: api(call), payload: payload as Record<string, unknown>, headers });
export const get = (ctx: TestCtx, call: string, query: Record<string, string | number> = {}) =>
  ctx.call({
    url: api(
      `${call}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    ),
  });

/** Field definitions by name. */
export async function fields(ctx: TestCtx, call: string, id: string) {
  const r = await get(ctx, call, { enrollment_id: id });
  if (r.status !== 200) throw new Error(JSON.stringify(r.body));
  type Field = {
    field_name: string;
    value: unknown;
    required: 0 | 1;
    read_only: 0 | 1;
    error: string;
    message: string;
  };
  return Object.fromEntries((r.body.data.result as Field[]).map((f) => [f.field_name, f])) as Record<
    string,
    { value: unknown; required: 0 | 1; read_only: 0 | 1; error: string; message: string }
  >;
}

export const tempInfo = async (ctx: TestCtx, id: string, column: string) =>
  (await get(ctx, 'get-enrollment-temp-info', { enrollment_id: id, column })).body.data.result;

export const rawSections = async (ctx: TestCtx, id: string) => {
  const [row] = await ctx.db.query<{ sections: Record<string, unknown> }>(
    'SELECT sections FROM enrollments WHERE enrollment_id = $1',
    [id],
  );
  return row!.sections;
};

export const auditOf = (ctx: TestCtx, id: string) =>
  ctx.db.query<Record<string, unknown>>(
    'SELECT section, action, eprocess, agent_id, group_id, user_id, ip FROM enrollment_audit WHERE enrollment_id = $1 ORDER BY id',
    [id],
  );

export const PERSON = {
  first_name: 'Ana',
  last_name: 'Rivera',
  marital_status: 1,
  ssn: '512345678',
};

export const CONTACT = {
  email_address: 'ana.rivera@example.com',
  phone_number: '4045550123',
  address1: '55 Peachtree Street Suite 300',
  city: 'Atlanta',
  with_validation: 1,
};

export const EMPLOYER = {
  name: 'Peach State Logistics',
  phone: '4045550188',
  address1: '100 Edgewood Avenue',
  city: 'Atlanta',
  state: 'Georgia',
  zip: '30303',
  with_validation: 1,
  average_work_week: '40+',
  employment_start_date: '03/15/2016',
  occupation: 'Dispatcher',
  compensation_type: 'G20',
  employment_status: 'A',
  emp_industry: 'Transportation',
  emp_num_employed: '85',
  emp_vac_policy: '2W',
  emp_barg_unit: 'N',
  holiday_policy: { Standard_6: 1, Birthday: 1 },
};

export const beneficiary = (over: Record<string, unknown> = {}) => ({
  first_name: 'Luis',
  last_name: 'Rivera',
  birthdate: '02/11/1983',
  ssn: '523456789',
  relationship: 'spouse',
  beneficiary_percentage: '100',
  ...over,
});

/** Answers "no" to every question of a questionnaire answer (get-health-questions-*). */
export function allNo(q: {
  codition_questions: { question_id: number }[];
  medication_question: { question_id: number };
}) {
  return {
    condition_questions: q.codition_questions.map((c) => ({ question_id: c.question_id, yes_no_flag: 0 })),
    medication_question: { question_id: q.medication_question.question_id, yes_no_flag: 0 },
  };
}

export const dependent = (over: Record<string, unknown> = {}) => ({
  primary_info: {
    first_name: 'Luis',
    last_name: 'Rivera',
    birthdate: '02/11/1983',
    ssn: '523456789',
    relationship: 'spouse',
    gender: 0,
    employed: '0',
    ...over,
  },
});
