// The payroll terms' storage and the payroll deduction file on a migrated, seeded database, on
// both drivers (issue 28, ADR 0033). The calls that reach these come in the next phase.
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import type { Db } from '../src/db';
import type { ApiError } from '../src/http/errors';
import { contributionOn } from '../src/kernel/pay/contribution-rule';
import {
  contributionRulesOf,
  payTermsOf,
  saveContributionRule,
  saveDeductionCode,
  saveSchedule,
  scheduleOn,
} from '../src/kernel/pay/pay-terms.repository';
import { FIXED_RECORD_LENGTH } from '../src/modules/payroll/payroll-formats';
import { buildPayrollFile, renderPayrollFile } from '../src/modules/payroll/payroll-file.service';
import { payrollFilesOf } from '../src/modules/payroll/payroll.repository';
import { describeEachDriver } from './harness';
import { enrollAnaInDental } from './payroll-fixture';

const YEAR = '2030-01-01';
const PLAN = 99_001;
const USER = 990_001;

/** Ana Peña of Northwind (77) in the $40.00/month dental plan (and her cart) from `effective`. */
const enrollAna = (db: Db, effective: string) =>
  enrollAnaInDental(db, {
    plan: PLAN,
    user: USER,
    employeeId: 'NW-0042',
    email: 'ana.pena@northwind.example',
    enrollmentId: 'pay-test-ana',
    policyId: 'POL-ANA',
    effective,
    inCart: true,
  });

const ana = (f: { lines: { employeeId: string }[] }) => f.lines.find((l) => l.employeeId === 'NW-0042');

