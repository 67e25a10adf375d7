import { employerInfoShape, HOLIDAY_FLAGS, type FieldDefinition, type HolidayPolicy } from '@bs/contract';
import type { ZodType } from 'zod';
import { fieldDefinitions, text } from '../enrollment/field-definitions';
import { sectionOf, type WizardContext } from './wizard-context';

export type StoredEmployer = {
  [field: string]: string | number | Record<string, number>;
  holiday_policy: Record<string, number>;
};

export const EMPLOYEE_COUNT_HELP = 'Count yourself as 1.';

/** All six holiday flags, 0 unless checked. */
export const holidayFlags = (h: HolidayPolicy | Record<string, number> | undefined) =>
  Object.fromEntries(HOLIDAY_FLAGS.map((k) => [k, h?.[k] === 1 ? 1 : 0])) as Record<string, number>;

/** Digits only: the group's display phone may be formatted ("(404) 555-0142"); the field takes 10 digits. */
const digits = (phone: string) => phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

/**
 * Employer Information's fields: every one shown when the step is (disability income in the cart).
 * Values: the saved step, else for an invited employee the group's name and phone and the census
 * hire date (issue 32: nobody re-types what their employer already gave the store).
 */
export function employerFields(ctx: WizardContext): FieldDefinition[] {
  const c = ctx.invited;
  const fromGroup: Partial<StoredEmployer> = c
    ? {
        name: c.employer_name,
        phone: digits(c.employer_phone),
        ...(c.hire_date ? { employment_start_date: c.hire_date } : {}),
      }
    : {};
  const s = { ...fromGroup, ...(sectionOf<Partial<StoredEmployer>>(ctx, 'employer_info') ?? {}) };
  const shown = ctx.tabs.employer_info;
  const rules = employerInfoShape as unknown as Record<string, ZodType>;
  return fieldDefinitions([
    ...Object.keys(employerInfoShape)
      .filter((n) => n !== 'holiday_policy')
      .map((name) => ({
        name,
        shown,
        value: name === 'with_validation' ? Number(s[name] ?? 0) : text(s[name]),
        rule: rules[name],
        message: name === 'emp_num_employed' ? EMPLOYEE_COUNT_HELP : '',
      })),
    { name: 'holiday_policy', shown, value: holidayFlags(s.holiday_policy) },
  ]);
}
