import type { FieldDefs } from '../../shared/step-kit/field-defs';
import { prune } from '../../shared/step-kit/prune';

export interface PersonalValues {
  [key: string]: unknown;
  first_name: string;
  last_name: string;
  birthdate: string;
  gender: number | '';
  weight: string;
  height_feet: string;
  height_inch: string;
  marital_status: number | '';
  ssn: string;
  prior_coverage_flag: number | '';
  prior_carrier_name: string;
  prior_effective_date: string;
  prior_term_date: string;
}

export const EMPTY_PERSONAL: PersonalValues = {
  first_name: '',
  last_name: '',
  birthdate: '',
  gender: '',
  weight: '',
  height_feet: '',
  height_inch: '',
  marital_status: '',
  ssn: '',
  prior_coverage_flag: '',
  prior_carrier_name: '',
  prior_effective_date: '',
  prior_term_date: '',
};

const PRIOR = ['prior_carrier_name', 'prior_effective_date', 'prior_term_date'] as const;

/**
 * What save-personal-info gets: the shown fields the person may change (DOB and gender stay the
 * quote's), empty ones dropped, and the carrier details only with prior coverage.
 */
export function personalPayload(values: PersonalValues, defs: FieldDefs) {
  const shown = defs.pick(values);
  for (const key of ['birthdate', 'gender'] as const) if (defs.readOnly(key)) delete shown[key];
  if (Number(values.prior_coverage_flag) !== 1) for (const key of PRIOR) delete shown[key];
  return prune(shown);
}
