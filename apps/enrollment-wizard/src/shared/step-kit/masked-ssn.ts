/** A stored SSN comes back as five stars and the last four digits (DESIGN §5). */
export const isMaskedSsn = (v: string) => /^\*{5}\d{4}$/.test(v);

/**
 * What an SSN input holds after a keystroke: 9 digits at most. Editing a masked number starts a
 * new one (the stored digits are never in the page), so the stars never mix with typed digits.
 */
export function nextSsn(typed: string, previous: string): string {
  if (isMaskedSsn(previous) && typed !== previous) {
    const after = typed.startsWith(previous) ? typed.slice(previous.length) : typed.replace(/\*/g, '');
    return typed.length < previous.length ? '' : after.replace(/\D/g, '').slice(0, 9);
  }
  return typed.replace(/\D/g, '').slice(0, 9);
}
