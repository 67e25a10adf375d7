import { HOLIDAY_FLAGS } from '@bs/contract';
import type { FieldDefs } from '../../shared/step-kit/field-defs';
import { prune } from '../../shared/step-kit/prune';

export interface EmployerValues {
  [key: string]: unknown;
  name: string;
  phone: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  with_validation: number;
  average_work_week: string;
  employment_start_date: string;
  occupation: string;
  compensation_type: string;
  employment_status: string;
  emp_industry: string;
  emp_num_employed: string;
  emp_vac_policy: string;
  emp_barg_unit: string;
  holiday_policy: Record<string, number>;
}

export const EMPTY_EMPLOYER: EmployerValues = {
  name: '',
  phone: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  with_validation: 0,
  average_work_week: '',
  employment_start_date: '',
  occupation: '',
  compensation_type: '',
  employment_status: '',
  emp_industry: '',
  emp_num_employed: '',
  emp_vac_policy: '',
  emp_barg_unit: '',
  holiday_policy: Object.fromEntries(HOLIDAY_FLAGS.map((k) => [k, 0])),
};

/**
 * Spec §5: the employer's state, typed, is upper-cased up to 2 characters (NY) and title-cased
 * when longer (New York).
 */
export function formatState(typed: string): string {
  if (typed.length <= 2) return typed.toUpperCase();
  return typed
    .toLowerCase()
    .replace(/(^|[\s.-])(\p{L})/gu, (_m, sep: string, c: string) => sep + c.toUpperCase());
}

/** save-employer-info: shown fields, USPS checkbox as 1 or 0, the holiday list as 0/1 flags. */
export function employerPayload(values: EmployerValues, defs: FieldDefs) {
  const shown = defs.pick(values);
  const flags = Object.fromEntries(HOLIDAY_FLAGS.map((k) => [k, values.holiday_policy[k] === 1 ? 1 : 0]));
  return {
    ...prune(shown),
    with_validation: values.with_validation === 1 ? 1 : 0,
    ...(defs.shown('holiday_policy') ? { holiday_policy: flags } : {}),
  };
}