describeEachDriver(
  'payroll terms and the payroll deduction file',
  (ctx) => {
    it('seeds Northwind biweekly with 50% of employee-only dental up to $20.00, Lakeside weekly with $10.00 vision', async () => {
      const { db } = ctx();
      const year = new Date().getUTCFullYear();
      const nw = await payTermsOf(db, 77);
      expect(nw.schedules[0]).toMatchObject({
        kind: 'frequency',
        frequency: 'biweekly',
        planYearStart: `${year}-01-01`,
      });
      expect(contributionOn(nw.rules, 77, 1001, 'dental', `${year}-06-01`)).toEqual({
        kind: 'percent_employee_only',
        percentBp: 5000,
        capCents: 2000,
      });
      // SmileWise Dental Essentials' own rule wins over the dental category's.
      expect(contributionOn(nw.rules, 77, 1014, 'dental', `${year}-06-01`)).toEqual({
        kind: 'flat',
        monthlyCents: 1500,
      });
      expect(contributionOn(nw.rules, 77, 1002, 'vision', `${year}-06-01`)).toEqual({ kind: 'none' });
      expect(nw.codes).toContainEqual({ planId: 1001, tier: 'ALL', code: 'DEN-PRE' });
      expect([...nw.preTax]).toEqual(['dental', 'vision']);
      const lk = await payTermsOf(db, 4100);
      expect(lk.schedules[0]).toMatchObject({ frequency: 'weekly' });
      expect(contributionOn(lk.rules, 4100, 1002, 'vision', `${year}-06-01`)).toEqual({
        kind: 'flat',
        monthlyCents: 1000,
      });
      expect((await payTermsOf(db, 1929)).rules).toEqual([]);
    });

    it('keeps contribution versions with their author, and the rule in force on a day', async () => {
      const { db } = ctx();
      const scope = { groupId: 3050, category: 'accident', planId: null };
      await saveContributionRule(
        db,
        { ...scope, effectiveFrom: '2030-01-01', contribution: { kind: 'flat', monthlyCents: 500 } },
        'ada@harbor',
      );
      await saveContributionRule(
        db,
        {
          ...scope,
          effectiveFrom: '2030-04-01',
          contribution: { kind: 'per_tier', tierCents: { IO: 700, IF: 1500 } },
        },
        'ben@harbor',
      );
      // The same day again replaces that version.
      await saveContributionRule(
        db,
        {
          ...scope,
          effectiveFrom: '2030-04-01',
          contribution: { kind: 'percent_tier', percentBp: 2500, capCents: null },
        },
        'cy@harbor',
      );
      const rules = await contributionRulesOf(db, 3050);
      expect(rules.map((r) => [r.effectiveFrom, r.contribution.kind, r.createdBy])).toEqual([
        ['2030-01-01', 'flat', 'ada@harbor'],
        ['2030-04-01', 'percent_tier', 'cy@harbor'],
      ]);
      expect(contributionOn(rules, 3050, 1, 'accident', '2030-03-31')).toEqual({
        kind: 'flat',
        monthlyCents: 500,
      });
      expect(contributionOn(rules, 3050, 1, 'accident', '2030-04-01')).toEqual({
        kind: 'percent_tier',
        percentBp: 2500,
        capCents: null,
      });
    });

    it('stores a pay calendar and refuses what the schema forbids', async () => {
      const { db } = ctx();
      await saveSchedule(
        db,
        3050,
        { kind: 'calendar', planYearStart: YEAR, payDates: ['2030-03-08', '2030-01-11'] },
        'ada@harbor',
      );
      expect(await scheduleOn(db, 3050, '2030-05-05')).toEqual({
        kind: 'calendar',
        planYearStart: YEAR,
        payDates: ['2030-01-11', '2030-03-08'],
      });
      expect(await scheduleOn(db, 3050, '2031-01-01')).toBeUndefined();
      await expect(
        saveDeductionCode(db, 3050, { planId: 1001, tier: 'ALL', code: 'den pre' }, 'x'),
      ).rejects.toThrow();
      await expect(
        db.query(
          `INSERT INTO contribution_rules (group_id, category, plan_id, effective_from, kind, created_by)
           VALUES (3050, 'dental', 1001, '2030-01-01', 'none', 'x')`,
        ),
      ).rejects.toThrow();
    });

    it('builds the file for a pay date: $40 dental with 50% of employee-only up to $20 is 9.23 biweekly, 10.00 semi-monthly, then stopped', async () => {
      const { db } = ctx();
      await saveSchedule(
        db,
        77,
        { kind: 'frequency', frequency: 'biweekly', firstPayDate: '2030-01-04', planYearStart: YEAR },
        'admin@northwind',
      );
      await enrollAna(db, YEAR);

      const first = await buildPayrollFile(db, {
        groupId: 77,
        payDate: '2030-01-18',
        mode: 'full',
        by: 'admin@northwind',
      });
      expect(ana(first)).toEqual({
        key: `${USER}:${PLAN}`,
        employeeId: 'NW-0042',
        lastName: 'Peña',
        firstName: 'Ana',
        code: 'DEN-PRE',
        tax: 'PRE',
        employeeCents: 923,
        employerCents: 923,
        start: YEAR,
        stop: null,
        change: 'new',
      });
      expect(first.lines.every((l) => l.change === 'new')).toBe(true);

      // Nothing changed: a changes file leaves Ana out; a full file lists her unchanged.
      const same = await buildPayrollFile(db, {
        groupId: 77,
        payDate: '2030-02-01',
        mode: 'changes',
        by: 'admin@northwind',
      });
      expect(ana(same)).toBeUndefined();
      expect(same.counts).toMatchObject({ lines: 0, new: 0, changed: 0, stopped: 0 });
      const full = await buildPayrollFile(db, {
        groupId: 77,
        payDate: '2030-02-01',
        mode: 'full',
        by: 'admin@northwind',
      });
      expect(ana(full)).toMatchObject({ employeeCents: 923, change: '' });

      // The last paycheck of the plan year takes the remainder.
      const last = await buildPayrollFile(db, {
        groupId: 77,
        payDate: '2030-12-20',
        mode: 'changes',
        by: 'admin@northwind',
      });
      expect(ana(last)).toMatchObject({ employeeCents: 925, employerCents: 925, change: 'changed' });

      await saveSchedule(
        db,
        77,
        { kind: 'frequency', frequency: 'semimonthly', firstPayDate: '2030-01-15', planYearStart: YEAR },
        'admin@northwind',
      );
      const semi = await buildPayrollFile(db, {
        groupId: 77,
        payDate: '2030-01-31',
        mode: 'changes',
        by: 'admin@northwind',
      });
      expect(ana(semi)).toMatchObject({ employeeCents: 1000, employerCents: 1000, change: 'changed' });

      await db.query(
        `UPDATE member_plans SET status = 'TERMED', terminated_on = '2030-02-10', terminated_at = now() WHERE user_id = $1`,
        [USER],
      );
      const stopped = await buildPayrollFile(db, {
        groupId: 77,
        payDate: '2030-02-15',
        mode: 'changes',
        by: 'admin@northwind',
      });
      expect(ana(stopped)).toMatchObject({
        employeeCents: 0,
        employerCents: 0,
        stop: '2030-02-10',
        change: 'stopped',
      });
      const after = await buildPayrollFile(db, {
        groupId: 77,
        payDate: '2030-02-28',
        mode: 'full',
        by: 'admin@northwind',
      });
      expect(ana(after)).toBeUndefined();

      const log = await payrollFilesOf(db, 77);
      expect(log.map((f) => [f.payDate, f.mode])).toEqual([
        ['2030-02-28', 'full'],
        ['2030-02-15', 'changes'],
        ['2030-01-31', 'changes'],
        ['2030-12-20', 'changes'],
        ['2030-02-01', 'full'],
        ['2030-02-01', 'changes'],
        ['2030-01-18', 'full'],
      ]);
      expect(log[1]!.counts).toMatchObject({ stopped: 1 });
    });

    it('writes the file as CSV, Excel and fixed width', async () => {
      const { db } = ctx();
      await saveSchedule(
        db,
        77,
        { kind: 'frequency', frequency: 'biweekly', firstPayDate: '2030-01-04', planYearStart: YEAR },
        'admin@northwind',
      );
      await db.query(
        `UPDATE member_plans SET status = 'ACTIVE', terminated_on = NULL, terminated_at = NULL WHERE user_id = $1`,
        [USER],
      );
      const f = await buildPayrollFile(db, {
        groupId: 77,
        payDate: '2030-03-01',
        mode: 'full',
        by: 'admin@northwind',
      });

      const csv = (await renderPayrollFile(f, 'csv', 'en')).body.toString('utf8');
      expect(csv.split('\r\n')[0]).toBe(
        '\uFEFFEmployee ID,Last name,First name,Deduction code,Tax,Employee amount,Employer amount,Start date,Stop date,Change',
      );
      expect(csv).toContain('\r\nNW-0042,Peña,Ana,DEN-PRE,PRE,9.23,9.23,2030-01-01,,NEW\r\n');

      const es = (await renderPayrollFile(f, 'csv', 'es')).body.toString('utf8');
      expect(es.split('\r\n')[0]).toBe(
        '\uFEFFID de empleado,Apellido,Nombre,Código de deducción,Tratamiento fiscal,Importe del empleado,Importe del empleador,Fecha de inicio,Fecha de fin,Cambio',
      );
      expect(es).toContain('\r\nNW-0042,Peña,Ana,DEN-PRE,PRE,9.23,9.23,2030-01-01,,NEW\r\n');

      const xlsx = await renderPayrollFile(f, 'xlsx', 'en');
      expect(xlsx.name).toBe(`payroll-NWT077-2030-03-01-${f.fileId}.xlsx`);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx.body as unknown as ArrayBuffer);
      const rows = book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
      const row = rows.find((r) => r[1] === 'NW-0042')!;
      expect(row.slice(1)).toEqual([
        'NW-0042',
        'Peña',
        'Ana',
        'DEN-PRE',
        'PRE',
        9.23,
        9.23,
        '2030-01-01',
        // No stop date: an empty cell (the streamed writer writes no cell for empty text).
        undefined,
        'NEW',
      ]);

      const fixed = (await renderPayrollFile(f, 'fixed', 'en')).body.toString('ascii');
      const records = fixed.split('\r\n').slice(0, -1);
      expect(records.every((r) => r.length === FIXED_RECORD_LENGTH)).toBe(true);
      expect(records[0]).toMatch(/^HNWT077 {14}20300301\d{10}F/);
      const d = records.find((r) => r.startsWith('DNW-0042'))!;
      expect(d).toBe(
        `D${'NW-0042'.padEnd(20)}${'PENA'.padEnd(25)}${'ANA'.padEnd(20)}${'DEN-PRE'.padEnd(12)}PRE 000000009230000000092320300101        N`,
      );
      const t = records.at(-1)!;
      expect(t.slice(0, 11)).toBe(`T${String(f.lines.length).padStart(10, '0')}`);
      expect(Number(t.slice(11, 24))).toBe(f.counts.employeeCents);
    });

    it('refuses a day that is not a pay date, and a group without a schedule', async () => {
      const { db } = ctx();
      const refusal = (groupId: number, payDate: string) =>
        buildPayrollFile(db, { groupId, payDate, mode: 'full', by: 'x' }).then(
          () => undefined,
          (e: ApiError) => [e.statusCode, e.fields],
        );
      expect(await refusal(77, '2030-03-02')).toEqual([
        422,
        [
          {
            target_element: 'pay_date',
            error_message: '2030-03-02 is not a pay date of this group. Choose one of its pay dates.',
          },
        ],
      ]);
      expect(await refusal(1929, '2030-03-01')).toEqual([
        422,
        [
          {
            target_element: 'pay_date',
            error_message: 'Set the pay schedule of this plan year before building a payroll file.',
          },
        ],
      ]);
    });
  },
  { fresh: true },
);
