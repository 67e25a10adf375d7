import { beforeAll, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Report, ReportFile } from '@bs/contract';
import type { Queryable } from '../../db';
import { api, describeEachDriver } from '../../../test/harness';
import { sessionHeaders, type Who } from '../../../test/sign-in';

// A book of enrollments in 2019 (no other suite writes there): who made them, when, which plans.
// Plan 990001 and group 990077 have names a spreadsheet would run as formulas.
const PLAN_A = 1001;
const PLAN_EVIL = 990001;
const GROUP_EVIL = 990077;
type Seeded = { agent: number; group: number; created: string; cart?: number[]; out?: string; done?: string };
const SEEDED: Seeded[] = [
  // Rep 10109's book: agent 10109 and its groups 77 and 1929.
  {
    agent: 10109,
    group: 77,
    created: '2019-03-01',
    cart: [PLAN_A],
    out: '2019-03-01',
    done: '2019-03-04T10:00:00Z',
  },
  {
    agent: 10109,
    group: 77,
    created: '2019-03-02',
    cart: [PLAN_A, PLAN_EVIL],
    out: '2019-03-05',
    done: '2019-03-06T23:59:00Z',
  },
  {
    agent: 10109,
    group: 77,
    created: '2019-03-10',
    cart: [PLAN_EVIL],
    out: '2019-03-10',
    done: '2019-04-02T08:00:00Z',
  },
  // Group 1929 is served by both reps: in both books.
  {
    agent: 20417,
    group: 1929,
    created: '2019-03-03',
    cart: [PLAN_A],
    out: '2019-03-03',
    done: '2019-03-05T12:00:00Z',
  },
  // Rep 20417 only.
  {
    agent: 20417,
    group: 3050,
    created: '2019-03-03',
    cart: [PLAN_A],
    out: '2019-03-04',
    done: '2019-03-12T12:00:00Z',
  },
  {
    agent: 20417,
    group: GROUP_EVIL,
    created: '2019-03-04',
    cart: [PLAN_EVIL],
    out: '2019-03-04',
    done: '2019-03-13T12:00:00Z',
  },
  // Not completed: a cart, a checkout, a bare start (group 77), and one completed outside the range.
  { agent: 10109, group: 77, created: '2019-03-05', cart: [PLAN_A] },
  { agent: 10109, group: 77, created: '2019-03-06', cart: [PLAN_A], out: '2019-03-06' },
  { agent: 10109, group: 77, created: '2019-03-07' },
  {
    agent: 10109,
    group: 77,
    created: '2019-01-07',
    cart: [PLAN_A],
    out: '2019-01-07',
    done: '2019-01-08T00:00:00Z',
  },
];
const PRICE: Record<number, number> = { [PLAN_A]: 2500, [PLAN_EVIL]: 1234 };
const RANGE = { from: '2019-03-01', to: '2019-04-30' };

async function seed(db: Queryable) {
  await db.query(
    `INSERT INTO plans (plan_id, name, category, logo, short_text, listed) VALUES ($1, '=HYPERLINK("http://x","y")', 'dental', '', '', false)`,
    [PLAN_EVIL],
  );
  await db.query(
    `INSERT INTO groups (group_id, name, code, agent_id) VALUES ($1, '+cmd|calc', 'RPT-EVIL', 20417)`,
    [GROUP_EVIL],
  );
  for (const [i, e] of SEEDED.entries()) {
    const id = `report-test-enrollment-${String(i).padStart(4, '0')}`;
    await db.query(
      `INSERT INTO enrollments (enrollment_id, eprocess, agent_id, group_id, filter_info, created_at, checked_out_at, completed_at)
       VALUES ($1, 'rep', $2, $3, '{}'::jsonb, $4::timestamptz, $5::timestamptz, $6::timestamptz)`,
      [id, e.agent, e.group, `${e.created}T09:00:00Z`, e.out ? `${e.out}T10:00:00Z` : null, e.done ?? null],
    );
    for (const plan of e.cart ?? [])
      await db.query(
        `INSERT INTO cart_items (enrollment_id, plan_id, plan_pricing_id, price_cents) VALUES ($1, $2, 1, $3)`,
        [id, plan, PRICE[plan]],
      );
  }
}

