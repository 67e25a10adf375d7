import { z } from 'zod';
import { categoryKey, isoDate, numericId } from '../primitives';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';

/**
 * Payroll terms (issue 28, ADR 0033): a group's pay schedule per plan year, the employer's
 * contribution rules in versions, deduction codes, pre-tax categories, and the payroll deduction
 * file built for a pay date. Money is whole cents; a percent is a number with two decimals.
 */

/** YYYY-MM-DD of a real calendar day. */
export const payFrequency = z.enum(['weekly', 'biweekly', 'semimonthly', 'monthly'], {
  error: 'Choose how often the group pays its employees.',
});
export const contributionKind = z.enum(
  ['none', 'flat', 'percent_employee_only', 'percent_tier', 'per_tier'],
  { error: 'Choose how the employer contributes.' },
);
/** Whole cents up to $10,000.00 a month; the server's rules say which kinds need which amounts. */
const monthlyCents = z.number().int().min(0).max(1_000_000);

export const payTermsQuery = z.object({ group_id: numericId });

/** One plan year's schedule with every pay date it makes. */
export const paySchedule = z.object({
  plan_year_start: z.string(),
  frequency: z.enum(['weekly', 'biweekly', 'semimonthly', 'monthly', 'calendar']),
  /** Null for an imported calendar. */
  first_pay_date: z.string().nullable(),
  pay_dates: z.array(z.string()),
});
export type PayScheduleView = z.infer<typeof paySchedule>;

export const contributionVersion = z.object({
  rule_id: z.number().int(),
  category: z.string().nullable(),
  plan_id: z.number().int().nullable(),
  effective_from: z.string(),
  kind: contributionKind,
  /** Percent kinds: 50 = 50%. */
  percent: z.number().nullable(),
  cap_cents: z.number().int().nullable(),
  monthly_cents: z.number().int().nullable(),
  tier_cents: z.record(z.string(), z.number().int()).nullable(),
  /** A plan's rule: the plan's name and category, so the page names it and edits it in place. */
  plan_name: z.string().optional(),
  plan_category: z.string().optional(),
  created_by: z.string(),
  created_at: z.string(),
});
export type ContributionVersion = z.infer<typeof contributionVersion>;

/** One change to the terms: who, when, which piece and its value before and after. */
export const payTermChange = z.object({
  change_id: z.number().int(),
  at: z.string(),
  who: z.string(),
  piece: z.enum(['schedule', 'contribution', 'deduction_code', 'tax_treatment']),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()),
});

export const payTerms = z.object({
  group_id: z.number().int(),
  schedules: z.array(paySchedule),
  /** The next pay dates from today (at most 6), across plan years. */
  next_pay_dates: z.array(z.string()),
  contribution_rules: z.array(contributionVersion),
  deduction_codes: z.array(z.object({ plan_id: z.number().int(), tier: z.string(), code: z.string() })),
  pre_tax_categories: z.array(z.string()),
  /** The plans a code may be set for: offered in the group's store, held by its members, or coded. */
  plans: z.array(z.object({ plan_id: z.number().int(), name: z.string(), category: z.string() })),
  /** The latest changes first (at most 50). */
  history: z.array(payTermChange),
});
export type PayTerms = z.infer<typeof payTerms>;

export const savePayScheduleBody = z.object({
  group_id: numericId,
  plan_year_start: isoDate,
  frequency: payFrequency,
  first_pay_date: isoDate,
});
export type SavePayScheduleBody = z.input<typeof savePayScheduleBody>;

/** A contribution version: either a category or one plan; the kind says which amounts it needs. */
export const saveContributionRuleBody = z.object({
  group_id: numericId,
  category: categoryKey.nullable().optional(),
  plan_id: numericId.nullable().optional(),
  effective_from: isoDate,
  kind: contributionKind,
  /** percent kinds: above 0 and up to 100, two decimals */
  percent: z.number().min(0).max(100).nullable().optional(),
  /** percent kinds: an optional monthly cap */
  cap_cents: monthlyCents.nullable().optional(),
  /** flat */
  monthly_cents: monthlyCents.nullable().optional(),
  /** per_tier: cents per tier; a tier left out gets nothing */
  tier_cents: z
    .object({
      IO: monthlyCents.nullable().optional(),
      IS: monthlyCents.nullable().optional(),
      IC: monthlyCents.nullable().optional(),
      IF: monthlyCents.nullable().optional(),
    })
    .nullable()
    .optional(),
});
export type SaveContributionRuleBody = z.input<typeof saveContributionRuleBody>;

