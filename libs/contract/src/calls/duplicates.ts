import { z } from 'zod';
import { numericId } from '../primitives';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';

/**
 * Possible duplicates (issue 26, ADR 0024): an anonymous completion that looked like an existing
 * member (same SSN, or e-mail with name and birth date) made a new member instead of writing onto
 * them. The rep whose book holds the member, or the group's administrator, reviews each pair side by
 * side and merges it into the existing member or keeps the two separate.
 */

/** One side of a pair, as staff need it to decide: never the SSN, only its last four digits masked. */
export const duplicatePerson = z.object({
  user_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  /** MM/DD/YYYY */
  dob: z.string(),
  email: z.string(),
  /** `*****1234`, or empty when none is on file. */
  ssn_masked: z.string(),
  address: z.string(),
  plans: z.array(z.object({ plan_id: z.number(), name: z.string(), status: z.string() })),
  dependents: z.number(),
});
export type DuplicatePerson = z.infer<typeof duplicatePerson>;

export const possibleDuplicate = z.object({
  duplicate_id: z.number(),
  /** What made the two look alike. */
  matched_by: z.enum(['ssn', 'email']),
  /** ISO time the look-alike completed. */
  created_at: z.string(),
  existing: duplicatePerson,
  duplicate: duplicatePerson,
});
export type PossibleDuplicate = z.infer<typeof possibleDuplicate>;

export const possibleDuplicateList = z.object({ result: z.array(possibleDuplicate) });
export type PossibleDuplicateList = z.infer<typeof possibleDuplicateList>;

export const duplicateIdBody = z.strictObject({ duplicate_id: numericId });
export type DuplicateIdBody = z.input<typeof duplicateIdBody>;

export const duplicateResolved = z.object({
  resolution: z.enum(['merged', 'separate']),
  /** The member that remains for the person (merged), or the existing member (kept separate). */
  user_id: z.number(),
});
export type DuplicateResolved = z.infer<typeof duplicateResolved>;

/** The schemas of the duplicates module's calls (apps/api/src/modules/duplicates, ADR 0030). */
export const duplicatesCallSchemas = {
  'list-possible-duplicates': { data: possibleDuplicateList },
  'merge-possible-duplicate': { body: duplicateIdBody, data: duplicateResolved },
  'keep-possible-duplicate-separate': { body: duplicateIdBody, data: duplicateResolved },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