describeEachDriver(
  'reports (get-report, export-report)',
  (ctx) => {
    beforeAll(async () => seed(ctx().db));
    const ask = async (call: string, q: Record<string, string>, who?: Who, lang = 'en') =>
      ctx().call({
        url: api(`${call}?${new URLSearchParams(q)}`),
        headers: { 'accept-language': lang, ...(who ? await sessionHeaders(ctx(), who) : {}) },
      });
    const report = async (report: string, who: Who, range = RANGE) => {
      const r = await ask('get-report', { report, ...range }, who);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.data as Report;
    };
    const valuesOf = (r: Report) => Object.fromEntries(r.rows.map((x) => [x.key, x.values]));

    it('counts completed enrollments by month and by week for a rep, every period listed', async () => {
      const months = await report('by-month', 'rep10109');
      expect(months).toMatchObject({ scope: 'book', measures: ['enrollments'] });
      // 77 x3 (one in April) and 1929 x1; 3050 and the formula group are rep 20417's only.
      expect(valuesOf(months)).toEqual({ '2019-03': [3], '2019-04': [1] });
      const weeks = await report('by-week', 'rep10109');
      // Weeks start on Monday (2019-02-25 holds March 1st); empty weeks are listed with 0.
      expect(weeks.rows.map((r) => r.key)).toEqual([
        '2019-02-25',
        '2019-03-04',
        '2019-03-11',
        '2019-03-18',
        '2019-03-25',
        '2019-04-01',
        '2019-04-08',
        '2019-04-15',
        '2019-04-22',
        '2019-04-29',
      ]);
      expect(valuesOf(weeks)['2019-03-04']).toEqual([3]);
      expect(valuesOf(weeks)['2019-04-01']).toEqual([1]);
    });

    it('matches the database for each scope: a rep, another rep, a group administrator, the platform', async () => {
      const direct = async (where: string, params: unknown[]) => {
        const [row] = await ctx().db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM enrollments e WHERE e.completed_at >= '2019-03-01T00:00:00Z'
             AND e.completed_at < '2019-05-01T00:00:00Z' AND ${where}`,
          params,
        );
        return row!.n;
      };
      const total = (r: Report) => r.rows.reduce((s, x) => s + x.values[0]!, 0);
      expect(total(await report('by-month', 'rep10109'))).toBe(
        await direct(
          `(e.agent_id = 10109 OR e.group_id IN (SELECT group_id FROM agent_groups WHERE agent_id = 10109
             UNION SELECT group_id FROM groups WHERE agent_id = 10109))`,
          [],
        ),
      );
      expect(total(await report('by-month', 'rep20417'))).toBe(3); // 1929, 3050 and the formula group
      expect(total(await report('by-month', 'group77'))).toBe(await direct('e.group_id = $1', [77]));
      expect(total(await report('by-month', 'group77'))).toBe(3);
      const platform = await report('by-month', 'platformAdmin');
      expect(platform.scope).toBe('platform');
      expect(total(platform)).toBe(await direct('true', []));
      expect(total(platform)).toBe(6);
    });

    it('groups by plan, rep, group and tenant with the monthly premium of completed enrollments', async () => {
      const plans = await report('by-plan', 'platformAdmin');
      expect(plans.measures).toEqual(['plans', 'premium_cents']);
      expect(valuesOf(plans)[String(PLAN_A)]).toEqual([4, 4 * 2500]);
      expect(valuesOf(plans)[String(PLAN_EVIL)]).toEqual([3, 3 * 1234]);
      expect(plans.rows.find((r) => r.key === String(PLAN_EVIL))?.category).toBe('dental');
      const reps = await report('by-rep', 'platformAdmin');
      expect(valuesOf(reps)).toEqual({ '10109': [3, 2500 + 3734 + 1234], '20417': [3, 2500 + 2500 + 1234] });
      expect(reps.rows.find((r) => r.key === '10109')?.label).toBe('Jordan Avery');
      const groups = await report('by-group', 'rep20417');
      expect(valuesOf(groups)).toEqual({ '1929': [1, 2500], '3050': [1, 2500], [GROUP_EVIL]: [1, 1234] });
      const tenants = await report('by-tenant', 'group77');
      expect(tenants.rows).toEqual([
        {
          key: 'northwind-employees',
          label: expect.any(String),
          category: null,
          values: [3, 2500 + 3734 + 1234],
        },
      ]);
      const premium = await report('premium', 'group77');
      expect(valuesOf(premium)).toEqual({ '2019-03': [2500 + 3734], '2019-04': [1234] });
    });

    it('counts an enrollment under the store it was made on, not under a store opened later', async () => {
      const GROUP = 990078;
      const June = { from: '2017-06-01', to: '2017-06-30' };
      const enroll = (id: string) =>
        ctx().db.query(
          `INSERT INTO enrollments (enrollment_id, eprocess, agent_id, group_id, filter_info, created_at, completed_at)
           VALUES ($1, 'rep', 20417, $2, '{}'::jsonb, '2017-06-01T09:00:00Z', '2017-06-02T09:00:00Z')`,
          [id, GROUP],
        );
      await ctx().db.query(
        `INSERT INTO groups (group_id, name, code, agent_id) VALUES ($1, 'Late Store Co', 'RPT-LATE', 20417)`,
        [GROUP],
      );
      await enroll('report-test-store-before-0001');
      const before = (await report('by-tenant', 'platformAdmin', June)).rows;
      expect(before).toHaveLength(1);
      const oldStore = before[0]!.key;
      expect(before[0]!.values[0]).toBe(1);
      // The group gets a store of its own; the enrollment made before it stays where it was made.
      await ctx().db.query(
        `INSERT INTO tenants (slug, name, kind, agent_id, group_id, portal_id, logo, image, display_phone,
                              display_email, tagline, display_about_name, about, config)
         SELECT 'report-test-late-store', 'Late Store', 'group', agent_id, $1, portal_id, logo, image, display_phone,
                display_email, tagline, display_about_name, about, config
           FROM tenants WHERE kind = 'default' LIMIT 1`,
        [GROUP],
      );
      try {
        await enroll('report-test-store-after-0001');
        const after = (await report('by-tenant', 'platformAdmin', June)).rows;
        expect(after.map((r) => [r.key, r.label, r.values[0]]).sort()).toEqual(
          [
            [oldStore, before[0]!.label, 1],
            ['report-test-late-store', 'Late Store', 1],
          ].sort(),
        );
      } finally {
        await ctx().db.query(`DELETE FROM tenants WHERE slug = 'report-test-late-store'`);
      }
    });

    it('follows the cohort of enrollments started in the range through the funnel', async () => {
      const funnel = await report('funnel', 'group77', { from: '2019-03-01', to: '2019-03-31' });
      // Started in March for group 77: 3 completed, 1 checked out, 1 cart, 1 bare start.
      expect(funnel.rows.map((r) => [r.key, r.values[0]])).toEqual([
        ['quotes', 6],
        ['carts', 5],
        ['started', 4],
        ['completed', 3],
      ]);
    });

    it('answers an empty range with empty rows, and refuses a reversed or bad range beside the field', async () => {
      expect((await report('by-plan', 'rep10109', { from: '2018-01-01', to: '2018-01-31' })).rows).toEqual(
        [],
      );
      const reversed = await ask(
        'get-report',
        { report: 'by-month', from: '2019-03-02', to: '2019-03-01' },
        'rep10109',
        'es',
      );
      expect(reversed.status).toBe(400);
      expect(JSON.stringify(reversed.body)).toContain(
        'La fecha de finalización no puede ser anterior a la fecha de inicio.',
      );
      const fake = await ask(
        'get-report',
        { report: 'by-month', from: '2019-02-30', to: '2019-03-01' },
        'rep10109',
      );
      expect(fake.status).toBe(400);
      expect(JSON.stringify(fake.body)).toContain('from');
    });

    it('refuses anonymous callers and members, through the access table', async () => {
      for (const call of ['get-report', 'export-report']) {
        const q = { report: 'by-month', ...RANGE, format: 'csv' };
        expect((await ask(call, q)).status).toBe(401);
        expect((await ask(call, q, 'member5001')).status).toBe(403);
      }
    });

    it('exports CSV with formula-looking names escaped, headings in the asker language', async () => {
      const r = await ask('export-report', { report: 'by-group', ...RANGE, format: 'csv' }, 'rep20417', 'es');
      expect(r.status).toBe(200);
      const file = r.body.data as ReportFile;
      expect(file).toMatchObject({ file_name: 'report-by-group-2019-03-01-2019-04-30.csv' });
      const text = Buffer.from(file.content_base64, 'base64').toString('utf8');
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const lines = text.slice(1).trimEnd().split('\r\n');
      expect(lines[0]).toBe('Id. del grupo,Grupo,Inscripciones completadas,Prima mensual (USD)');
      expect(lines).toContain(`${GROUP_EVIL},'+cmd|calc,1,12.34`);
      expect(lines).toHaveLength(4);
    });

    it('exports XLSX that reads back with the same numbers and the formula plan as text', async () => {
      const r = await ask('export-report', { report: 'by-plan', ...RANGE, format: 'xlsx' }, 'platformAdmin');
      expect(r.status).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Buffer.from((r.body.data as ReportFile).content_base64, 'base64') as never);
      const sheet = book.worksheets[0]!;
      const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
      expect(rows[0]!.slice(1)).toEqual([
        'Category',
        'Plan name',
        'Enrollments in the plan',
        'Monthly premium (USD)',
      ]);
      const evil = rows.find((x) => String(x[2]).includes('HYPERLINK'))!;
      expect(evil.slice(1)).toEqual(['dental', `'=HYPERLINK("http://x","y")`, 3, 37.02]);
      for (let i = 1; i <= sheet.rowCount; i++)
        sheet.getRow(i).eachCell((cell) => expect(cell.formula).toBeUndefined());
    });
  },
  { fresh: true },
);
