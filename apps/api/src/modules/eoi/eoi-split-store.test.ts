// The EOI split in the store (issue 30, ADR 0037), on both drivers: an option above the plan's
// guaranteed issue says before Add to Cart what is approved now (at the approved cover's price,
// per paycheck for a group employee) and what is pending; the cart charges the approved cover only;
// completion stores that price and opens one pending case; the receipt, its mail and its PDF show
// both lines. An unlisted plan of its own (GI $100,000; $50,000, $100,000 and $250,000 options),
// so the seeded Guardian Term Life 20 and other suites' stores are left alone.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDriver, type TestCtx } from '../../../test/harness';
import { pdfText, receiptMails } from '../../../test/pdf-text';
import { cartOf, pricing } from '../../../test/shop';
import { get, walkSteps, wizardEnrollment } from '../../../test/wizard';

const PLAN = 99_371;
const [P50, P100, P250] = [9_937_101, 9_937_102, 9_937_103];
// Member-only monthly rates of each amount (cents), one band for every age.
const RATE = { [P50]: 1000, [P100]: 2000, [P250]: 4500 };

async function eoiPlan(ctx: TestCtx) {
  await ctx.db.query(
    `INSERT INTO plans (plan_id, name, category, logo, short_text, listed)
     VALUES ($1, 'Evidence Term Life', 'term_life', 'guardian-term-life.svg', '', false) ON CONFLICT DO NOTHING`,
    [PLAN],
  );
  for (const [ppid, amount, pos] of [
    [P50, 50_000, 1],
    [P100, 100_000, 2],
    [P250, 250_000, 3],
  ] as const)
    await ctx.db.query(
      `INSERT INTO plan_pricing (ppid, plan_id, name, position, rates, benefit_amount)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6) ON CONFLICT DO NOTHING`,
      [
        ppid,
        PLAN,
        `$${amount.toLocaleString('en-US')} benefit`,
        pos,
        JSON.stringify([{ age_min: 0, age_max: 120, IO: RATE[ppid], IS: RATE[ppid] * 2 }]),
        amount,
      ],
    );
  await ctx.db.query(
    `INSERT INTO plan_eoi_settings (plan_id, guaranteed_issue) VALUES ($1, 100000) ON CONFLICT DO NOTHING`,
    [PLAN],
  );
}

async function electing(ctx: TestCtx, ppid: number, profile: Record<string, unknown> = {}) {
  const id = await wizardEnrollment(ctx, [], { tier: 'IO', ...profile });
  await ctx.db.query(
    `INSERT INTO cart_items (enrollment_id, plan_id, plan_pricing_id, price_cents) VALUES ($1, $2, $3, $4)`,
    [id, PLAN, ppid, RATE[ppid]],
  );
  return id;
}

