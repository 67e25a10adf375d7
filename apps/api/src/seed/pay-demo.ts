import type { Queryable } from '../db/types';
import { addDays } from '../kernel/pay/iso-day';

/**
 * The demo world's payroll terms (issue 28, ADR 0033), so a newcomer sees per-paycheck prices at
 * once: Northwind Traders (77) is paid biweekly and pays 50% of the employee-only dental rate up
 * to $20.00 a month, and a flat $15.00 towards SmileWise Dental Essentials (1014), a plan's own
 * rule; Lakeside Manufacturing (4100) is paid weekly and pays a flat $10.00 a month
 * towards vision; every other group contributes nothing. Dental and vision are pre-tax (Section
 * 125) in both, under the codes DEN-PRE and VIS-PRE. Plan years are calendar years: this one and
 * the next are seeded, so the demo never runs out of pay dates. Only inserted where missing, so a
 * schedule or rule an administrator changed is kept.
 */
const NORTHWIND = 77;
const LAKESIDE = 4100;
const DENTAL = [1001, 1014];
const VISION = [1002, 1015];

/** The first Friday of a year: the demo groups' first payday. */
function firstFriday(year: number): string {
  const jan1 = new Date(Date.UTC(year, 0, 1)).getUTCDay();
  return addDays(`${year}-01-01`, (5 - jan1 + 7) % 7);
}

export async function seedPayDemo(tx: Queryable, now = new Date()): Promise<void> {
  const year = now.getUTCFullYear();
  for (const y of [year, year + 1]) {
    for (const [group, frequency] of [
      [NORTHWIND, 'biweekly'],
      [LAKESIDE, 'weekly'],
    ] as const)
      await tx.query(
        `INSERT INTO pay_schedules (group_id, plan_year_start, frequency, first_pay_date, updated_by)
         VALUES ($1, $2, $3, $4, 'seed') ON CONFLICT DO NOTHING`,
        [group, `${y}-01-01`, frequency, firstFriday(y)],
      );
  }
  const from = `${year}-01-01`;
  await tx.query(
    `INSERT INTO contribution_rules (group_id, category, effective_from, kind, percent_bp, cap_cents, created_by)
     VALUES ($1, 'dental', $2, 'percent_employee_only', 5000, 2000, 'seed') ON CONFLICT DO NOTHING`,
    [NORTHWIND, from],
  );
  await tx.query(
    `INSERT INTO contribution_rules (group_id, category, effective_from, kind, monthly_cents, created_by)
     VALUES ($1, 'vision', $2, 'flat', 1000, 'seed') ON CONFLICT DO NOTHING`,
    [LAKESIDE, from],
  );
  // One plan's own rule, which wins over its category's: Northwind pays a flat $15.00 a month
  // towards SmileWise Dental Essentials, so the settings page lists a plan rule and its store
  // shows the difference beside BrightSmile's 50%.
  await tx.query(
    `INSERT INTO contribution_rules (group_id, plan_id, effective_from, kind, monthly_cents, created_by)
     VALUES ($1, $2, $3, 'flat', 1500, 'seed') ON CONFLICT DO NOTHING`,
    [NORTHWIND, DENTAL[1], from],
  );
  for (const group of [NORTHWIND, LAKESIDE]) {
    for (const category of ['dental', 'vision'])
      await tx.query(
        `INSERT INTO tax_treatments (group_id, category, pre_tax, updated_by) VALUES ($1, $2, true, 'seed') ON CONFLICT DO NOTHING`,
        [group, category],
      );
    for (const [plans, code] of [
      [DENTAL, 'DEN-PRE'],
      [VISION, 'VIS-PRE'],
    ] as const)
      for (const plan of plans)
        await tx.query(
          `INSERT INTO deduction_codes (group_id, plan_id, tier, code, updated_by) VALUES ($1, $2, 'ALL', $3, 'seed') ON CONFLICT DO NOTHING`,
          [group, plan, code],
        );
  }
}
