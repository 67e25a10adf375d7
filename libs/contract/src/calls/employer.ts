import { z } from 'zod';
import { enrollmentId } from '../primitives';
import {
  codeChoice,
  digitsDoc,
  flag,
  optionalText,
  pastDate,
  phone10,
  REQUIRED,
  requiredText,
  zip5,
} from './wizard-rules';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';
import * as p from './catalogue';
import * as w from './wizard';

/** The codes of the employer selects (spec §3); names come from the get-* list calls. */
export const AVERAGE_WORK_WEEK = ['LT20', '20-29', '30-39', '40+'] as const;
export const COMPENSATION_TYPES = ['G10L20', 'MW', 'GMWL10', 'G20', 'Salary'] as const;
export const EMPLOYMENT_STATUSES = ['A', 'C'] as const;
export const VACATION_POLICIES = ['NONE', '1W', '2W', '3W', '4W+'] as const;
export const BARGAINING_UNITS = ['Y', 'N'] as const;
export const HOLIDAY_FLAGS = [
  'Standard_6',
  'Presendents_Day',
  'Columbus_Day',
  'Religious_Days',
  'Birthday',
  'Floating_Day',
] as const;
export type HolidayFlag = (typeof HOLIDAY_FLAGS)[number];

const holidayFlag = z.union([z.literal(0), z.literal(1)]).optional();
/** The holiday checkbox list as an object of 0/1 flags (absent = 0). */
export const holidayPolicy = z.object(
  Object.fromEntries(HOLIDAY_FLAGS.map((k) => [k, holidayFlag])) as Record<HolidayFlag, typeof holidayFlag>,
);
export type HolidayPolicy = z.infer<typeof holidayPolicy>;

/**
 * Employer Information (spec §2, §3), asked when disability income is in the cart. state is a
 * two-letter code or a state name (the form upper-cases codes, title-cases names); the server
 * stores the code. with_validation 1 checks city and state against the zip.
 */
export const employerInfoShape = {
  name: requiredText(100),
  phone: phone10(),
  address1: requiredText(100),
  address2: optionalText(100),
  city: requiredText(50),
  state: requiredText(30).regex(/^[A-Za-z .]+$/, 'Please enter a state.'),
  zip: zip5(),
  with_validation: flag(),
  average_work_week: codeChoice(AVERAGE_WORK_WEEK, 'Please choose an average work week.'),
  employment_start_date: pastDate('Please enter the date as MM/DD/YYYY.'),
  occupation: requiredText(100),
  compensation_type: codeChoice(COMPENSATION_TYPES, 'Please choose a compensation type.'),
  employment_status: codeChoice(EMPLOYMENT_STATUSES, 'Please choose an employment status.'),
  emp_industry: requiredText(100),
  /** Count yourself as 1. */
  emp_num_employed: z
    .preprocess(
      (v) => (typeof v === 'number' ? String(v) : v),
      z
        .string({ error: REQUIRED })
        .min(1, REQUIRED)
        .regex(/^[1-9]\d{0,6}$/, 'Please enter the number of employees (count yourself as 1).'),
    )
    .meta(digitsDoc(/^[1-9]\d{0,6}$/, 1, 9_999_999)),
  emp_vac_policy: codeChoice(VACATION_POLICIES, 'Please choose a vacation policy.'),
  emp_barg_unit: codeChoice(BARGAINING_UNITS, 'Please choose a bargaining unit.'),
  holiday_policy: holidayPolicy.optional(),
};
export const employerInfoForm = z.object(employerInfoShape);
export type EmployerInfoForm = z.input<typeof employerInfoForm>;
export type EmployerInfo = z.output<typeof employerInfoForm>;

/** POST save-employer-info; errors name employer_info.<field>. */
export const saveEmployerInfoBody = z.object({ enrollment_id: enrollmentId, ...employerInfoShape });
export type SaveEmployerInfoBody = z.input<typeof saveEmployerInfoBody>;

/** The schemas of the employer module's calls (apps/api/src/modules/employer, ADR 0030). */
export const employerCallSchemas = {
  'get-form-fields-employer-info': { query: p.enrollmentQuery, data: w.formFields },
  'get-average-work-week': { data: w.optionList },
  'get-employment-status': { data: w.optionList },
  'get-compensation-types': { data: w.optionList },
  'get-vacation-policy': { query: p.enrollmentQuery, data: w.optionList },
  'get-bargaining-unit': { query: p.enrollmentQuery, data: w.optionList },
  'get-holiday-policy': { query: p.enrollmentQuery, data: w.optionList },
  'save-employer-info': { body: saveEmployerInfoBody, data: w.saveStatus },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
