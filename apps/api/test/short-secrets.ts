/**
 * Where a short secret (a card's three-digit security code) shows as a value of its own in what a
 * test read back. A plain `not.toContain('737')` fails at random: the code also occurs inside
 * random policy ids, hashes, sealed base64, timestamps' milliseconds and row ids. So only a string
 * in which the code stands alone (not inside a longer run of letters, digits or base64) counts;
 * numbers are ids and amounts, never the code the applicant typed (it is kept as text).
 */
export function shortSecretIn(value: unknown, secret: string): string[] {
  const alone = new RegExp(`(?<![A-Za-z0-9+/])${secret}(?![A-Za-z0-9+/])`);
  const found: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      if (alone.test(v)) found.push(v);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(value);
  return found;
}
