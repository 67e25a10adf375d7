// The payroll calls (issue 28 phase 2, ADR 0033) through the HTTP API on both drivers: who may
// read and change a group's pay terms, the worked example end to end (a schedule and a
// contribution saved through the calls, the file downloaded), the change history and field errors.
import { expect, it } from 'vitest';
import type { Db } from '../src/db';
import { createSession } from '../src/kernel/access/session.repository';
import { api, describeEachDriver, type TestCtx } from './harness';
import { enrollAnaInDental } from './payroll-fixture';
import { cookieOf, sessionHeaders, type Who } from './sign-in';

const YEAR = '2031-01-01';
const PLAN = 99_101;
const USER = 990_101;

/** Ana Peña of Northwind (77) in the $40.00/month dental plan from the plan year's start. */
const enrollAna = (db: Db) =>
  enrollAnaInDental(db, {
    plan: PLAN,
    user: USER,
    employeeId: 'NW-0101',
    email: 'ana.calls@northwind.example',
    enrollmentId: 'pay-calls-ana',
    policyId: 'POL-ANA-C',
    effective: YEAR,
  });

type Caller = Who | 'group4100' | 'anonymous';

async function headersOf(ctx: TestCtx, who: Caller): Promise<Record<string, string>> {
  if (who === 'anonymous') return {};
  if (who !== 'group4100') return sessionHeaders(ctx, who);
  const [row] = await ctx.db.query<{ account_id: number }>(
    `SELECT account_id::int AS account_id FROM accounts WHERE email = 'hr@lakeside-mfg.example'`,
  );
  return cookieOf(await createSession(ctx.db, { account_id: row!.account_id }));
}

const biweekly = { group_id: 77, plan_year_start: YEAR, frequency: 'biweekly', first_pay_date: '2031-01-03' };
const dentalRule = {
  group_id: 77,
  plan_id: PLAN,
  effective_from: YEAR,
  kind: 'percent_employee_only',
  percent: 50,
  cap_cents: 2000,
};

/** Ana's line of a CSV deduction file, split into its cells. */
function anaRow(base64: string): string[] | undefined {
  const text = Buffer.from(base64, 'base64').toString('utf8');
  return text
    .split(/\r?\n/)
    .map((l) => l.split(','))
    .find((cells) => cells.includes('NW-0101'));
}

