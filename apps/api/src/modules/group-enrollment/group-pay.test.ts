// Group enrollment per paycheck (issue 28, ADR 0033) on both drivers. The invitation landing: an invited
// Northwind (77, biweekly, 50% of employee-only dental up to $20.00/month) employee's opened link
// answers the group's plans "from" per paycheck, the same cents as the store's cards; a browser
// that has not proved the link, a revoked or unknown link, and a group without a pay schedule
// (Summit, 4200) answer none. The board's export: each enrolled row's deduction per paycheck and
// the employer's monthly share, headed in the reader's language. The census rows are this file's
// own and removed after.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { InvitationPlanPrice } from '@bs/contract';
import { api, describeEachDriver, withHeaders, type TestCtx } from '../../../test/harness';
import { GROUP_4200_ADMIN, insertCensus, sessionOf, tokenIn } from '../../../test/census';
import { sessionHeaders } from '../../../test/sign-in';
import { enrollAnaInDental } from '../../../test/payroll-fixture';
import { get, post } from '../../../test/wizard';

const ES = { 'accept-language': 'es-US,es;q=0.9' };

describeEachDriver('the invitation landing per paycheck', (ctx) => {
  let admin77: TestCtx;
  let admin4200: TestCtx;
  const mine: number[] = [];

  beforeAll(async () => {
    admin77 = withHeaders(ctx(), await sessionHeaders(ctx(), 'group77'));
    admin4200 = withHeaders(ctx(), await sessionOf(ctx().db, GROUP_4200_ADMIN));
  });
  afterAll(async () => {
    await ctx().db.query('DELETE FROM census_employees WHERE census_id = ANY($1::bigint[])', [mine]);
    // Ana's coverage too: other suites list and count Northwind's members.
    await ctx().db.query('DELETE FROM member_plans WHERE user_id = 990381');
    await ctx().db.query(`DELETE FROM enrollments WHERE enrollment_id = 'board-pay-ana'`);
    await ctx().db.query('DELETE FROM members WHERE user_id = 990381');
  });

  /** A fresh census row of the group, invited; the token of its mailed link. */
  async function invited(admin: TestCtx, groupId: number, first: string): Promise<[number, string]> {
    const [id] = await insertCensus(ctx().db, groupId, [{ first_name: first, dob: '1985-04-12' }]);
    mine.push(id!);
    const sent = await post(admin, 'send-invitations', {
      group_id: groupId,
      mode: 'invite',
      census_ids: [id],
    });
    expect(sent.body.data).toMatchObject({ sent: 1 });
    const [mail] = await ctx().db.query<{ text: string }>(
      `SELECT o.text FROM outbox o JOIN census_employees c ON c.email = o.to_address
        WHERE o.kind = 'invitation' AND c.census_id = $1 ORDER BY o.id DESC LIMIT 1`,
      [id],
    );
    return [id!, tokenIn(mail!.text)!];
  }
  const open = (token: string, headers: Record<string, string> = {}, stranger = false) =>
    ctx().call({ method: 'POST', url: api('open-invitation'), payload: { token }, headers, stranger });

  it("answers a Northwind employee the group's plans from per paycheck, the cents the store's cards show", async () => {
    const [, token] = await invited(admin77, 77, 'Paula');
    const opened = (await open(token)).body.data;
    expect(opened.state).toBe('open');
    const plans = opened.plans as InvitationPlanPrice[];
    expect(plans.length).toBeGreaterThan(1);
    // Dental carries the employer's half of the employee-only rate, at most $20.00 a month; the
    // employee pays the rest over the plan year's biweekly paychecks (26, or 27 in some years).
    const dental = plans.find((p) => p.plan_id === 1001)!;
    expect(dental).toMatchObject({ category: 'dental', pay: { frequency: 'biweekly', pre_tax: true } });
    expect([26, 27]).toContain(dental.pay.paychecks_per_year);
    expect(dental.pay.employer_monthly).toBeGreaterThan(0);
    expect(dental.pay.employer_monthly).toBeLessThanOrEqual(20);
    expect(dental.pay.employee_per_paycheck).toBeCloseTo(
      Math.round((dental.pay.employee_monthly * 1200) / dental.pay.paychecks_per_year) / 100,
      2,
    );
    // Northwind contributes to dental only.
    for (const p of plans.filter((x) => x.category !== 'dental')) expect(p.pay.employer_monthly).toBe(0);

    // The landing and the store's cards are one computation: the same pay for every plan.
    const listing = await get(ctx(), 'get-listing-prices', { enrollment_id: opened.temp_enrollment_id });
    const cards = new Map(
      (listing.body.data.prices as { plan_id: number; pay?: unknown }[]).map((c) => [c.plan_id, c.pay]),
    );
    for (const p of plans) expect(cards.get(p.plan_id)).toEqual(p.pay);

    // Opened again in Spanish (the browser's language): the same amounts, which the page words.
    const es = (await open(token, ES)).body.data;
    expect(es.plans).toEqual(plans);
  });

  it('answers no prices to a browser that has not proved the link, to a revoked link and to an unknown one', async () => {
    const [id, token] = await invited(admin77, 77, 'Quinn');
    expect((await open(token)).body.data.state).toBe('open');
    const other = (await open(token, {}, true)).body.data;
    expect(other.state).toBe('prove');
    expect(other).not.toHaveProperty('plans');
    expect(JSON.stringify(other)).not.toContain('per_paycheck');

    const revoked = await post(admin77, 'revoke-invitation', { group_id: 77, census_id: id });
    expect(revoked.status).toBe(200);
    const closed = (await open(token)).body.data;
    expect(closed.state).toBe('revoked');
    expect(JSON.stringify(closed)).not.toContain('pay');

    const unknown = (await open('x'.repeat(43))).body.data;
    expect(unknown).toEqual({ state: 'unknown' });
  });

  it('answers an empty list for a group without a pay schedule (Summit, 4200)', async () => {
    const [, token] = await invited(admin4200, 4200, 'Rita');
    const opened = (await open(token)).body.data;
    expect(opened).toMatchObject({ state: 'open', group_id: 4200, plans: [] });
  });

  it("exports each enrolled employee's deduction per paycheck and the employer's monthly share, in CSV and Excel", async () => {
    // Ana Peña in a $40.00/month dental plan from this plan year's start: Northwind pays half,
    // $20.00/month; she pays $240.00 a year over the year's biweekly paychecks.
    const year = new Date().getUTCFullYear();
    await enrollAnaInDental(ctx().db, {
      plan: 99_381,
      user: 990_381,
      employeeId: 'NW-0381',
      email: 'ana.board@northwind.example',
      enrollmentId: 'board-pay-ana',
      policyId: 'POL-ANA-B',
      effective: `${year}-01-01`,
    });
    const [row] = await ctx().db.query<{ census_id: number }>(
      `UPDATE census_employees SET enrollment_id = 'board-pay-ana', enrolled_at = now()
        WHERE employee_id = 'NW-0381' RETURNING census_id::int AS census_id`,
    );
    mine.push(row!.census_id);
    const onBoard = (await get(admin77, 'get-enrollment-board', { group_id: 77, search: 'NW-0381' })).body
      .data.rows[0];
    const n = onBoard.pay.paychecks_per_year as number;
    expect([26, 27]).toContain(n);
    const each = (Math.round(24_000 / n) / 100).toFixed(2);

    const csv = await get(admin77, 'export-enrollment-board', {
      group_id: 77,
      format: 'csv',
      search: 'NW-0381',
    });
    const [head, ana] = Buffer.from(csv.body.data.content_base64, 'base64').toString('utf8').split('\r\n');
    const cells = head!.replace(/^\uFEFF/, '').split(',');
    const cell = (name: string) => ana!.split(',')[cells.indexOf(name)];
    expect(cell('Monthly total')).toBe('40.00');
    expect(cell('Employee per paycheck')).toBe(each);
    expect(cell('Paychecks a year')).toBe(String(n));
    expect(cell('Employer per month')).toBe('20.00');

    const xlsx = await admin77.call({
      url: api('export-enrollment-board?group_id=77&format=xlsx&search=NW-0381'),
      headers: ES,
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(xlsx.body.data.content_base64, 'base64') as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const heads = (sheet.getRow(1).values as unknown[]).slice(1);
    const value = (name: string) => sheet.getRow(2).getCell(heads.indexOf(name) + 1).value;
    expect(value('Empleado por pago de nómina')).toBe(each);
    expect(value('Pagos de nómina al año')).toBe(String(n));
    expect(value('Empleador por mes')).toBe('20.00');
  });
});