/**
 * The settings page's contribution form (react-hook-form resolves with it): the call's body, and
 * a rule for "one plan" names its plan (the server refuses a rule of no scope too).
 */
export const contributionRuleForm = saveContributionRuleBody.superRefine((b, ctx) => {
  if (b.category == null && b.plan_id == null)
    ctx.addIssue({
      code: 'custom',
      path: ['plan_id'],
      message: 'Choose either a plan category or one plan.',
    });
});

export const buildPayrollFileBody = z.object({
  group_id: numericId,
  pay_date: isoDate,
  mode: z.enum(['full', 'changes'], { error: 'Please choose a file mode.' }),
  format: z.enum(['csv', 'xlsx', 'fixed'], { error: 'Please choose a file format.' }),
});
export type BuildPayrollFileBody = z.input<typeof buildPayrollFileBody>;

/** The file, base64 in the envelope as export-report's, with what it holds. */
export const payrollFile = z.object({
  file_id: z.number().int(),
  file_name: z.string(),
  media_type: z.string(),
  content_base64: z.string(),
  counts: z.object({
    lines: z.number().int(),
    new: z.number().int(),
    changed: z.number().int(),
    stopped: z.number().int(),
    employee_cents: z.number().int(),
    employer_cents: z.number().int(),
  }),
});
export type PayrollFile = z.infer<typeof payrollFile>;

/** 1 to 12 letters, digits or dashes, from a letter or digit; the server stores it in capitals. */
export const deductionCodeText = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,11}$/, 'Enter a code of 1 to 12 letters, digits or dashes.');

/**
 * A plan's code for one tier or every tier (ALL); null or absent removes it (the file falls back
 * to DEN-PRE). Absent too, since the browser's client drops empty values from a body.
 */
export const saveDeductionCodeBody = z.object({
  group_id: numericId,
  plan_id: numericId,
  tier: z.enum(['ALL', 'IO', 'IS', 'IC', 'IF'], { error: 'Please choose a tier' }),
  code: deductionCodeText.nullable().optional(),
});
export type SaveDeductionCodeBody = z.input<typeof saveDeductionCodeBody>;

/** The saved code (null: removed) and the code the payroll file now writes for that plan and tier. */
export const deductionCodeView = z.object({
  plan_id: z.number().int(),
  tier: z.string(),
  code: z.string().nullable(),
  file_code: z.string(),
});
export type DeductionCodeView = z.infer<typeof deductionCodeView>;

/** Section 125: a plan category's deductions before tax (true) or after tax (false). */
export const saveTaxTreatmentBody = z.object({
  group_id: numericId,
  category: categoryKey,
  pre_tax: z.boolean({ error: 'Choose before tax or after tax.' }),
});
export type SaveTaxTreatmentBody = z.input<typeof saveTaxTreatmentBody>;
export const taxTreatment = z.object({ category: z.string(), pre_tax: z.boolean() });

/**
 * Base64 of a 64 KB file (the reader's limit, apps/api kernel/pay/pay-calendar-csv.ts): longer
 * text is refused by the schema, beside the field, before the server decodes anything.
 */
export const PAY_CALENDAR_MAX_BASE64 = 4 * Math.ceil((64 * 1024) / 3);

/** An irregular pay calendar (CSV, one pay date a row) for one plan year, base64. */
export const uploadPayCalendarBody = z.object({
  group_id: numericId,
  plan_year_start: isoDate,
  file_name: z.string().min(1, 'Please choose a file').max(255),
  pay_calendar: z
    .string()
    .min(1, 'Please choose a file')
    .max(PAY_CALENDAR_MAX_BASE64, 'The pay calendar file is larger than 64 KB.'),
});
export type UploadPayCalendarBody = z.input<typeof uploadPayCalendarBody>;

/** The schemas of the payroll module's calls (apps/api/src/modules/payroll, ADR 0030). */
export const payrollCallSchemas = {
  'get-pay-terms': { query: payTermsQuery, data: payTerms },
  'save-pay-schedule': { body: savePayScheduleBody, data: paySchedule },
  'save-contribution-rule': { body: saveContributionRuleBody, data: contributionVersion },
  'build-payroll-file': { body: buildPayrollFileBody, data: payrollFile },
  'save-deduction-code': { body: saveDeductionCodeBody, data: deductionCodeView },
  'save-tax-treatment': { body: saveTaxTreatmentBody, data: taxTreatment },
  'upload-pay-calendar': { body: uploadPayCalendarBody, data: paySchedule },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
