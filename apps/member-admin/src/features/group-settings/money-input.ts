/** What a money or percent box keeps of what is typed: digits and one dot with at most two decimals. */
export function twoDecimals(typed: string): string {
  const cleaned = typed.replace(/[^\d.]/g, '');
  const [whole, ...rest] = cleaned.split('.');
  return rest.length ? `${whole}.${rest.join('').slice(0, 2)}` : whole;
}

/** "12.5" dollars as 1250 cents; an empty box as null (the server's rules say when it is needed). */
export function centsOf(dollars: string): number | null {
  const s = dollars.trim();
  if (!s || s === '.') return null;
  return Math.round(Number(s) * 100);
}

export const dollarsOf = (cents: number | null | undefined): string =>
  cents == null ? '' : (cents / 100).toFixed(2);

export function percentOf(text: string): number | null {
  const s = text.trim();
  return !s || s === '.' ? null : Number(s);
}
