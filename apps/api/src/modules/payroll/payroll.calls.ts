import { defineCalls } from '../../kernel/calls/call-entry';
import { buildPayrollFileHandler } from './build-payroll-file.handler';
import { getPayTerms } from './get-pay-terms.handler';
import { saveContributionRuleHandler } from './save-contribution-rule.handler';
import { saveDeductionCodeHandler } from './save-deduction-code.handler';
import { savePayScheduleHandler } from './save-pay-schedule.handler';
import { saveTaxTreatmentHandler } from './save-tax-treatment.handler';
import { uploadPayCalendarHandler } from './upload-pay-calendar.handler';

const WHO = "(the group's administrator, the rep whose book holds the group, the platform administrator)";
const UNKNOWN_GROUP = 'An unknown group is 404 "This group was not found." on `group_id`.';

/** The calls of the payroll module: each one's handler, documentation, rules and limits (ADR 0030). */
export const payrollCalls = defineCalls({
  'get-pay-terms': {
    handler: getPayTerms,
    docs: [
      'Payroll',
      `A group's pay schedules per plan year with every pay date, the next six pay dates, every contribution version (category or plan, start day, kind, amounts, author), deduction codes, pre-tax categories, the plans a code may be set for and the latest 50 changes ${WHO}.`,
    ],
    rules: UNKNOWN_GROUP,
    access: ['read-pay-terms'],
  },
  'save-pay-schedule': {
    handler: savePayScheduleHandler,
    docs: [
      'Payroll',
      `Sets a plan year's pay schedule (weekly, biweekly, semi-monthly or monthly from the first pay date) and answers it with its pay dates; the change is recorded in the group's pay-terms history ${WHO}.`,
    ],
    rules:
      `${UNKNOWN_GROUP} The first pay date must fall in the plan year, which runs one year from ` +
      '`plan_year_start` ("The first pay date must fall within the plan year.", 422 on `first_pay_date`).',
    access: ['manage-pay-terms'],
  },
  'save-contribution-rule': {
    handler: saveContributionRuleHandler,
    docs: [
      'Payroll',
      `Saves one version of the employer's monthly share for a plan category or one plan from a day on (none, flat, a percent of the employee-only or of the tier's rate with an optional cap, or per tier); the same scope and day again replaces that version; recorded in the group's pay-terms history ${WHO}.`,
    ],
    rules:
      `${UNKNOWN_GROUP} Each 422 on its field: exactly one of category or plan ("Choose either a plan category or one ` +
      'plan.", on `category`); the plan must exist ("This plan was not found.", on `plan_id`); not before today ' +
      '("A contribution cannot start before today: files already built used the rule in force then.", on ' +
      '`effective_from`); percent kinds need a percent above 0 with two decimals ("Enter a percent above 0 and up ' +
      'to 100, with at most two decimals.", on `percent`) and a cap of at least 1 cent or none ("Enter a monthly ' +
      'cap of at least $0.01, or leave it empty.", on `cap_cents`); flat needs an amount ("Enter a monthly amount ' +
      'of at least $0.01 and at most $10,000.00.", on `monthly_cents`); per tier needs an amount for one tier at ' +
      'least ("Enter an amount for at least one tier.", on `tier_cents.IO`).',
    access: ['manage-pay-terms'],
  },
  'build-payroll-file': {
    handler: buildPayrollFileHandler,
    docs: [
      'Payroll',
      `Builds and logs the payroll deduction file of one pay date (docs/payroll-deduction-file.md): every deduction of the day, or only what is new, changed or stopped since the last file; CSV or XLSX headed in the Accept-Language, or the fixed-width layout, base64 in the envelope ${WHO}.`,
    ],
    rules:
      `${UNKNOWN_GROUP} The plan year needs a schedule ("Set the pay schedule of this plan year before building a ` +
      'payroll file.", 422 on `pay_date`) and the day must be one of its pay dates ("{date} is not a pay date of ' +
      'this group. Choose one of its pay dates.", 422 on `pay_date`).',
    access: ['manage-pay-terms'],
  },
  'save-deduction-code': {
    handler: saveDeductionCodeHandler,
    docs: [
      'Payroll',
      `Sets the payroll deduction code of one plan for one tier or every tier (ALL), in capitals; a null or absent code removes it, and the file falls back to the category's code (DEN-PRE); answers the code the file now writes; recorded in the group's pay-terms history ${WHO}.`,
    ],
    rules: `${UNKNOWN_GROUP} The plan must exist ("This plan was not found.", 422 on \`plan_id\`).`,
    access: ['manage-pay-terms'],
  },
  'save-tax-treatment': {
    handler: saveTaxTreatmentHandler,
    docs: [
      'Payroll',
      `Sets whether a plan category's deductions are taken before tax (Section 125) or after tax; the payroll file and the shop's per-paycheck text follow at once; recorded in the group's pay-terms history ${WHO}.`,
    ],
    rules: UNKNOWN_GROUP,
    access: ['manage-pay-terms'],
  },
  'upload-pay-calendar': {
    handler: uploadPayCalendarHandler,
    docs: [
      'Payroll',
      `Imports a plan year's irregular pay calendar: a CSV (base64) of one pay date per row, read in an upload worker; the plan year's schedule becomes those dates and each paycheck deducts the year's cost over their number; recorded with its dates in the group's pay-terms history ${WHO}.`,
    ],
    rules:
      `${UNKNOWN_GROUP} Each refusal is 422 on \`pay_calendar\`: at most 64 KB ("The pay calendar file is larger than ` +
      '64 KB.") and 400 rows ("The pay calendar has more than 400 rows."), refused before it is parsed; text, not a ' +
      'binary file ("The pay calendar must be a text (CSV) file with one pay date per row."); at least one date ("The ' +
      'pay calendar has no pay dates."); each row a real day, once, inside the plan year (\'Row {row}: "{value}" is ' +
      'not a date (use YYYY-MM-DD or MM/DD/YYYY).\', "Row {row}: {date} is listed twice.", "Row {row}: {date} is ' +
      'outside the plan year."). One file at a time per group ("Another file for this group is still being read. ' +
      'Please wait for it to finish, then try again.", 409), 30 files per person in 10 minutes (429).',
    access: ['manage-pay-terms'],
  },
});
