import { expect, it } from 'vitest';
import { describeEachDriver, type TestCtx } from '../../../test/harness';
import { PLANS, walkEnrollment, walkSsn, wizardEnrollment, walkSteps, CONTACT } from '../../../test/wizard';
import { backfillSsnIndex } from '../../kernel/enrollment/member-match';

type MemberRow = { user_id: number; email: string; ssn_index: string | null; ssn_enc: string | null };
const duplicateMark = async (ctx: TestCtx, userId: number) =>
  (
    await ctx.db.query<{ existing_user_id: number; matched_by: string }>(
      'SELECT existing_user_id, matched_by FROM possible_duplicates WHERE duplicate_user_id = $1',
      [userId],
    )
  )[0];
const memberOf = async (ctx: TestCtx, enrollmentId: string) => {
  const [row] = await ctx.db.query<MemberRow>(
    `SELECT m.user_id, m.email, m.ssn_index, m.ssn_enc FROM enrollments e JOIN members m ON m.user_id = e.member_user_id
      WHERE e.enrollment_id = $1`,
    [enrollmentId],
  );
  return row!;
};

describeEachDriver('one person, one member (complete-enrollment, ADR 0020, 0024)', (ctx) => {
  it('marks the second anonymous enrollment of the same person (name, birth date, SSN) a possible duplicate (ADR 0024)', async () => {
    const ssn = walkSsn();
    const first = await walkEnrollment(ctx(), { ssn });
    const second = await walkEnrollment(ctx(), { ssn });
    const a = await memberOf(ctx(), first.id);
    const b = await memberOf(ctx(), second.id);
    // An applicant's session proves nobody: the look-alike is a member of its own, marked for review.
    expect(b.user_id).not.toBe(a.user_id);
    expect(await duplicateMark(ctx(), b.user_id)).toEqual({ existing_user_id: a.user_id, matched_by: 'ssn' });
    // The blind index is an HMAC, not the number.
    expect(a.ssn_index).toMatch(/^[\w-]{8}:[0-9a-f]{64}$/);
    expect(a.ssn_index).not.toContain(ssn);
    expect(b.ssn_index).toBe(a.ssn_index);
    // The second enrollment's coverage is not on the first member.
    const plans = await ctx().db.query<{ enrollment_id: string }>(
      'SELECT DISTINCT enrollment_id FROM member_plans WHERE user_id = $1',
      [a.user_id],
    );
    expect(plans.map((p) => p.enrollment_id)).toEqual([first.id]);
    // Another SSN is another person: no mark.
    const other = await walkEnrollment(ctx(), { ssn: walkSsn().replace(/5678$/, '4321') });
    expect(await duplicateMark(ctx(), (await memberOf(ctx(), other.id)).user_id)).toBeUndefined();
    // The same SSN with another birth date is not even offered as the same person (a typo, or fraud).
    const older = await walkEnrollment(ctx(), { ssn, profile: { age: 55 } });
    expect(await duplicateMark(ctx(), (await memberOf(ctx(), older.id)).user_id)).toBeUndefined();
  });

  it('marks a look-alike by e-mail with the same name and birth date a possible duplicate', async () => {
    const contact = { ...CONTACT, email_address: `same.${walkSsn()}@example.com`, state: 'GA', zip: '30301' };
    const first = await walkSteps(
      ctx(),
      await wizardEnrollment(ctx(), [PLANS.termLife, PLANS.dental], { tier: 'IS' }),
      { contact },
    );
    const second = await walkSteps(
      ctx(),
      await wizardEnrollment(ctx(), [PLANS.termLife, PLANS.dental], { tier: 'IS' }),
      { contact },
    );
    const b = await memberOf(ctx(), second.id);
    expect(await duplicateMark(ctx(), b.user_id)).toEqual({
      existing_user_id: (await memberOf(ctx(), first.id)).user_id,
      matched_by: 'email',
    });
  });

  it('reuses the member of the census row an enrollment came from, and links a new member to its row', async () => {
    const first = await walkEnrollment(ctx());
    const member = await memberOf(ctx(), first.id);
    const id = await wizardEnrollment(ctx(), [PLANS.termLife, PLANS.dental], { tier: 'IS' });
    const employee = `one-${id.slice(0, 8)}`;
    // The census row the enrollment started from (an invitation writes enrollment_id; ADR 0020).
    await ctx().db.query(
      `INSERT INTO census_employees (group_id, employee_id, first_name, last_name, dob, gender, email, zip, member_user_id, enrollment_id)
       VALUES (77, $1, 'Ana', 'Rivera', '1985-01-01', 1, $2, '30301', $3, $4)`,
      [employee, `${employee}@example.com`, member.user_id, id],
    );
    const second = await walkSteps(ctx(), id);
    expect((await memberOf(ctx(), second.id)).user_id).toBe(member.user_id);

    const id3 = await wizardEnrollment(ctx(), [PLANS.termLife, PLANS.dental], { tier: 'IS' });
    await ctx().db.query(
      `INSERT INTO census_employees (group_id, employee_id, first_name, last_name, dob, gender, email, zip, enrollment_id)
       VALUES (77, $1, 'Ana', 'Rivera', '1985-01-01', 1, $2, '30301', $3)`,
      [`${employee}-3`, `${employee}.3@example.com`, id3],
    );
    const third = await walkSteps(ctx(), id3);
    const [row] = await ctx().db.query<{ member_user_id: number }>(
      'SELECT member_user_id FROM census_employees WHERE enrollment_id = $1',
      [id3],
    );
    expect(row!.member_user_id).toBe((await memberOf(ctx(), third.id)).user_id);
  });

  it('fills the blind index of members sealed before it existed', async () => {
    const walked = await walkEnrollment(ctx());
    const m = await memberOf(ctx(), walked.id);
    await ctx().db.query('UPDATE members SET ssn_index = NULL WHERE user_id = $1', [m.user_id]);
    expect(
      await backfillSsnIndex(ctx().db, ctx().config.dataKey, ctx().config.codePepper),
    ).toBeGreaterThanOrEqual(1);
    expect((await memberOf(ctx(), walked.id)).ssn_index).toBe(m.ssn_index);
  });
});
