// The payroll calls of ADR 0033 phase 2 that finish issue 28 through the HTTP API on both drivers:
// save-deduction-code, save-tax-treatment and upload-pay-calendar. Who may call them (one test per
// role), what the payroll file and the shop show after each, and hostile calendars refused beside
// the file field. Own unlisted plans and plan years 2033-2034, so no seeded row is changed; the
// one Northwind row a test adds (accident's tax choice) is removed after the suite.
import { afterAll, expect, it } from 'vitest';
import { createSession } from '../src/kernel/access/session.repository';
import { api, describeEachDriver, type TestCtx } from './harness';
import { enrollAnaInDental } from './payroll-fixture';
import { cartOf, newEnrollment } from './shop';
import { cookieOf, sessionHeaders, type Who } from './sign-in';

const YEAR = '2033-01-01';
const ROLE_YEAR = '2034-01-01';
const DENTAL = 99_201;
const ACCIDENT = 99_202;
const NW = 77;

type Caller = Who | 'group4100' | 'anonymous';

async function headersOf(ctx: TestCtx, who: Caller): Promise<Record<string, string>> {
  if (who === 'anonymous') return {};
  if (who !== 'group4100') return sessionHeaders(ctx, who);
  const [row] = await ctx.db.query<{ account_id: number }>(
    `SELECT account_id::int AS account_id FROM accounts WHERE email = 'hr@lakeside-mfg.example'`,
  );
  return cookieOf(await createSession(ctx.db, { account_id: row!.account_id }));
}

const b64 = (text: string | Uint8Array) => Buffer.from(text).toString('base64');
/** Twelve irregular paydays of 2033 (a payroll that skips the holiday weeks). */
const TWELVE = [
  '2033-01-14',
  '2033-02-11',
  '2033-03-18',
  '2033-04-15',
  '2033-05-13',
  '2033-06-17',
  '2033-07-15',
  '2033-08-12',
  '2033-09-16',
  '2033-10-14',
  '2033-11-18',
  '2033-12-16',
];
const calendar = (dates: readonly string[], planYear = YEAR, name = 'paydays.csv') => ({
  group_id: NW,
  plan_year_start: planYear,
  file_name: name,
  pay_calendar: b64(`pay_date\r\n${dates.join('\r\n')}\r\n`),
});

/** A CSV deduction file's row of one employee id, split into its cells (code is the 4th). */
function rowOf(base64: string, employeeId: string): string[] | undefined {
  return Buffer.from(base64, 'base64')
    .toString('utf8')
    .split(/\r?\n/)
    .map((l) => l.split(','))
    .find((cells) => cells.includes(employeeId));
}

