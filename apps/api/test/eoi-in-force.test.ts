// What the carrier's 834 and the payroll deduction file carry of a life coverage with evidence of
// insurability pending, before and after the carrier's decision (issue 30, ADR 0039), on both
// drivers. A Northwind employee completes $250,000 of a term life plan of its own (GI $100,000,
// options $50,000, $100,000 and $250,000 at $10, $20 and $45 a month): until a decision both files
// carry $100,000 at $20.00 a month; the rep approves $50,000 of the $150,000 pending, in force from
// a pay date: from that day $150,000 at its premium ($45.00 x 150/250 = $27.00), the day before
// unchanged; a denial and an expiry leave $100,000 at $20.00.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDriver, type TestCtx } from './harness';
import { newEnrollment } from './shop';
import { walkSteps } from './wizard';
import { addDays } from '../src/kernel/enrollment-windows/calendar-days';
import { recordDecision } from '../src/kernel/eoi/eoi.repository';
import { payDatesInPlanYear } from '../src/kernel/pay/pay-frequency';
import { payTermsOf } from '../src/kernel/pay/pay-terms.repository';
import { deductionOn, paycheckPlan } from '../src/kernel/pay/per-paycheck';
import { build834 } from '../src/modules/edi/edi-834-builder';
import { memberEntries } from '../src/modules/edi/edi-entries';
import { coveragesOf, dependentsOf } from '../src/modules/edi/edi-members.repository';
import { buildPayrollFile } from '../src/modules/payroll/payroll-file.service';

const PLAN = 99_611; // a plan id no other suite uses (plan-rule.test has 99_391)
const [P50, P100, P250] = [9_961_101, 9_961_102, 9_961_103];
const RATE = { [P50]: 1000, [P100]: 2000, [P250]: 4500 };
const NW = 77;

