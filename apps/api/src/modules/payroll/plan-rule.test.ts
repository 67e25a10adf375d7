// A contribution rule for one plan (issue 28, ADR 0033), saved as the settings page's form sends
// it, on both drivers: it changes that plan's price per paycheck for a Northwind employee and
// not another plan's of the same category, which keeps Northwind's dental rule (50% of the
// employee-only rate up to $20.00); the answer and the group's terms name the plan.
import { afterAll, expect, it } from 'vitest';
import { api, describeEachDriver, type TestCtx } from '../../../test/harness';
import { newEnrollment, pricing } from '../../../test/shop';
import { sessionHeaders } from '../../../test/sign-in';

// Two unlisted $40.00/month (employee only) dental plans: listed, they would show in other suites' stores.
const OWN_RULE = 99_391;
const CATEGORY_RULE = 99_392;

async function dentalPlan(ctx: TestCtx, id: number, name: string) {
  await ctx.db.query(
    `INSERT INTO plans (plan_id, name, category, logo, short_text, listed)
     VALUES ($1, $2, 'dental', 'brightsmile-dental.svg', '', false) ON CONFLICT DO NOTHING`,
    [id, name],
  );
  await ctx.db.query(
    `INSERT INTO plan_pricing (ppid, plan_id, name, position, rates) VALUES ($1, $1, 'Basic', 1, $2::jsonb) ON CONFLICT DO NOTHING`,
    [id, JSON.stringify([{ age_min: 0, age_max: 120, IO: 4000, IS: 7600 }])],
  );
}

describeEachDriver("a plan's own contribution rule", (ctx) => {
  afterAll(async () => {
    await ctx().db.query('DELETE FROM contribution_rules WHERE group_id = 77 AND plan_id = $1', [OWN_RULE]);
    await ctx().db.query(
      `DELETE FROM pay_term_changes WHERE group_id = 77 AND piece = 'contribution' AND (after->>'plan_id')::int = $1`,
      [OWN_RULE],
    );
  });

  it("changes that plan's price per paycheck and not another's of its category", async () => {
    await dentalPlan(ctx(), OWN_RULE, 'Plan Rule Dental');
    await dentalPlan(ctx(), CATEGORY_RULE, 'Category Rule Dental');
    // What the contribution form sends for "One plan", flat $25.00 a month, from today (its
    // bodyOf: the category left out, the amounts the kind does not use null).
    const payload = {
      group_id: 77,
      plan_id: OWN_RULE,
      effective_from: new Date().toISOString().slice(0, 10),
      kind: 'flat',
      percent: null,
      cap_cents: null,
      monthly_cents: 2500,
      tier_cents: null,
    };
    const admin = await sessionHeaders(ctx(), 'group77');
    const saved = await ctx().call({
      method: 'POST',
      url: api('save-contribution-rule'),
      payload,
      headers: admin,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      category: null,
      plan_id: OWN_RULE,
      plan_name: 'Plan Rule Dental',
      plan_category: 'dental',
      monthly_cents: 2500,
    });
    const terms = await ctx().call({ url: api('get-pay-terms?group_id=77'), headers: admin });
    expect(terms.body.data.contribution_rules).toContainEqual(
      expect.objectContaining({ plan_id: OWN_RULE, plan_name: 'Plan Rule Dental' }),
    );

    // A Northwind employee's plan detail: the plan's own rule wins over the dental category's.
    const id = await newEnrollment(ctx(), { open_type: 'group', group_id: 77 });
    const own = (await pricing(ctx(), OWN_RULE, id)).data.plans[0].pay;
    const other = (await pricing(ctx(), CATEGORY_RULE, id)).data.plans[0].pay;
    expect(own).toMatchObject({ employer_monthly: 25, employee_monthly: 15 });
    expect(other).toMatchObject({ employer_monthly: 20, employee_monthly: 20 });
    const n = own.paychecks_per_year as number;
    expect(own.employee_per_paycheck).toBe(Math.round(18_000 / n) / 100);
    expect(other.employee_per_paycheck).toBe(Math.round(24_000 / n) / 100);
  });
});