describeEachDriver('the EOI split in the store', (ctx) => {
  beforeAll(async () => eoiPlan(ctx()));
  afterAll(async () => {
    await ctx().db.query('DELETE FROM eoi_cases WHERE plan_id = $1', [PLAN]);
  });

  it('plan detail: $250,000 over a $100,000 GI is $100,000 approved now at its own price and $150,000 pending; at or under GI, no split', async () => {
    const id = await electing(ctx(), P50);
    const { data } = await pricing(ctx(), PLAN, id);
    const byPpid = (p: number) => data.plans.find((o: { ppid: number }) => o.ppid === p);
    expect(byPpid(P250)).toMatchObject({
      plan_price: 45,
      eoi: {
        elected: 250_000,
        approved_now: 100_000,
        pending: 150_000,
        reasons: ['above-gi'],
        approved_price: 20,
      },
    });
    // An individual store: no pay fields, neither on the option nor on its approved cover.
    expect(byPpid(P250).eoi).not.toHaveProperty('approved_pay');
    expect(byPpid(P100)).not.toHaveProperty('eoi');
    expect(byPpid(P50)).not.toHaveProperty('eoi');
  });

  it('a new guaranteed-issue amount splits the very next read (the store keeps the terms per catalogue version)', async () => {
    const id = await electing(ctx(), P50);
    const p250 = async () =>
      (await pricing(ctx(), PLAN, id)).data.plans.find((o: { ppid: number }) => o.ppid === P250);
    expect((await p250()).eoi).toMatchObject({ pending: 150_000 });
    await ctx().db.query('UPDATE plan_eoi_settings SET guaranteed_issue = 250000 WHERE plan_id = $1', [PLAN]);
    try {
      expect(await p250()).not.toHaveProperty('eoi');
      await ctx().db.query('UPDATE plan_eoi_settings SET guaranteed_issue = 200000 WHERE plan_id = $1', [
        PLAN,
      ]);
      expect((await p250()).eoi).toMatchObject({ approved_now: 200_000, pending: 50_000 });
    } finally {
      await ctx().db.query('UPDATE plan_eoi_settings SET guaranteed_issue = 100000 WHERE plan_id = $1', [
        PLAN,
      ]);
    }
  });

  it('a Northwind employee reads the approved cover per paycheck (26 or 27 a year, nothing from the employer on life)', async () => {
    const id = await electing(ctx(), P250, { open_type: 'group' });
    const { data } = await pricing(ctx(), PLAN, id);
    const o = data.plans.find((x: { ppid: number }) => x.ppid === P250);
    const n = o.eoi.approved_pay.paychecks_per_year;
    expect([26, 27]).toContain(n);
    // $20.00 a month = $240.00 a year over n paychecks, half up.
    expect(o.eoi.approved_pay).toMatchObject({
      employee_monthly: 20,
      employer_monthly: 0,
      employee_per_paycheck: Math.round(24_000 / n) / 100,
    });
    const cart = await cartOf(ctx(), id);
    expect(cart.result[0].pay.employee_monthly).toBe(20);
    expect(cart.result[0].eoi.approved_pay).toEqual(cart.result[0].pay);
  });

  it('the cart charges the approved cover; completion stores it, opens one pending case; the receipt, mail and PDF show both lines', async () => {
    const id = await electing(ctx(), P250);
    const cart = await cartOf(ctx(), id);
    expect(cart.result[0]).toMatchObject({
      price: 20,
      eoi: { approved_now: 100_000, pending: 150_000, approved_price: 20 },
    });
    expect([cart.initial_month_cost, cart.recurring_month_cost]).toEqual([20, 20]);

    await walkSteps(ctx(), id);
    const [held] = await ctx().db.query<{ user_id: number; price_cents: number }>(
      `SELECT mp.user_id, mp.price_cents FROM member_plans mp JOIN enrollments e ON e.member_user_id = mp.user_id
        WHERE e.enrollment_id = $1 AND mp.plan_id = $2`,
      [id, PLAN],
    );
    expect(held!.price_cents).toBe(2000);
    const cases = await ctx().db.query(
      `SELECT elected, approved_now, pending, status, reasons FROM eoi_cases WHERE member_user_id = $1 AND plan_id = $2`,
      [held!.user_id, PLAN],
    );
    expect(cases).toEqual([
      { elected: 250_000, approved_now: 100_000, pending: 150_000, status: 'pending', reasons: ['above-gi'] },
    ]);

    const d = (await get(ctx(), 'get-receipt', { enrollment_id: id })).body.data.details;
    expect(d.plans[0]).toMatchObject({
      price: '$20.00',
      eoi: { approved_now: 100_000, pending: 150_000, approved_price: 20 },
    });
    const flat = (s: string) => s.replace(/\s+/g, ' ');
    const pdfOf = async (lang: string) => {
      const r = await ctx().call({
        url: `/api/v1/get-receipt-pdf?enrollment_id=${id}`,
        headers: { 'accept-language': lang },
      });
      return flat(await pdfText(Buffer.from(r.body.data.content_base64, 'base64')));
    };
    const en = await pdfOf('en');
    expect(en).toContain('$100,000 approved now ($20.00 per month)');
    expect(en).toContain('$150,000 pending evidence of insurability');
    const es = await pdfOf('es');
    expect(es).toContain('$100,000 aprobados ahora ($20.00 al mes)');
    expect(es).toContain('$150,000 pendientes de prueba de asegurabilidad');
    const [mail] = await receiptMails(ctx().db, id);
    expect(flat(mail!.pdf)).toContain('$150,000 pending evidence of insurability');
    expect(mail!.text).toContain('$100,000 approved now ($20.00 per month)');
  });
});
