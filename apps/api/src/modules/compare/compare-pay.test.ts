// Per-paycheck prices in compare and in the quote e-mail (issue 28, ADR 0033): a group member's
// enrollment answers them, the public store's does not. Northwind (77) is seeded biweekly with 50%
// of employee-only dental capped at $20.00/month (seed/pay-demo.ts); BrightSmile (1001) is a listed
// $34.99/month dental plan, Clear Vision (1008) is vision (no contribution).
import { expect, it } from 'vitest';
import { api, describeEachDriver, type TestCtx } from '../../../test/harness';
import { addToCart, newEnrollment, type Profile } from '../../../test/shop';
import { sessionHeaders } from '../../../test/sign-in';

const GROUP_ADMIN: Profile = { eprocess: 'group', open_type: 'group' };
const GROUP_MEMBER: Profile = { open_type: 'group' };
const PUBLIC: Profile = { open_type: 'user' };

type Option = {
  plan_price: number;
  fee_type: string;
  is_prudential_plan: number;
  pay?: Record<string, unknown>;
};
const compared = async (ctx: TestCtx, id: string) => {
  const r = await ctx.call({ url: api(`get-plan-comparison?plans=1001,1008&enrollment_id=${id}`) });
  expect(r.status).toBe(200);
  return r.body.data.plans as { plan_id: number; pricing: { plans: Option[] } }[];
};
const preview = async (ctx: TestCtx, id: string, lang = 'en') =>
  (
    await ctx.call({
      url: api(
        `get-quote-preview-content?${new URLSearchParams({ enrollment_id: id, tab: 'cart_info', type: 'preview', name: 'Lee', email: 'lee@example.com', compare_plans: '1001,1008' })}`,
      ),
      headers: { ...(await sessionHeaders(ctx, 'rep10109')), 'accept-language': lang },
    })
  ).body.data.content as string;

describeEachDriver('per-paycheck prices in compare and the quote e-mail', (ctx) => {
  it('compare: a group member sees every monthly option per paycheck, the employer sharing dental only', async () => {
    const plans = await compared(ctx(), await newEnrollment(ctx(), GROUP_MEMBER));
    const dental = plans.find((p) => p.plan_id === 1001)!.pricing.plans.find((o) => o.plan_price === 34.99)!;
    const n = dental.pay!.paychecks_per_year as number;
    expect([26, 27]).toContain(n);
    // 50% of $34.99 employee-only, under the $20.00 cap: $17.50 employer, $17.49 the employee.
    expect(dental.pay).toMatchObject({
      frequency: 'biweekly',
      employer_monthly: 17.5,
      employee_monthly: 17.49,
    });
    for (const o of plans
      .find((p) => p.plan_id === 1008)!
      .pricing.plans.filter((x) => x.fee_type === 'monthly'))
      expect(o.pay).toMatchObject({
        employer_monthly: 0,
        employee_monthly: o.plan_price,
        paychecks_per_year: n,
      });
  });

  it('compare: the public store has no pay fields', async () => {
    for (const p of await compared(ctx(), await newEnrollment(ctx(), PUBLIC)))
      for (const o of p.pricing.plans) expect(o).not.toHaveProperty('pay');
  });

  it('the quote of a group administrator for Northwind says each plan per paycheck with the employer share, in English and Spanish', async () => {
    const id = await newEnrollment(ctx(), GROUP_ADMIN);
    await addToCart(ctx(), id, 1001, 100101);
    const html = await preview(ctx(), id);
    expect(html).toMatch(
      /\$\d+\.\d\d per paycheck, 2[67] a year · Employer \$17\.50\/month · Deducted (before|after) tax/,
    );
    expect(html).toContain('Your cost per paycheck');
    const es = await preview(ctx(), id, 'es');
    expect(es).toMatch(/\$\d+\.\d\d por pago de nómina, 2[67] al año · Empleador \$17\.50\/mes/);
    expect(es).toContain('Su costo por pago de nómina');
  });

  it('the sent quote (outbox, as /mail lists it) carries the same words in its HTML and text', async () => {
    const id = await newEnrollment(ctx(), GROUP_ADMIN);
    await addToCart(ctx(), id, 1001, 100101);
    const email = `quote-pay-${id.slice(-8)}@example.com`;
    const sent = await ctx().call({
      method: 'POST',
      url: api('save-enrollment'),
      payload: { tab: 'cart_info', enrollment_id: id, email, name: 'Lee' },
      headers: await sessionHeaders(ctx(), 'rep10109'),
    });
    expect(sent.status).toBe(200);
    const [mail] = await ctx().db.query<{ html: string; text: string }>(
      'SELECT html, text FROM outbox WHERE to_address = $1',
      [email],
    );
    expect(mail!.html).toMatch(/per paycheck, 2[67] a year · Employer \$17\.50\/month/);
    expect(mail!.text).toMatch(/BrightSmile Dental PPO.*\$34\.99 \/ month \(\$\d+\.\d\d per paycheck/);
    expect(mail!.text).toContain('Your cost per paycheck: ');
  });

  it('a rep quote from an agent store stays monthly', async () => {
    const id = await newEnrollment(ctx(), { eprocess: 'rep', open_type: 'agent' });
    await addToCart(ctx(), id, 1001, 100101);
    const html = await preview(ctx(), id);
    expect(html).toContain('$34.99 / month');
    expect(html).not.toContain('per paycheck');
  });
});
