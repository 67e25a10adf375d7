import { isValidDob, isTierCode } from '@bs/domain';

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
  if (!zip) return 'Please enter your zip code';
  if (!/^\d{5}$/.test(zip)) return 'Zip code must be 5 digits';
  return undefined;
}

/** The checks the browser can make before asking the server (spec §5); the server re-checks all. */
export function validateFilters(v: FilterValues): FilterErrors {
  const errors: FilterErrors = {};
  const zip = validateZip(v.zip);
  if (zip) errors.zip = zip;
  if (v.gender !== '0' && v.gender !== '1') errors.gender = 'Please choose a gender';
  if (!isTierCode(v.tier)) errors.tier = 'Please choose a tier';
  if (!v.dob) errors.dob = 'Please enter your date of birth';
  else if (!isValidDob(v.dob)) errors.dob = 'Please enter a valid date of birth (MM/DD/YYYY)';
  return errors;
}
