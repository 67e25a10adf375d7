// Per-paycheck prices where a group member shops (issue 28, ADR 0033) and the group's open
// enrollment in its store's header (issue 29, ADR 0034), on both drivers. Northwind (77) is seeded
// biweekly with 50% of employee-only dental capped at $20.00/month (seed/pay-demo.ts) and in open
// enrollment (seed/enrollment-windows-demo.ts); Lakeside (4100) is closed.
import { expect, it } from 'vitest';
import { api, describeEachDriver, type TestCtx } from '../../../test/harness';
import { cartOf, newEnrollment, pricing } from '../../../test/shop';

// An unlisted $40.00/month (employee only) dental plan: listed, it would show in other suites' stores.
const PLAN = 99_361;

async function dentalPlan(ctx: TestCtx) {
  await ctx.db.query(
    `INSERT INTO plans (plan_id, name, category, logo, short_text, listed)
     VALUES ($1, 'Paycheck Dental 40', 'dental', 'brightsmile-dental.svg', '', false) ON CONFLICT DO NOTHING`,
    [PLAN],
  );
  await ctx.db.query(
    `INSERT INTO plan_pricing (ppid, plan_id, name, position, rates) VALUES ($1, $1, 'Basic', 1, $2::jsonb) ON CONFLICT DO NOTHING`,
    [PLAN, JSON.stringify([{ age_min: 0, age_max: 120, IO: 4000, IS: 7600 }])],
  );
}

async function withDentalInCart(ctx: TestCtx, openType: 'group' | 'user', groupId = 77) {
  await dentalPlan(ctx);
  const id = await newEnrollment(ctx, { open_type: openType, group_id: groupId });
  await ctx.db.query(
    `INSERT INTO cart_items (enrollment_id, plan_id, plan_pricing_id, price_cents) VALUES ($1, $2, $2, 4000)`,
    [id, PLAN],
  );
  return id;
}

/** The rounding rule for $20.00/month over n paychecks: 24000 / n cents, half up. */
const perPaycheck = (n: number) => Math.round(24_000 / n) / 100;

describeEachDriver('per-paycheck prices and the open-enrollment state in a group store', (ctx) => {
  it('a Northwind employee sees each cart line and the total per paycheck, with the employer share beside it', async () => {
    const id = await withDentalInCart(ctx(), 'group');
    const cart = await cartOf(ctx(), id);
    expect(cart.recurring_month_cost).toBe(40);
    const line = cart.result.find((l: { plan_id: number }) => l.plan_id === PLAN);
    expect(line.price).toBe(40);
    // Biweekly from the year's first Friday: 26 paychecks, 27 in a year with 27 Fridays (2027).
    const n = line.pay.paychecks_per_year;
    expect([26, 27]).toContain(n);
    expect(line.pay).toEqual({
      frequency: 'biweekly',
      paychecks_per_year: n,
      employee_per_paycheck: perPaycheck(n),
      employer_per_paycheck: perPaycheck(n),
      employee_monthly: 20,
      employer_monthly: 20,
      pre_tax: true,
    });
    expect(cart.pay).toEqual(line.pay);

    const detail = await pricing(ctx(), PLAN, id);
    expect(detail.data.plans[0]).toMatchObject({ plan_price: 40, pay: line.pay });
  });

  it('an individual store (the public store, open_type user) keeps monthly prices: no pay fields', async () => {
    const id = await withDentalInCart(ctx(), 'user');
    const cart = await cartOf(ctx(), id);
    expect(cart).not.toHaveProperty('pay');
    for (const l of cart.result) expect(l).not.toHaveProperty('pay');
    const detail = await pricing(ctx(), PLAN, id);
    expect(detail.data.plans[0].plan_price).toBe(40);
    expect(detail.data.plans[0]).not.toHaveProperty('pay');
    const listing = await ctx().call({ url: api(`get-listing-prices?enrollment_id=${id}`) });
    for (const c of listing.body.data.prices) expect(c).not.toHaveProperty('pay');
  });

  it('a group without a pay schedule or a plan year (Riverside, 1929) keeps monthly prices and says nothing of a window', async () => {
    const id = await withDentalInCart(ctx(), 'group', 1929);
    const cart = await cartOf(ctx(), id);
    expect(cart.recurring_month_cost).toBe(40);
    expect(cart).not.toHaveProperty('pay');
    for (const l of cart.result) expect(l).not.toHaveProperty('pay');
    const info = await ctx().call({ url: api(`get-group-agent-member-info?enrollment_id=${id}`) });
    expect(info.body.data.result.group_info).not.toHaveProperty('enrollment_window');
  });

  it("a group store's cards say what leaves each paycheck for their cheapest option", async () => {
    const id = await newEnrollment(ctx(), { open_type: 'group' });
    const listing = (await ctx().call({ url: api(`get-listing-prices?enrollment_id=${id}`) })).body.data;
    const monthly = listing.prices.filter((c: { fee_type?: string }) => c.fee_type === 'monthly');
    expect(monthly.length).toBeGreaterThan(0);
    for (const c of monthly) {
      expect(c.pay.frequency).toBe('biweekly');
      expect(c.pay.employee_monthly + c.pay.employer_monthly).toBeCloseTo(c.from_price, 2);
    }
  });

  it("the group store's header: Northwind open with its days left, Lakeside closed with a life event to report, the public store nothing", async () => {
    const info = async (id: string) =>
      (await ctx().call({ url: api(`get-group-agent-member-info?enrollment_id=${id}`) })).body.data.result
        .group_info;
    const northwind = await info(await newEnrollment(ctx(), { open_type: 'group' }));
    expect(northwind.enrollment_window).toMatchObject({ state: 'open', can_report_event: true });
    expect(northwind.enrollment_window.days_left).toBeGreaterThanOrEqual(0);
    const lakeside = await info(
      await newEnrollment(ctx(), { open_type: 'group', group_id: 4100, agent_id: 20417 }),
    );
    expect(lakeside.enrollment_window).toMatchObject({
      state: 'closed',
      days_left: null,
      can_report_event: true,
    });
    const store = await info(await newEnrollment(ctx(), { open_type: 'user' }));
    expect(store).not.toHaveProperty('enrollment_window');
  });
});
