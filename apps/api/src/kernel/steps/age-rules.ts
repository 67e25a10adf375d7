import { parseUsDate } from '@bs/contract';

export const AGE_MESSAGES = {
  spouse: 'A spouse must be at least 18 years old.',
  child: 'A child must be under 26 years old.',
} as const;

/** Whole years between a MM/DD/YYYY birthdate and `now`. */
export function ageOn(birthdate: string, now = new Date()): number {
  const b = parseUsDate(birthdate);
  if (!b) return NaN;
  let age = now.getUTCFullYear() - b.getUTCFullYear();
  if (
    now.getUTCMonth() < b.getUTCMonth() ||
    (now.getUTCMonth() === b.getUTCMonth() && now.getUTCDate() < b.getUTCDate())
  )
    age -= 1;
  return age;
}

/**
 * Rule: a spouse is an adult (18+); a child is covered until their 26th birthday (the ACA
 * dependent age limit).
 */
export function ageRefusal(
  relationship: 'spouse' | 'child',
  birthdate: string,
  now = new Date(),
): string | null {
  const age = ageOn(birthdate, now);
  if (relationship === 'spouse' && age < 18) return AGE_MESSAGES.spouse;
  if (relationship === 'child' && age >= 26) return AGE_MESSAGES.child;
  return null;
}
