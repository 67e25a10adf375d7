/**
 * As-you-type MM/DD/YYYY formatting (spec §5): month forced into 1-12, day into 1-31,
 * out-of-range or non-numeric parts become 1, a single digit above the limit's first digit
 * is zero-padded ("5" -> "05/"), slashes follow a complete month and day, at most 10 characters.
 */
function clampPart(part: string, max: number): string {
  if (part.charAt(0) === '0' && part !== '00') return part;
  let num = parseInt(part, 10);
  if (Number.isNaN(num) || num <= 0 || num > max) num = 1;
  const limitFirstDigit = parseInt(String(max).charAt(0), 10);
  return num > limitFirstDigit && String(num).length === 1 ? `0${num}` : String(num);
}

export function formatDob(input: string): string {
  // People type their own slashes: "/" right after an auto-inserted one collapses into it, and a
  // single-digit part they close with "/" ("1/5/") is zero-padded.
  const trimmed = input
    .replace(/[^\d/]/g, '')
    .replace(/\/{2,}/g, '/')
    .replace(/(^|\/)(\d)\//g, '$10$2/');
  // Typed or pasted digits without slashes are read as MMDDYYYY.
  const digits = trimmed.replace(/\D/g, '');
  const parts = trimmed.includes('/')
    ? trimmed.split('/').map((p) => p.replace(/\D/g, ''))
    : [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean);
  if (parts[0]) parts[0] = clampPart(parts[0], 12);
  if (parts[1]) parts[1] = clampPart(parts[1], 31);
  const out = parts.map((p, i) => (p.length === 2 && i < 2 ? `${p}/` : p)).join('');
  return out.slice(0, 10);
}

/** A complete, real calendar date in MM/DD/YYYY that is not in the future. */
export function isValidDob(value: string, today = new Date()): boolean {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!m) return false;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1900;
  return real && date.getTime() <= today.getTime();
}
