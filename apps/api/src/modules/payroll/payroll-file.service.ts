import type { Language } from '@bs/domain';
import type { Db } from '../../db';
import { invalid } from '../../http/errors';
import { fill } from '../../i18n/translate';
import { payDatesInPlanYear } from '../../kernel/pay/pay-frequency';
import { payTermsOf } from '../../kernel/pay/pay-terms.repository';
import { payrollCsv, payrollFixedWidth, payrollXlsx } from './payroll-formats';
import { payrollLines, type PayrollLine } from './payroll-lines';
import { PAYROLL_MESSAGES as M } from './payroll-messages';
import { optionRatesOf } from '../../kernel/pay/coverage-prices';
import { lastFileLines, payrollCoveragesOf, recordFile } from './payroll.repository';

export type PayrollFileMode = 'full' | 'changes';
export type BuiltPayrollFile = {
  fileId: number;
  groupId: number;
  groupCode: string;
  payDate: string;
  mode: PayrollFileMode;
  lines: PayrollLine[];
  counts: {
    lines: number;
    new: number;
    changed: number;
    stopped: number;
    employeeCents: number;
    employerCents: number;
  };
};

/**
 * Builds and logs a group's payroll deduction file for one of its pay dates (ADR 0033). A full
 * file lists every deduction of the pay date plus what stopped since the last file; a changes
 * file only the new, changed and stopped lines. Either way the log keeps the whole state, so the
 * next file compares against everything this one saw. One transaction: two administrators
 * building at once each compare against a complete file, never half of one.
 */
export async function buildPayrollFile(
  db: Db,
  req: { groupId: number; payDate: string; mode: PayrollFileMode; by: string },
): Promise<BuiltPayrollFile> {
  return db.transaction(async (tx) => {
    // Serialises builds per group, so "the last file" is well defined.
    await tx.query('SELECT pg_advisory_xact_lock(7340028, $1)', [req.groupId]);
    const terms = await payTermsOf(tx, req.groupId);
    const schedule = terms.schedules.filter((s) => s.planYearStart <= req.payDate).at(-1);
    if (!schedule) throw invalid('pay_date', M.noSchedule);
    if (!payDatesInPlanYear(schedule).includes(req.payDate))
      throw invalid('pay_date', fill(M.notPayDate, { date: req.payDate }));
    const rows = await payrollCoveragesOf(tx, req.groupId);
    const ppids = [...new Set(rows.map((r) => r.ppid).filter((p): p is number => p != null))];
    const options = new Map((await optionRatesOf(tx, ppids)).map((o) => [o.ppid, o]));
    const previous = await lastFileLines(tx, req.groupId);
    const { lines: all, state } = payrollLines(rows, options, terms, schedule, req.payDate, previous);
    const lines = req.mode === 'changes' ? all.filter((l) => l.change !== '') : all;
    const counts = {
      lines: lines.length,
      new: lines.filter((l) => l.change === 'new').length,
      changed: lines.filter((l) => l.change === 'changed').length,
      stopped: lines.filter((l) => l.change === 'stopped').length,
      employeeCents: lines.reduce((s, l) => s + l.employeeCents, 0),
      employerCents: lines.reduce((s, l) => s + l.employerCents, 0),
    };
    const fileId = await recordFile(tx, { ...req, lines: state, counts });
    const [g] = await tx.query<{ code: string }>('SELECT code FROM groups WHERE group_id = $1', [
      req.groupId,
    ]);
    return {
      fileId,
      groupId: req.groupId,
      groupCode: g?.code ?? '',
      payDate: req.payDate,
      mode: req.mode,
      lines,
      counts,
    };
  });
}

export type PayrollFormat = 'csv' | 'xlsx' | 'fixed';

/**
 * The built file in the format asked for, with its download name and media type. CSV and Excel
 * are headed in `lang`; the codes in the cells (PRE, NEW) and the fixed-width layout never change.
 */
export async function renderPayrollFile(f: BuiltPayrollFile, format: PayrollFormat, lang: Language) {
  const name = `payroll-${f.groupCode}-${f.payDate}-${f.fileId}`;
  if (format === 'xlsx')
    return {
      name: `${name}.xlsx`,
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      body: await payrollXlsx(f.lines, lang),
    };
  if (format === 'fixed')
    return {
      name: `${name}.txt`,
      type: 'text/plain; charset=us-ascii',
      body: Buffer.from(payrollFixedWidth(f.lines, f), 'ascii'),
    };
  return {
    name: `${name}.csv`,
    type: 'text/csv; charset=utf-8',
    body: Buffer.from(payrollCsv(f.lines, lang), 'utf8'),
  };
}
