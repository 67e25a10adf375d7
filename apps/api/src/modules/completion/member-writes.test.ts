import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { anotherBrowser } from '../../../test/browsers';
import { describeEachDriver, withHeaders, type TestCtx } from '../../../test/harness';
import { completedAs, memberRecords, type MemberRecords } from '../../../test/member-records';
import { sessionHeaders, type Who } from '../../../test/sign-in';
import { targetMember, type TargetMember } from '../../../test/target-member';
import { dependent, PLANS, walkSsn, walkSteps, wizardEnrollment } from '../../../test/wizard';

/**
 * ADR 0024's one table: for each way of arriving at completion with a person who looks like an
 * existing member, what each writer (member row, beneficiaries, dependents, health answers, plans,
 * payment instruments) did to that member. decideMemberWrite is the one function behind every row.
 */
type Arrival = {
  name: string;
  /** Signed in as (the same browser that started the enrollment). */
  as?: (t: TargetMember) => Who;
  /** The enrollment was opened from the member's census row (an invitation link). */
  census?: boolean;
  /** What the person typed: the member's SSN, or their e-mail with name and birth date. */
  typed: 'ssn' | 'email';
  /** false: the member is untouched and a possible duplicate is made, matched by `typed`. */
  writesOntoMember: boolean;
};

const ARRIVALS: Arrival[] = [
  { name: 'anonymous look-alike by SSN', typed: 'ssn', writesOntoMember: false },
  { name: 'anonymous look-alike by e-mail, name and birth date', typed: 'email', writesOntoMember: false },
  {
    name: 'the member signed in',
    as: (t) => ({ user_id: t.userId }),
    typed: 'email',
    writesOntoMember: true,
  },
  {
    name: 'the rep whose book holds the member',
    as: () => 'rep10109',
    typed: 'email',
    writesOntoMember: true,
  },
  { name: 'a rep of another book', as: () => 'rep20417', typed: 'email', writesOntoMember: false },
  { name: "the member's group administrator", as: () => 'group77', typed: 'email', writesOntoMember: true },
  {
    name: "the invited employee (the census row's link)",
    census: true,
    typed: 'email',
    writesOntoMember: true,
  },
];

/** A dependent's health answers, all "no" (the questions asked of everyone). */
const NO_ANSWERS = {
  condition_questions: [101, 102, 103, 104, 105, 106, 107].map((question_id) => ({
    question_id,
    yes_no_flag: 0,
  })),
  medication_question: { question_id: 120, yes_no_flag: 0 },
};
const EVE = { first_name: 'Eve', last_name: 'Other', birthdate: '01/02/1970', ssn: '599887766' };

async function arrive(ctx: TestCtx, t: TargetMember, a: Arrival) {
  const browser = anotherBrowser(ctx);
  const as = a.as ? withHeaders(browser, await sessionHeaders(ctx, a.as(t))) : browser;
  const id = await wizardEnrollment(as, [PLANS.dental, PLANS.vision, PLANS.termLife, PLANS.underwritten], {
    tier: 'IS',
    dob: t.dob,
    gender: 1,
    is_smoker: 0,
  });
  if (a.census)
    await ctx.db.query(
      `INSERT INTO census_employees (group_id, employee_id, first_name, last_name, dob, gender, email, zip, member_user_id, enrollment_id)
       VALUES (77, $1, $2, $3, '1980-06-15', 1, $4, '10001', $5, $6)`,
      [`mw-${id.slice(0, 10)}`, t.first_name, t.last_name, t.email, t.userId, id],
    );
  const bySsn = a.typed === 'ssn';
  await walkSteps(as, id, {
    person: { first_name: bySsn ? 'Someone' : t.first_name, last_name: t.last_name },
    ssn: bySsn ? t.ssn : walkSsn(),
    contact: {
      email_address: bySsn ? `other.${randomBytes(3).toString('hex')}@example.com` : t.email,
      phone_number: '4045550999',
      address1: '9 Elsewhere Road',
      city: 'Atlanta',
      state: 'GA',
      zip: '30301',
      with_validation: 1,
    },
    dependents: [
      {
        ...dependent({ ...EVE, weight: '150', height_feet: '5', height_inch: '6' }),
        health_info: NO_ANSWERS,
      },
    ],
  });
  return id;
}

/** What the enrollment wrote, as the writers' results on whichever member it went to. */
function expectEnrollmentWrites(after: MemberRecords, id: string) {
  expect(after.beneficiaries.map((b) => [b.first_name, b.percentage])).toEqual([['Luis', 100]]);
  expect(after.dependents.map((d) => d.first_name)).toEqual(['Eve']);
  expect(after.health).toHaveLength(1);
  expect(after.instruments.filter((i) => i.enrollment_id === id)).toHaveLength(1);
  for (const plan of [PLANS.vision, PLANS.termLife, PLANS.underwritten])
    expect(after.plans.find((p) => p.plan_id === plan)).toMatchObject({
      status: 'ACTIVE',
      enrollment_id: id,
    });
}

describeEachDriver('who completion writes onto (ADR 0024, one decision for every writer)', (ctx) => {
  for (const a of ARRIVALS)
    it(`${a.name}: ${a.writesOntoMember ? 'writes onto the member' : 'leaves the member as they were, a possible duplicate'}`, async () => {
      const t = await targetMember(ctx());
      const before = await memberRecords(ctx(), t.userId);
      const id = await arrive(ctx(), t, a);
      const made = await completedAs(ctx(), id);
      const after = await memberRecords(ctx(), t.userId);
      if (!a.writesOntoMember) {
        expect(after).toEqual(before);
        expect(made.user_id).not.toBe(t.userId);
        expect(made).toMatchObject({ existing_user_id: t.userId, matched_by: a.typed });
        expectEnrollmentWrites(await memberRecords(ctx(), made.user_id), id);
        return;
      }
      expect(made).toEqual({ user_id: t.userId, existing_user_id: null, matched_by: null });
      // Who the member is stays: no proof of the person changes their name, e-mail or address here.
      expect(after.member).toEqual(before.member);
      expectEnrollmentWrites(after, id);
      expect(after.health).not.toEqual(before.health);
      // The saved card stays beside the new one.
      expect(after.instruments[0]).toEqual(before.instruments[0]);
      // A live plan of another enrollment keeps its dates and policy; the ended one is new coverage.
      const plan = (p: number, r: MemberRecords) => r.plans.find((x) => x.plan_id === p);
      expect(plan(PLANS.dental, after)).toEqual(plan(PLANS.dental, before));
      expect(plan(PLANS.vision, after)).toMatchObject({ status: 'ACTIVE', terminated_on: null });
    });
});