describeEachDriver('payroll calls', (ctx) => {
  const call = async (who: Caller, name: string, input: Record<string, unknown>, lang?: string) => {
    const headers = { ...(await headersOf(ctx(), who)), ...(lang ? { 'accept-language': lang } : {}) };
    return name === 'get-pay-terms'
      ? ctx().call({ method: 'GET', url: api(`${name}?group_id=${String(input.group_id)}`), headers })
      : ctx().call({ method: 'POST', url: api(name), payload: input, headers });
  };

  // One test per role, named in ADR 0033's who-reads/who-changes table.
  it("lets Northwind's group administrator read and change Northwind's pay terms", async () => {
    expect((await call('group77', 'get-pay-terms', { group_id: 77 })).status).toBe(200);
    const saved = await call('group77', 'save-pay-schedule', biweekly);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.pay_dates).toHaveLength(26);
  });

  it('lets the rep whose book holds Northwind read and change its pay terms', async () => {
    expect((await call('rep10109', 'get-pay-terms', { group_id: 77 })).status).toBe(200);
    expect((await call('rep10109', 'save-pay-schedule', biweekly)).status).toBe(200);
  });

  it("lets the platform administrator read and change any group's pay terms; an unknown group is 404", async () => {
    expect((await call('platformAdmin', 'get-pay-terms', { group_id: 77 })).status).toBe(200);
    expect((await call('platformAdmin', 'save-pay-schedule', biweekly)).status).toBe(200);
    const none = await call('platformAdmin', 'get-pay-terms', { group_id: 987_654 });
    expect(none.status).toBe(404);
    expect(none.body.data).toEqual([
      { target_element: 'group_id', error_message: 'This group was not found.' },
    ]);
  });

  it("refuses another group's administrator (403) on every payroll call, and changes nothing", async () => {
    const before = await ctx().db.query(
      'SELECT count(*)::int AS n FROM pay_term_changes WHERE group_id = 77',
    );
    expect((await call('group4100', 'get-pay-terms', { group_id: 77 })).status).toBe(403);
    expect((await call('group4100', 'save-pay-schedule', biweekly)).status).toBe(403);
    expect((await call('group4100', 'save-contribution-rule', dentalRule)).status).toBe(403);
    const file = { group_id: 77, pay_date: '2031-01-17', mode: 'full', format: 'csv' };
    expect((await call('group4100', 'build-payroll-file', file)).status).toBe(403);
    const after = await ctx().db.query('SELECT count(*)::int AS n FROM pay_term_changes WHERE group_id = 77');
    expect(after).toEqual(before);
  });

  it('refuses a rep whose book does not hold Northwind (403)', async () => {
    expect((await call('rep20417', 'get-pay-terms', { group_id: 77 })).status).toBe(403);
    expect((await call('rep20417', 'save-contribution-rule', dentalRule)).status).toBe(403);
  });

  it('refuses a member (403) and an anonymous caller (401), before looking at the fields', async () => {
    expect((await call('member5001', 'get-pay-terms', { group_id: 77 })).status).toBe(403);
    expect((await call('member5001', 'save-pay-schedule', { group_id: 77 })).status).toBe(403);
    expect((await call('anonymous', 'get-pay-terms', { group_id: 77 })).status).toBe(401);
    const bad = await call('anonymous', 'build-payroll-file', { group_id: 'x' });
    expect(bad.status).toBe(401);
    expect(bad.body.data[0].target_element).toBe('session');
  });

  it('the worked example through the calls: 9.23 a biweekly paycheck, 10.00 semi-monthly, each change in the history', async () => {
    await enrollAna(ctx().db);
    expect((await call('group77', 'save-pay-schedule', biweekly)).status).toBe(200);
    const rule = await call('group77', 'save-contribution-rule', dentalRule);
    expect(rule.status, JSON.stringify(rule.body)).toBe(200);
    expect(rule.body.data).toMatchObject({
      plan_id: PLAN,
      category: null,
      kind: 'percent_employee_only',
      percent: 50,
      cap_cents: 2000,
      created_by: expect.stringContaining('@'),
    });

    const file = await call('group77', 'build-payroll-file', {
      group_id: 77,
      pay_date: '2031-01-17',
      mode: 'full',
      format: 'csv',
    });
    expect(file.status, JSON.stringify(file.body)).toBe(200);
    expect(file.body.data.media_type).toBe('text/csv; charset=utf-8');
    expect(file.body.data.file_name).toMatch(/^payroll-.*-2031-01-17-\d+\.csv$/);
    const row = anaRow(file.body.data.content_base64);
    expect(row?.slice(-5, -1)).toEqual(['9.23', '9.23', YEAR, '']);

    const semi = await call('group77', 'save-pay-schedule', {
      ...biweekly,
      frequency: 'semimonthly',
      first_pay_date: '2031-01-15',
    });
    expect(semi.body.data.pay_dates).toHaveLength(24);
    const next = await call('group77', 'build-payroll-file', {
      group_id: 77,
      pay_date: '2031-01-31',
      mode: 'changes',
      format: 'csv',
    });
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(anaRow(next.body.data.content_base64)?.slice(-5, -1)).toEqual(['10.00', '10.00', YEAR, '']);
    expect(next.body.data.counts).toMatchObject({ changed: expect.any(Number) });

    // The history: the schedule switch with its before and after, and the contribution version.
    const terms = await call('group77', 'get-pay-terms', { group_id: 77 });
    const history = terms.body.data.history as {
      piece: string;
      who: string;
      before: unknown;
      after: unknown;
    }[];
    const switched = history.find(
      (h) =>
        h.piece === 'schedule' &&
        (h.after as { frequency: string }).frequency === 'semimonthly' &&
        (h.before as { frequency: string } | null)?.frequency === 'biweekly',
    );
    expect(switched).toMatchObject({
      after: { plan_year_start: YEAR, frequency: 'semimonthly', first_pay_date: '2031-01-15' },
    });
    const [who] = await ctx().db.query<{ email: string }>(
      `SELECT email FROM accounts WHERE kind = 'group_admin' AND group_id = 77`,
    );
    expect(switched?.who).toBe(who!.email);
    expect(history).toContainEqual(
      expect.objectContaining({
        piece: 'contribution',
        after: expect.objectContaining({ plan_id: PLAN, percent: 50, cap_cents: 2000, effective_from: YEAR }),
      }),
    );
    const [stored] = await ctx().db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pay_term_changes WHERE group_id = 77 AND piece = 'contribution' AND after->>'plan_id' = $1`,
      [String(PLAN)],
    );
    expect(stored!.n).toBeGreaterThanOrEqual(1);
    expect(terms.body.data.schedules).toContainEqual(
      expect.objectContaining({ plan_year_start: YEAR, frequency: 'semimonthly' }),
    );
    expect(terms.body.data.contribution_rules).toContainEqual(
      expect.objectContaining({ plan_id: PLAN, percent: 50 }),
    );

    // The same file as Excel.
    const xlsx = await call('group77', 'build-payroll-file', {
      group_id: 77,
      pay_date: '2031-02-15',
      mode: 'full',
      format: 'xlsx',
    });
    expect(xlsx.status, JSON.stringify(xlsx.body)).toBe(200);
    expect(xlsx.body.data.file_name).toMatch(/\.xlsx$/);
    expect(Buffer.from(xlsx.body.data.content_base64, 'base64').subarray(0, 2).toString()).toBe('PK');
  });

  it('answers field errors beside the fields, in English and Spanish', async () => {
    const outside = await call('group77', 'save-pay-schedule', { ...biweekly, first_pay_date: '2032-03-05' });
    expect(outside.status).toBe(422);
    expect(outside.body.data).toEqual([
      {
        target_element: 'first_pay_date',
        error_message: 'The first pay date must fall within the plan year.',
      },
    ]);
    const es = await call(
      'group77',
      'save-pay-schedule',
      { ...biweekly, first_pay_date: '2032-03-05' },
      'es',
    );
    expect(es.body.data).toEqual([
      {
        target_element: 'first_pay_date',
        error_message: 'La primera fecha de pago debe estar dentro del año del plan.',
      },
    ]);

    const both = await call('group77', 'save-contribution-rule', {
      group_id: 77,
      category: 'dental',
      plan_id: PLAN,
      effective_from: '2020-01-01',
      kind: 'flat',
    });
    expect(both.status).toBe(422);
    expect(both.body.data).toEqual([
      { target_element: 'category', error_message: 'Choose either a plan category or one plan.' },
      {
        target_element: 'effective_from',
        error_message:
          'A contribution cannot start before today: files already built used the rule in force then.',
      },
      {
        target_element: 'monthly_cents',
        error_message: 'Enter a monthly amount of at least $0.01 and at most $10,000.00.',
      },
    ]);
    const pct = await call(
      'group77',
      'save-contribution-rule',
      { group_id: 77, category: 'vision', effective_from: YEAR, kind: 'percent_tier', percent: 12.345 },
      'es',
    );
    expect(pct.body.data).toEqual([
      {
        target_element: 'percent',
        error_message: 'Ingrese un porcentaje mayor que 0 y hasta 100, con dos decimales como máximo.',
      },
    ]);

    const freq = await call('group77', 'save-pay-schedule', { ...biweekly, frequency: 'daily' });
    expect(freq.status).toBe(400);
    expect(freq.body.data).toContainEqual({
      target_element: 'frequency',
      error_message: 'Choose how often the group pays its employees.',
    });

    const notPayDay = await call('group77', 'build-payroll-file', {
      group_id: 77,
      pay_date: '2031-01-16',
      mode: 'full',
      format: 'fixed',
    });
    expect(notPayDay.status).toBe(422);
    expect(notPayDay.body.data[0].target_element).toBe('pay_date');
    // Nothing refused was stored.
    const [n] = await ctx().db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM contribution_rules WHERE group_id = 77 AND effective_from = '2020-01-01'`,
    );
    expect(n!.n).toBe(0);
  });
});
