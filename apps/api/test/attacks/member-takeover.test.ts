import { expect, it } from 'vitest';
import { anotherBrowser } from '../browsers';
import { describeEachDriver } from '../harness';
import { completedAs, memberRecords } from '../member-records';
import { codeIn, mailsTo, newIp, postFrom, uniqueEmail } from './clients';
import { dependent, memberEnrollment, PLANS, post, walkEnrollment } from '../wizard';

/**
 * Issue 26, finding 1 (ADR 0024): a stranger who knows Maria Lopez's e-mail, name and birth date
 * completes an anonymous enrollment in group 77 with a stranger as 100% beneficiary and a stranger
 * spouse, buying the plans she has (dental ACTIVE, vision TERMED) and one with health questions.
 * Before, "one person, one member" wrote all of it onto member 5001. Now she is left exactly as she
 * was, and the stranger is a new member marked as a possible duplicate of her.
 */
const MARIA = { first_name: 'Maria', last_name: 'Lopez' };
const STRANGER = { first_name: 'Eve', last_name: 'Stranger', birthdate: '01/02/1970', ssn: '599887766' };

/** A dependent's health answers, all "no" (the questions asked of everyone, seed/health-questions.ts). */
const NO_ANSWERS = {
  condition_questions: [101, 102, 103, 104, 105, 106, 107].map((question_id) => ({
    question_id,
    yes_no_flag: 0,
  })),
  medication_question: { question_id: 120, yes_no_flag: 0 },
};

describeEachDriver("attack: a stranger who types a member's identity (issue 26, finding 1)", (ctx) => {
  it('leaves member 5001 exactly as she was and makes a new member marked as her possible duplicate', async () => {
    const before = await memberRecords(ctx(), 5001);
    // What the finding names, so the comparison below is of something.
    expect(before.beneficiaries.map((b) => [b.first_name, b.percentage])).toEqual([
      ['Daniel', 60],
      ['Sofia', 40],
    ]);
    expect(before.plans.find((p) => p.plan_id === PLANS.vision)?.status).toBe('TERMED');
    expect(before.dependents.length).toBeGreaterThan(0);
    expect(before.health).toHaveLength(1);
    expect(before.instruments.length).toBeGreaterThan(0);

    const attacker = anotherBrowser(ctx());
    const walked = await walkEnrollment(attacker, {
      plans: [PLANS.dental, PLANS.vision, PLANS.termLife, PLANS.underwritten],
      profile: { tier: 'IS', dob: '03/12/1984', gender: 1, is_smoker: 0 },
      person: MARIA,
      contact: {
        email_address: 'maria.lopez@example.com',
        phone_number: '4045550999',
        address1: '1 Attacker Way',
        city: 'Atlanta',
        state: 'GA',
        zip: '30301',
        with_validation: 1,
      },
      dependents: [
        {
          ...dependent({ ...STRANGER, weight: '150', height_feet: '5', height_inch: '6' }),
          health_info: NO_ANSWERS,
        },
      ],
    });
    expect(walked.receipt?.policy_id).toBeTruthy();

    expect(await memberRecords(ctx(), 5001)).toEqual(before);
    const made = await completedAs(ctx(), walked.id);
    expect(made.user_id).not.toBe(5001);
    expect(made).toMatchObject({ existing_user_id: 5001, matched_by: 'email' });
    // The stranger's data is on the new member only.
    const theirs = await memberRecords(ctx(), made.user_id);
    expect(theirs.beneficiaries.map((b) => [b.first_name, b.percentage])).toEqual([['Luis', 100]]);
    expect(theirs.dependents.map((d) => d.first_name)).toEqual(['Eve']);
    expect(theirs.plans.map((p) => [p.plan_id, p.status])).toEqual([
      [PLANS.dental, 'ACTIVE'],
      [PLANS.vision, 'ACTIVE'],
      [PLANS.termLife, 'ACTIVE'],
      [PLANS.underwritten, 'ACTIVE'],
    ]);
    expect(theirs.health).toHaveLength(1);
  });

  it('does the same for a stranger who types her SSN, last name and birth date', async () => {
    const before = await memberRecords(ctx(), 5001);
    const walked = await walkEnrollment(anotherBrowser(ctx()), {
      plans: [PLANS.dental, PLANS.vision, PLANS.termLife],
      profile: { tier: 'IS', dob: '03/12/1984', gender: 1 },
      person: { first_name: 'Mary', last_name: 'Lopez' },
      ssn: '512346789',
      dependents: [dependent(STRANGER)],
    });
    expect(await memberRecords(ctx(), 5001)).toEqual(before);
    expect(await completedAs(ctx(), walked.id)).toMatchObject({ existing_user_id: 5001, matched_by: 'ssn' });
  });

  it("signs Maria into her own record, never the stranger's look-alike, when she asks for a code", async () => {
    const walked = await walkEnrollment(anotherBrowser(ctx()), {
      plans: [PLANS.dental],
      profile: { tier: 'IO', dob: '03/12/1984', gender: 1 },
      person: MARIA,
      contact: {
        email_address: 'maria.lopez@example.com',
        phone_number: '4045550999',
        address1: '1 Attacker Way',
        city: 'Atlanta',
        state: 'GA',
        zip: '30301',
        with_validation: 1,
      },
    });
    const made = await completedAs(ctx(), walked.id);
    expect(made).toMatchObject({ existing_user_id: 5001, matched_by: 'email' });
    expect(made.user_id).not.toBe(5001);

    const email = 'maria.lopez@example.com';
    const already = (await mailsTo(ctx(), email, 'member_sign_in')).length;
    const phone = { ip: newIp() };
    expect((await postFrom(ctx(), phone, 'request-member-sign-in', { email })).status).toBe(200);
    const mails = await mailsTo(ctx(), email, 'member_sign_in');
    // One mail, for one member: the look-alike's unproven address gets no code of its own.
    expect(mails).toHaveLength(already + 1);
    const signedIn = await postFrom(ctx(), phone, 'member-sign-in', {
      email,
      code: codeIn(mails.at(-1)!.text),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.session_keys.USER_ID).toBe(5001);

    // Nor does the look-alike make her own address "another member's" when her rep enrolls her.
    const { as: rep, id: own } = await memberEnrollment(ctx(), 'rep10109', 5001);
    const checked = await post(rep, 'validate-member-email', { email, enrollment_id: own });
    expect(checked.status).toBe(200);
  });

  it('mails no sign-in code to the address a look-alike typed until staff have reviewed it', async () => {
    const typed = uniqueEmail('eve');
    const walked = await walkEnrollment(anotherBrowser(ctx()), {
      plans: [PLANS.dental],
      profile: { tier: 'IO', dob: '03/12/1984', gender: 1 },
      person: { first_name: 'Mary', last_name: 'Lopez' },
      ssn: '512346789',
      contact: {
        email_address: typed,
        phone_number: '4045550999',
        address1: '1 Attacker Way',
        city: 'Atlanta',
        state: 'GA',
        zip: '30301',
        with_validation: 1,
      },
    });
    expect(await completedAs(ctx(), walked.id)).toMatchObject({ existing_user_id: 5001, matched_by: 'ssn' });
    const asked = await postFrom(ctx(), { ip: newIp() }, 'request-member-sign-in', { email: typed });
    // The same answer as for any address, and nothing in the outbox: the look-alike cannot sign in.
    expect(asked.status).toBe(200);
    expect(await mailsTo(ctx(), typed, 'member_sign_in')).toEqual([]);
  });
});