describeEachDriver('payroll codes, tax treatment and pay calendars', (ctx) => {
  const call = async (who: Caller, name: string, input: Record<string, unknown>, lang?: string) => {
    const headers = { ...(await headersOf(ctx(), who)), ...(lang ? { 'accept-language': lang } : {}) };
    return name === 'get-pay-terms'
      ? ctx().call({ method: 'GET', url: api(`${name}?group_id=${String(input.group_id)}`), headers })
      : ctx().call({ method: 'POST', url: api(name), payload: input, headers });
  };
  const code = (c: string | null, tier = 'ALL') => ({ group_id: NW, plan_id: DENTAL, tier, code: c });
  const tax = (preTax: boolean) => ({ group_id: NW, category: 'accident', pre_tax: preTax });
  const roleCalendar = () => calendar(['2034-01-13', '2034-02-10', '2034-03-10'], ROLE_YEAR);
  const historyCount = async () =>
    (
      await ctx().db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pay_term_changes WHERE group_id = $1',
        [NW],
      )
    )[0]!.n;

  afterAll(async () => {
    // Northwind's accident deductions were after tax (no row) before this suite.
    await ctx().db.query(`DELETE FROM tax_treatments WHERE group_id = $1 AND category = 'accident'`, [NW]);
  });

  it('the plan the codes are for exists (an unlisted plan Ana holds, so the group may code it)', async () => {
    await enrollAnaInDental(ctx().db, {
      plan: DENTAL,
      user: 990_201,
      employeeId: 'NW-0201',
      email: 'ana.codes@northwind.example',
      enrollmentId: 'pay-codes-ana',
      policyId: 'POL-ANA-D',
      effective: YEAR,
    });
    const terms = await call('group77', 'get-pay-terms', { group_id: NW });
    expect(terms.body.data.plans).toContainEqual({
      plan_id: DENTAL,
      name: 'Payroll Dental 40',
      category: 'dental',
    });
  });

  // One test per role, named in ADR 0033's table.
  it("lets Northwind's group administrator set a code, a tax choice and a pay calendar", async () => {
    const saved = await call('group77', 'save-deduction-code', code('nw-den-1'));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toEqual({
      plan_id: DENTAL,
      tier: 'ALL',
      code: 'NW-DEN-1',
      file_code: 'NW-DEN-1',
    });
    expect((await call('group77', 'save-tax-treatment', tax(false))).status).toBe(200);
    const cal = await call('group77', 'upload-pay-calendar', roleCalendar());
    expect(cal.status, JSON.stringify(cal.body)).toBe(200);
    expect(cal.body.data).toEqual({
      plan_year_start: ROLE_YEAR,
      frequency: 'calendar',
      first_pay_date: null,
      pay_dates: ['2034-01-13', '2034-02-10', '2034-03-10'],
    });
  });

  it('lets the rep whose book holds Northwind set them', async () => {
    expect((await call('rep10109', 'save-deduction-code', code('NW-DEN-2'))).status).toBe(200);
    expect((await call('rep10109', 'save-tax-treatment', tax(false))).status).toBe(200);
    expect((await call('rep10109', 'upload-pay-calendar', roleCalendar())).status).toBe(200);
  });

  it('lets the platform administrator set them for any group; an unknown group is 404', async () => {
    expect((await call('platformAdmin', 'save-deduction-code', code('NW-DEN-3'))).status).toBe(200);
    expect((await call('platformAdmin', 'save-tax-treatment', tax(false))).status).toBe(200);
    expect((await call('platformAdmin', 'upload-pay-calendar', roleCalendar())).status).toBe(200);
    const none = await call('platformAdmin', 'save-tax-treatment', { ...tax(false), group_id: 987_654 });
    expect(none.status).toBe(404);
    expect(none.body.data[0].target_element).toBe('group_id');
  });

  it("refuses another group's administrator and another rep (403), and changes nothing", async () => {
    const before = await historyCount();
    for (const who of ['group4100', 'rep20417'] as const) {
      expect((await call(who, 'save-deduction-code', code('EVIL'))).status).toBe(403);
      expect((await call(who, 'save-tax-treatment', tax(true))).status).toBe(403);
      expect((await call(who, 'upload-pay-calendar', roleCalendar())).status).toBe(403);
    }
    expect(await historyCount()).toBe(before);
    const [c] = await ctx().db.query<{ code: string }>(
      'SELECT code FROM deduction_codes WHERE group_id = $1 AND plan_id = $2',
      [NW, DENTAL],
    );
    expect(c!.code).not.toBe('EVIL');
  });

  it('refuses a member or applicant (403) and an anonymous caller (401), before looking at the fields', async () => {
    for (const name of ['save-deduction-code', 'save-tax-treatment', 'upload-pay-calendar']) {
      expect((await call('member5001', name, { group_id: NW })).status).toBe(403);
      const anon = await call('anonymous', name, { group_id: 'x' });
      expect(anon.status).toBe(401);
      expect(anon.body.data[0].target_element).toBe('session');
    }
  });

  it('a code is checked beside its field, in English and Spanish, and an unknown plan is refused', async () => {
    const bad = await call('group77', 'save-deduction-code', code('DEN PRE!'));
    expect(bad.status).toBe(400);
    expect(bad.body.data).toContainEqual({
      target_element: 'code',
      error_message: 'Enter a code of 1 to 12 letters, digits or dashes.',
    });
    const long = await call('group77', 'save-deduction-code', code('ABCDEFGHIJKLM'), 'es');
    expect(long.body.data).toContainEqual({
      target_element: 'code',
      error_message: 'Ingrese un código de 1 a 12 letras, dígitos o guiones.',
    });
    const plan = await call('group77', 'save-deduction-code', { ...code('X1'), plan_id: 987_654 });
    expect(plan.status).toBe(422);
    expect(plan.body.data).toEqual([
      { target_element: 'plan_id', error_message: 'This plan was not found.' },
    ]);
  });

  it('a code shows in the payroll file and get-pay-terms, removing it falls back to DEN-PRE, each change in the history', async () => {
    expect(
      (
        await call('group77', 'save-pay-schedule', {
          group_id: NW,
          plan_year_start: YEAR,
          frequency: 'biweekly',
          first_pay_date: '2033-01-07',
        })
      ).status,
    ).toBe(200);
    const rule = await call('group77', 'save-contribution-rule', {
      group_id: NW,
      plan_id: DENTAL,
      effective_from: YEAR,
      kind: 'percent_employee_only',
      percent: 50,
      cap_cents: 2000,
    });
    expect(rule.status, JSON.stringify(rule.body)).toBe(200);
    const file = async (payDate: string) => {
      const f = await call('group77', 'build-payroll-file', {
        group_id: NW,
        pay_date: payDate,
        mode: 'full',
        format: 'csv',
      });
      expect(f.status, JSON.stringify(f.body)).toBe(200);
      return rowOf(f.body.data.content_base64, 'NW-0201');
    };
    // No code of its own: the category's, and Northwind's dental is pre-tax (seed).
    expect((await call('group77', 'save-deduction-code', code(null))).body.data).toEqual({
      plan_id: DENTAL,
      tier: 'ALL',
      code: null,
      file_code: 'DEN-PRE',
    });
    expect((await file('2033-01-21'))?.slice(3, 7)).toEqual(['DEN-PRE', 'PRE', '9.23', '9.23']);

    expect((await call('group77', 'save-deduction-code', code('nw-den-40'))).status).toBe(200);
    expect((await file('2033-02-04'))?.slice(3, 7)).toEqual(['NW-DEN-40', 'PRE', '9.23', '9.23']);

    // A tier's own code wins over ALL for that tier (Ana is employee only).
    const io = await call('group77', 'save-deduction-code', code('NW-DEN-IO', 'IO'));
    expect(io.body.data.file_code).toBe('NW-DEN-IO');
    expect((await file('2033-02-18'))?.[3]).toBe('NW-DEN-IO');
    // No code at all (the browser leaves an empty box out) removes it too.
    const { code: _none, ...noCode } = code(null, 'IO');
    expect((await call('group77', 'save-deduction-code', noCode)).body.data.file_code).toBe('NW-DEN-40');

    const terms = (await call('group77', 'get-pay-terms', { group_id: NW })).body.data;
    expect(terms.deduction_codes).toContainEqual({ plan_id: DENTAL, tier: 'ALL', code: 'NW-DEN-40' });
    expect(terms.deduction_codes).not.toContainEqual(
      expect.objectContaining({ plan_id: DENTAL, tier: 'IO' }),
    );
    expect(terms.history).toContainEqual(
      expect.objectContaining({
        piece: 'deduction_code',
        before: { plan_id: DENTAL, tier: 'IO', code: 'NW-DEN-IO' },
        after: { plan_id: DENTAL, tier: 'IO', code: null },
      }),
    );
    const [who] = await ctx().db.query<{ email: string }>(
      `SELECT email FROM accounts WHERE kind = 'group_admin' AND group_id = 77`,
    );
    expect(terms.history.find((h: { piece: string }) => h.piece === 'deduction_code').who).toBe(who!.email);
  });

  it("the tax choice shows in the shop's per-paycheck prices and in get-pay-terms at once", async () => {
    await enrollAnaInDental(ctx().db, {
      plan: ACCIDENT,
      user: 990_202,
      employeeId: 'NW-0202',
      email: 'ana.tax@northwind.example',
      enrollmentId: 'pay-tax-ana',
      policyId: 'POL-ANA-T',
      effective: YEAR,
      category: 'accident',
    });
    const id = await newEnrollment(ctx(), { open_type: 'group', group_id: NW });
    await ctx().db.query(
      `INSERT INTO cart_items (enrollment_id, plan_id, plan_pricing_id, price_cents) VALUES ($1, $2, $2, 4000)`,
      [id, ACCIDENT],
    );
    const preTaxOf = async () =>
      (await cartOf(ctx(), id)).result.find((l: { plan_id: number }) => l.plan_id === ACCIDENT).pay.pre_tax;

    expect((await call('group77', 'save-tax-treatment', tax(false))).status).toBe(200);
    expect(await preTaxOf()).toBe(false);
    const saved = await call('group77', 'save-tax-treatment', tax(true));
    expect(saved.body.data).toEqual({ category: 'accident', pre_tax: true });
    expect(await preTaxOf()).toBe(true);

    const terms = (await call('group77', 'get-pay-terms', { group_id: NW })).body.data;
    expect(terms.pre_tax_categories).toContain('accident');
    expect(terms.history[0]).toMatchObject({
      piece: 'tax_treatment',
      before: { category: 'accident', pre_tax: false },
      after: { category: 'accident', pre_tax: true },
    });
    expect((await call('group77', 'save-tax-treatment', tax(false))).status).toBe(200);
    expect(await preTaxOf()).toBe(false);
  });

  it('a pay calendar replaces the schedule: 12 dates make $20.00 a paycheck in the file, with the code', async () => {
    const up = await call('group77', 'upload-pay-calendar', calendar(TWELVE));
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.data.pay_dates).toEqual(TWELVE);
    const f = await call('group77', 'build-payroll-file', {
      group_id: NW,
      pay_date: '2033-03-18',
      mode: 'full',
      format: 'csv',
    });
    expect(f.status, JSON.stringify(f.body)).toBe(200);
    // $240.00 a year for Ana over 12 paychecks, not 26: the divisor is the calendar's dates.
    expect(rowOf(f.body.data.content_base64, 'NW-0201')?.slice(3, 7)).toEqual([
      'NW-DEN-40',
      'PRE',
      '20.00',
      '20.00',
    ]);
    // A biweekly pay date is no pay date any more.
    const old = await call('group77', 'build-payroll-file', {
      group_id: NW,
      pay_date: '2033-01-21',
      mode: 'full',
      format: 'csv',
    });
    expect(old.status).toBe(422);

    const terms = (await call('group77', 'get-pay-terms', { group_id: NW })).body.data;
    expect(terms.schedules).toContainEqual({
      plan_year_start: YEAR,
      frequency: 'calendar',
      first_pay_date: null,
      pay_dates: TWELVE,
    });
    expect(terms.history[0]).toMatchObject({
      piece: 'schedule',
      before: { plan_year_start: YEAR, frequency: 'biweekly', first_pay_date: '2033-01-07' },
      after: { frequency: 'calendar', pay_dates: TWELVE, file_name: 'paydays.csv' },
    });
  });

  it('refuses hostile calendars beside the file field, naming the row, and keeps the schedule', async () => {
    const refused = async (body: Record<string, unknown>, lang?: string) => {
      const r = await call('group77', 'upload-pay-calendar', body, lang);
      expect(r.status, JSON.stringify(r.body)).not.toBe(200);
      for (const e of r.body.data) expect(e.target_element).toBe('pay_calendar');
      return {
        status: r.status,
        messages: r.body.data.map((e: { error_message: string }) => e.error_message),
      };
    };
    const withBytes = (bytes: string | Uint8Array) => ({ ...calendar([]), pay_calendar: b64(bytes) });

    // Exactly one byte past 64 KB: the server refuses it before any worker reads it.
    expect(await refused(withBytes('1'.repeat(64 * 1024 + 1)))).toEqual({
      status: 422,
      messages: ['The pay calendar file is larger than 64 KB.'],
    });
    // Far bigger: the schema refuses its base64 before the server decodes it.
    expect(await refused(withBytes('2033-01-14\n'.repeat(20_000)))).toEqual({
      status: 400,
      messages: ['The pay calendar file is larger than 64 KB.'],
    });
    expect(await refused(withBytes('2033-01-14\n'.repeat(401)))).toEqual({
      status: 422,
      messages: ['The pay calendar has more than 400 rows.'],
    });
    expect(
      await refused(withBytes('pay_date\n2033-01-14\nsoon\n2033-02-30\n2033-01-14\n2034-06-05\n')),
    ).toEqual({
      status: 422,
      messages: [
        'Row 3: "soon" is not a date (use YYYY-MM-DD or MM/DD/YYYY).',
        'Row 4: "2033-02-30" is not a date (use YYYY-MM-DD or MM/DD/YYYY).',
        'Row 5: 2033-01-14 is listed twice.',
        'Row 6: 2034-06-05 is outside the plan year.',
      ],
    });
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48]);
    expect(await refused(withBytes(png))).toEqual({
      status: 422,
      messages: ['The pay calendar must be a text (CSV) file with one pay date per row.'],
    });
    expect(await refused(withBytes(Uint8Array.from([0xff, 0xfe, 0xc3, 0x28])), 'es')).toEqual({
      status: 422,
      messages: ['El calendario de pagos debe ser un archivo de texto (CSV) con una fecha de pago por fila.'],
    });
    expect(await refused(withBytes('pay_date\n13/45/2033\n'), 'es')).toEqual({
      status: 422,
      messages: ['Fila 2: "13/45/2033" no es una fecha (use AAAA-MM-DD o MM/DD/AAAA).'],
    });
    expect(await refused({ ...calendar([]), pay_calendar: '' })).toEqual({
      status: 400,
      messages: ['This field is required.'],
    });

    // The twelve dates of the last test still stand.
    const terms = (await call('group77', 'get-pay-terms', { group_id: NW })).body.data;
    expect(
      terms.schedules.find((s: { plan_year_start: string }) => s.plan_year_start === YEAR).pay_dates,
    ).toEqual(TWELVE);
  });
});
