import { invalid } from '../../http/errors';

/**
 * The contract checks the MM/DD/YYYY shape; this checks it is a real calendar day, not in the
 * future and not more than 120 years ago.
 */
export function checkDob(dob: string, now = new Date()): void {
  const [m, d, y] = dob.split('/').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  if (!real) throw invalid('dob', 'Please enter a valid date of birth.');
  if (date.getTime() > now.getTime()) throw invalid('dob', 'Date of birth cannot be in the future.');
  if (now.getUTCFullYear() - y > 120) throw invalid('dob', 'Please enter a valid date of birth.');
}
