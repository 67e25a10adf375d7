import { randomBytes, randomInt } from 'node:crypto';
import { api, withHeaders, type TestCtx } from './harness';
import { newEnrollment, type Profile } from './shop';
import { sessionHeaders, type Who } from './sign-in';
import { eftTerms } from '../src/kernel/agreement/agreement-texts';

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
  await putInCart(ctx, id, plans);
  return id;
}

/**
 * An existing member's enrollment, started as it must be (ADR 0013): by `who` (the member, or staff
 * whose book holds them) signed in. Answers the id and that session's browser, which works it.
 */
export async function memberEnrollment(ctx: TestCtx, who: Who, user_id: number, tier = 'IO') {
  const as = withHeaders(ctx, await sessionHeaders(ctx, who));
  const r = await as.call({
    method: 'POST',
    url: api('add-filter-for-existing-user'),
    payload: { enroll_type: 'existing-member', user_id, tier },
  });
  if (r.status !== 200) throw new Error(`add-filter-for-existing-user: ${JSON.stringify(r.body)}`);
  return { as, id: r.body.data.temp_enrollment_id as string };
}

/** Puts plans straight into an enrollment's cart (their first option). */
export async function putInCart(ctx: TestCtx, id: string, plans: number[]) {
  for (const pid of plans)
    await ctx.db.query(
      'INSERT INTO cart_items (enrollment_id, plan_id, plan_pricing_id, price_cents) VALUES ($1, $2, $3, 1000)',
      [id, pid, pid * 100 + 1],
    );
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
    'SELECT section, action, eprocess, agent_id, group_id, user_id, ip, account_id::int AS account_id, verified FROM enrollment_audit WHERE enrollment_id = $1 ORDER BY id',
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

/** A 1x1 PNG as the signature canvas would send it. */
export const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A Visa test number that passes Luhn, and a real routing number from the demo directory. */
export const CARD = {
  payment_method: 'cc',
  first_name_on_cc: 'Ana',
  last_name_on_cc: 'Rivera',
  card_number: '4111111111111111',
  expiration_month: '09',
  expiration_year: String(new Date().getUTCFullYear() + 2),
  security_code: '737',
  address1: '55 Peachtree Street Suite 300',
  city: 'Atlanta',
  state: 'GA',
  zip: '30301',
  is_physical_address: 'no',
};
/** A new bank account; a card payer (method cc) also agrees to the EFT terms, as the step does. */
export const BANK = {
  payment_method: 'eft',
  routing_number: '021000021',
  account_name: 'Ana Rivera',
  account_number: '987654321012',
  account_type: 'checking',
  account_holder_type: 'individual',
  eft_terms_hash: eftTerms('en').texts_hash,
};

const ok = async (label: string, r: Promise<{ status: number; body: { data: unknown } }>) => {
  const res = await r;
  if (res.status !== 200) throw new Error(`${label}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as Record<string, unknown>;
};

/** Checks out the cart at the first offered effective date. */
export async function checkout(ctx: TestCtx, id: string): Promise<string> {
  const dates = await ok('dates', get(ctx, 'get-cart-effective-dates', { enrollment_id: id }));
  const date = (dates.result as string[])[0]!;
  await ok('checkout', post(ctx, 'cart-checkout', { enrollment_id: id, effective_date: date }));
  return date;
}

export type WalkOptions = {
  /** Plans in the cart (default: term life, so beneficiaries are asked, and dental). */
  plans?: number[];
  profile?: Profile;
  /** How the person pays: a new card, a new bank account, or the group's list/statement bill. */
  billing?: 'cc' | 'eft' | 'list' | 'stmt';
  /** Stop before complete-enrollment (the web helper's journeys, the missing-tab tests). */
  complete?: boolean;
  headers?: Record<string, string>;
  /** Fields of the new card to change (another number, security code). */
  cardOverride?: Record<string, string>;
  /** The dependents saved when the step is asked (default: one spouse), with health answers when asked. */
  dependents?: (ReturnType<typeof dependent> & { health_info?: unknown })[];
  /**
   * The person's SSN. By default each walk is another person (an SSN of its own ending in 5678, so
   * masks read *****5678): one person, one member (ADR 0020) would otherwise make every walk of a
   * group the same member. Suites that look for the number itself in logs or dumps pass PERSON.ssn.
   */
  ssn?: string;
  /** Who the person says they are (default PERSON's name): a look-alike of a member types theirs. */
  person?: { first_name: string; last_name: string };
  /** The EOI step's answers when it is asked (ADR 0039; default: no to every question). */
  eoi?: (q: Parameters<typeof allNo>[0]) => Record<string, unknown>;
};

/** A plausible SSN ending in 5678 (area 5xx, group 01-99), another one per call. */
export const walkSsn = () =>
  `5${String(randomInt(100)).padStart(2, '0')}${String(randomInt(1, 100)).padStart(2, '0')}5678`;

/**
 * Walks a whole enrollment through the API as the wizard does: cart and checkout, personal,
 * contact, beneficiaries (term life), a spouse (tier IS), review, agreement with a signature,
 * billing and complete-enrollment. Answers the enrollment id and the receipt (when completed).
 */
export async function walkEnrollment(
  ctx: TestCtx,
  o: WalkOptions & { contact?: Record<string, unknown> } = {},
) {
  const plans = o.plans ?? [PLANS.termLife, PLANS.dental];
  const id = await wizardEnrollment(ctx, plans, { tier: 'IS', ...o.profile });
  return walkSteps(ctx, id, o);
}

/** The same walk from an existing enrollment (an existing member's, a rep's): checkout onwards. */
export async function walkSteps(
  ctx: TestCtx,
  id: string,
  o: WalkOptions & { contact?: Record<string, unknown> } = {},
) {
  await checkout(ctx, id);
  const h = o.headers ?? {};
  const tabs = (await ok('tabs', get(ctx, 'get-dynamic-tabs', { enrollment_id: id }))).result as {
    tab_name: string;
    required: 0 | 1;
  }[];
  const needs = (tab: string) => tabs.some((t) => t.tab_name === tab && t.required === 1);
  const pf = await fields(ctx, 'get-form-fields-personal-info', id);
  const asked = (name: string, value: unknown) => (pf[name]?.required ? { [name]: value } : {});
  const personal = {
    ...PERSON,
    ...o.person,
    ssn: o.ssn ?? walkSsn(),
    ...asked('prior_coverage_flag', 0),
    ...asked('weight', '170'),
    ...asked('height_feet', '5'),
    ...asked('height_inch', '9'),
  };
  await ok('personal', post(ctx, 'save-personal-info', { ...personal, enrollment_id: id }, h));
  // A new address per walk: a completed enrollment makes a member, and mails are told apart by it.
  const email = `ana.rivera.${randomBytes(4).toString('hex')}@example.com`;
  const contact = o.contact ?? { ...CONTACT, email_address: email, state: 'GA', zip: '30301' };
  await ok('contact', post(ctx, 'save-contact-info', { ...contact, enrollment_id: id }, h));
  if (needs('employer_info'))
    await ok('employer', post(ctx, 'save-employer-info', { ...EMPLOYER, enrollment_id: id }, h));
  if (needs('primary_health_info')) {
    const q = await ok(
      'questions',
      get(ctx, 'get-health-questions-primary-health-info', { enrollment_id: id }),
    );
    await ok(
      'health',
      post(
        ctx,
        'save-primary-health-info',
        { enrollment_id: id, ...allNo(q.result as Parameters<typeof allNo>[0]) },
        h,
      ),
    );
  }
  if (needs('eoi_info')) {
    const q = await ok('eoi questions', get(ctx, 'get-eoi-questions', { enrollment_id: id }));
    const answers = (o.eoi ?? allNo)(q.result as Parameters<typeof allNo>[0]);
    await ok('eoi', post(ctx, 'save-eoi-info', { enrollment_id: id, ...answers }, h));
  }
  if (needs('beneficiary_info'))
    await ok(
      'beneficiaries',
      post(ctx, 'save-beneficiary-info', { enrollment_id: id, beneficiaries: [beneficiary()] }, h),
    );
  if (needs('dependent_info'))
    await ok(
      'dependents',
      post(ctx, 'save-dependent-info', { enrollment_id: id, dependents: o.dependents ?? [dependent()] }, h),
    );
  await ok(
    'review',
    post(
      ctx,
      'save-review-info',
      { enrollment_id: id, additional_notes: 'Call after 5 pm.', first_enroll: 1 },
      h,
    ),
  );
  await sign(ctx, id, h, o.person);
  const billing = o.billing ?? 'cc';
  const body =
    billing === 'cc'
      ? { ...CARD, ...o.cardOverride }
      : billing === 'eft'
        ? BANK
        : { payment_method: billing };
  await ok('billing', post(ctx, 'save-billing-info', { ...body, enrollment_id: id }, h));
  if (o.complete === false) return { id, receipt: undefined };
  const receipt = await ok('complete', post(ctx, 'complete-enrollment', { enrollment_id: id }, h));
  return { id, receipt: receipt as { policy_id: string; name: string } };
}

/** Signs the agreement as the enrollment's signer (every text ticked, the right answer, a signature). */
export async function sign(
  ctx: TestCtx,
  id: string,
  headers: Record<string, string> = {},
  person: { first_name: string; last_name: string } = PERSON,
) {
  const texts = (await ok('texts', get(ctx, 'get-agreement-texts', { enrollment_id: id }))).result as {
    text_id: string;
    version: string;
  }[];
  const f = await fields(ctx, 'get-form-fields-agreement-info', id);
  const eprocess = f.agent_name!.required
    ? 'rep'
    : f.group_name!.required
      ? 'group'
      : f.user_name!.required
        ? 'applicant'
        : 'sigapplicant';
  const filter = await tempInfo(ctx, id, 'filter_info');
  const contact = await tempInfo(ctx, id, 'contact_info');
  const answer = f.question_id!.value === 'zip' ? contact.zip : filter.dob;
  return ok(
    'agreement',
    post(
      ctx,
      'save-agreement-info',
      {
        enrollment_id: id,
        eprocess,
        question_id: f.question_id!.value,
        answer: f.answer!.required ? answer : undefined,
        user_name: f.user_name!.required ? `${person.first_name} ${person.last_name}` : undefined,
        signature: SIGNATURE_PNG,
        agreed: texts.map((t) => ({ text_id: t.text_id, version: t.version })),
      },
      headers,
    ),
  );
}
