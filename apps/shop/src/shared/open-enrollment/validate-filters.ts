import { isValidDob, isTierCode } from '@bs/domain';
import { t } from '../../i18n/messages';

export interface FilterValues {
  zip: string;
  gender: string;
  tier: string;
  dob: string;
}
export type FilterField = keyof FilterValues;
export const FILTER_FIELDS: readonly FilterField[] = ['zip', 'gender', 'tier', 'dob'];
export type FilterErrors = Partial<Record<FilterField, string>>;

export const emptyFilters: FilterValues = { zip: '', gender: '', tier: '', dob: '' };

export function validateZip(zip: string): string | undefined {
  if (!zip) return t('validation.zipRequired');
  if (!/^\d{5}$/.test(zip)) return t('validation.zipFormat');
  return undefined;
}

/** The checks the browser can make before asking the server (spec §5); the server re-checks all. */
export function validateFilters(v: FilterValues): FilterErrors {
  const errors: FilterErrors = {};
  const zip = validateZip(v.zip);
  if (zip) errors.zip = zip;
  if (v.gender !== '0' && v.gender !== '1') errors.gender = t('validation.gender');
  if (!isTierCode(v.tier)) errors.tier = t('validation.tier');
  if (!v.dob) errors.dob = t('validation.dobRequired');
  else if (!isValidDob(v.dob)) errors.dob = t('validation.dobFormat');
  return errors;
}