async function lifePlan(ctx: TestCtx) {
  const [{ carrier_id }] = (await ctx.db.query<{ carrier_id: number }>(
    'SELECT carrier_id FROM plans WHERE plan_id = 1003',
  )) as [{ carrier_id: number }];
  await ctx.db.query(
    `INSERT INTO plans (plan_id, name, category, logo, short_text, listed, carrier_id)
     VALUES ($1, 'In Force Term Life', 'term_life', 'guardian-term-life.svg', '', false, $2) ON CONFLICT DO NOTHING`,
    [PLAN, carrier_id],
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
  return carrier_id;
}

describeEachDriver('EOI decisions in the 834 and the payroll file', (ctx) => {
  let carrier = 0;
  let user = 0;
  let caseId = 0;
  let payDates: string[] = [];
  let effective = '';

  beforeAll(async () => {
    carrier = await lifePlan(ctx());
    const id = await newEnrollment(ctx(), { open_type: 'group', group_id: NW, tier: 'IO' });
    await ctx().db.query(
      `INSERT INTO cart_items (enrollment_id, plan_id, plan_pricing_id, price_cents) VALUES ($1, $2, $3, $4)`,
      [id, PLAN, P250, RATE[P250]],
    );
    await walkSteps(ctx(), id);
    const [held] = await ctx().db.query<{ user_id: number }>(
      `SELECT mp.user_id FROM member_plans mp JOIN enrollments e ON e.member_user_id = mp.user_id
        WHERE e.enrollment_id = $1 AND mp.plan_id = $2`,
      [id, PLAN],
    );
    user = held!.user_id;
    // The coverage from the start of Northwind's plan year, the case opened that day, so the
    // decision can fall on any of its pay dates.
    // The plan year in force today: other suites of the worker save schedules for later years.
    const today = new Date().toISOString().slice(0, 10);
    const schedule = (await payTermsOf(ctx().db, NW)).schedules
      .filter((s) => s.planYearStart <= today)
      .at(-1)!;
    payDates = payDatesInPlanYear(schedule);
    effective = schedule.planYearStart;
    await ctx().db.query('UPDATE member_plans SET effective_date = $3 WHERE user_id = $1 AND plan_id = $2', [
      user,
      PLAN,
      effective,
    ]);
    const [c] = await ctx().db.query<{ id: number }>(
      `UPDATE eoi_cases SET opened_on = $3, expires_on = $4 WHERE member_user_id = $1 AND plan_id = $2
        RETURNING case_id::int AS id`,
      [user, PLAN, effective, addDays(effective, 60)],
    );
    caseId = c!.id;
  }, 120_000);
  afterAll(async () => {
    await ctx().db.query('DELETE FROM eoi_cases WHERE plan_id = $1', [PLAN]);
    await ctx().db.query('DELETE FROM member_plans WHERE plan_id = $1', [PLAN]);
    // The worker's other suites build Northwind's files too: they compare against their own.
    await ctx().db.query(`DELETE FROM payroll_files WHERE created_by = 'eoi-in-force-test'`);
  });

  /** The coverage's AMT segments in a full 834 of Northwind's members of the carrier on `asOf`. */
  const amountsIn834 = async (asOf: string) => {
    const rows = (await coveragesOf(ctx().db, carrier, [NW], null)).filter((r) => r.user_id === user);
    const entries = memberEntries(
      rows,
      await dependentsOf(ctx().db, [user]),
      'full',
      ctx().config.dataKey,
      [],
      asOf,
    );
    const text = build834({
      envelope: {
        sender_qualifier: 'ZZ',
        sender_id: 'BENEFITSTORE',
        receiver_qualifier: 'ZZ',
        receiver_id: 'CARRIER',
        gs_sender_code: 'BS',
        gs_receiver_code: 'CR',
        usage_indicator: 'T',
        control_number: 1,
        created: new Date('2030-01-01T00:00:00Z'),
      },
      action: 'full',
      as_of: asOf,
      reference: '1',
      payer: { name: 'Carrier' },
      groups: [{ sponsor: { name: 'Northwind', policy_number: 'NW-1' }, members: entries }],
    });
    const life = text
      .split('\n')
      .findIndex((l) => l.includes(`HD*030**`) && l.includes('IN FORCE TERM LIFE'));
    return text
      .split('\n')
      .slice(life + 1)
      .filter((l, i, all) => l.startsWith('AMT') && all.slice(0, i).every((x) => !x.startsWith('HD')));
  };

  /** Her deduction (employee's cents) in a full payroll file of Northwind for `payDate`. */
  const deductionIn = async (payDate: string) => {
    const f = await buildPayrollFile(ctx().db, {
      groupId: NW,
      payDate,
      mode: 'full',
      by: 'eoi-in-force-test',
    });
    const [m] = await ctx().db.query<{ employee_id: string | null }>(
      'SELECT employee_id FROM census_employees WHERE member_user_id = $1',
      [user],
    );
    const mine = f.lines.filter((l) => l.employeeId === (m?.employee_id ?? String(user)) && l.code !== '');
    return mine.map((l) => l.employeeCents);
  };
  const perPaycheck = async (monthlyCents: number, payDate: string) => {
    // The plan year in force today: other suites of the worker save schedules for later years.
    const today = new Date().toISOString().slice(0, 10);
    const schedule = (await payTermsOf(ctx().db, NW)).schedules
      .filter((s) => s.planYearStart <= today)
      .at(-1)!;
    return deductionOn(paycheckPlan(monthlyCents, schedule, effective)!, payDate);
  };

  it('before a decision: the 834 carries $100,000 at $20.00 a month and payroll deducts $20.00 a month, never the $250,000 elected', async () => {
    expect(await amountsIn834(payDates[3]!)).toEqual(['AMT*FK*100000~', 'AMT*P3*20.00~']);
    expect(await deductionIn(payDates[3]!)).toContain(await perPaycheck(2000, payDates[3]!));
  });

  it('approve part ($50,000) in force from a pay date: the day before and the pay date before carry $100,000; from it $150,000 at $27.00', async () => {
    const from = payDates[5]!;
    const r = await recordDecision(ctx().db, ctx().config.dataKey, caseId, {
      decision: { kind: 'approve-part', amount: 50_000 },
      on: payDates[4]!,
      effectiveOn: from,
      reason: null,
      by: null,
    });
    expect(r).toEqual({ ok: true, status: 'partly-approved', granted: 50_000, premiumAfterCents: 2700 });
    const [stored] = await ctx().db.query('SELECT premium_after_cents FROM eoi_cases WHERE case_id = $1', [
      caseId,
    ]);
    expect(stored).toEqual({ premium_after_cents: 2700 });

    expect(await amountsIn834(payDates[4]!)).toEqual(['AMT*FK*100000~', 'AMT*P3*20.00~']);
    expect(await amountsIn834(addDays(from, -1))).toEqual(['AMT*FK*100000~', 'AMT*P3*20.00~']);
    expect(await amountsIn834(from)).toEqual(['AMT*FK*150000~', 'AMT*P3*27.00~']);
    expect(await deductionIn(payDates[4]!)).toContain(await perPaycheck(2000, payDates[4]!));
    expect(await deductionIn(from)).toContain(await perPaycheck(2700, from));
    expect(await deductionIn(payDates[6]!)).toContain(await perPaycheck(2700, payDates[6]!));
  });

  it("a changes-only 834 reports the decision once it is in force: the member's coverage as a change (001) with $150,000", async () => {
    const from = payDates[5]!;
    // Everything else was sent already: the last file was made now, for the day before.
    const [{ now }] = (await ctx().db.query<{ now: string }>(
      `SELECT (now() + interval '1 minute')::text AS now`,
    )) as [{ now: string }];
    const changes = async (lastAsOf: string, asOf: string) => {
      const rows = (await coveragesOf(ctx().db, carrier, [NW], now, { lastAsOf, asOf })).filter(
        (r) => r.user_id === user,
      );
      return memberEntries(rows, [], 'changes', ctx().config.dataKey, [], asOf);
    };
    // Not yet in force on the file's day, or already told in the last file: nothing to send.
    expect(await changes(addDays(from, -10), addDays(from, -1))).toEqual([]);
    expect(await changes(from, addDays(from, 7))).toEqual([]);
    const [entry] = await changes(addDays(from, -1), from);
    expect(entry).toMatchObject({ maintenance: '001' });
    expect(entry!.people[0]!.coverages).toEqual([
      expect.objectContaining({ maintenance: '001', amount: { benefit: 150_000, premium_cents: 2700 } }),
    ]);
  });

  it('in force the day after a pay date: that pay date still deducts the approved amount only', async () => {
    await ctx().db.query('UPDATE eoi_cases SET effective_on = $2 WHERE case_id = $1', [
      caseId,
      addDays(payDates[5]!, 1),
    ]);
    expect(await deductionIn(payDates[5]!)).toContain(await perPaycheck(2000, payDates[5]!));
    expect(await amountsIn834(payDates[5]!)).toEqual(['AMT*FK*100000~', 'AMT*P3*20.00~']);
    expect(await amountsIn834(addDays(payDates[5]!, 1))).toEqual(['AMT*FK*150000~', 'AMT*P3*27.00~']);
  });

  for (const kind of ['deny', 'expire'] as const)
    it(`${kind}: both files keep $100,000 at $20.00 before and after the day`, async () => {
      await ctx().db.query(
        `UPDATE eoi_cases SET status = 'pending', granted = NULL, decided_on = NULL, effective_on = NULL,
           premium_after_cents = NULL WHERE case_id = $1`,
        [caseId],
      );
      const on = kind === 'expire' ? addDays(effective, 60) : payDates[4]!;
      const r = await recordDecision(ctx().db, ctx().config.dataKey, caseId, {
        decision: { kind },
        on,
        reason: null,
        by: null,
      });
      expect(r).toMatchObject({ ok: true, granted: 0 });
      for (const day of [addDays(on, -1), on, payDates[8]!]) {
        expect(await amountsIn834(day), day).toEqual(['AMT*FK*100000~', 'AMT*P3*20.00~']);
      }
      for (const day of payDates.slice(3, 9))
        expect(await deductionIn(day), day).toContain(await perPaycheck(2000, day));
    });
});
