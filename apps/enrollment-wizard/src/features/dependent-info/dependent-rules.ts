import { MAX_DEPENDENTS } from '@bs/contract';
import { isChildTier } from '@bs/domain';

export type Relationship = 'spouse' | 'child';
/** The tiers the step knows; IC3 is a child tier (spec §4). */
export type DependentTier = 'IS' | 'IC' | 'IF' | 'IO';

export function tierOf(tier: string | null | undefined): DependentTier | null {
  if (!tier) return null;
  if (isChildTier(tier)) return 'IC';
  return tier === 'IS' || tier === 'IF' || tier === 'IO' ? tier : null;
}

/** The banner (spec §2): 'Child information required', 'Spouse ...', 'Spouse & Child ...'. */
export const bannerKey = (tier: DependentTier) =>
  tier === 'IC' ? 'child' : tier === 'IS' ? 'spouse' : tier === 'IF' ? 'family' : null;

export type StatusMessage = {
  tone: 'success' | 'error';
  key: 'isNone' | 'isDone' | 'icNone' | 'icDone' | 'ifNone' | 'ifSpouse' | 'ifDone';
};

/** The seven red and green messages of spec §4, by tier and who is listed. */
export function statusMessage(tier: DependentTier, list: readonly Relationship[]): StatusMessage | null {
  const spouse = list.includes('spouse');
  const child = list.includes('child');
  if (tier === 'IS') return spouse ? { tone: 'success', key: 'isDone' } : { tone: 'error', key: 'isNone' };
  if (tier === 'IC') return child ? { tone: 'success', key: 'icDone' } : { tone: 'error', key: 'icNone' };
  if (tier === 'IF') {
    if (!spouse) return { tone: 'error', key: 'ifNone' };
    return child ? { tone: 'success', key: 'ifDone' } : { tone: 'error', key: 'ifSpouse' };
  }
  return null;
}

/** Next shows only at the tier minimum: IS and IC one dependent, IF a spouse and a child. */
export function meetsMinimum(tier: DependentTier, list: readonly Relationship[]): boolean {
  if (tier === 'IS') return list.includes('spouse');
  if (tier === 'IC') return list.includes('child');
  if (tier === 'IF') return list.length >= 2 && list.includes('spouse') && list.includes('child');
  return true;
}

/** Relationship is forced (spec §4): IS spouse; IC child; IF spouse while there is none, then child. */
export function nextRelationship(tier: DependentTier, list: readonly Relationship[]): Relationship | null {
  if (tier === 'IS') return 'spouse';
  if (tier === 'IC') return 'child';
  if (tier === 'IF') return list.includes('spouse') ? 'child' : 'spouse';
  return null;
}

/** The add form shows while fewer than 9 are listed and the tier has room (IS: one spouse). */
export function canAddMore(tier: DependentTier, list: readonly Relationship[]): boolean {
  if (tier === 'IO' || list.length >= MAX_DEPENDENTS) return false;
  return tier !== 'IS' || !list.includes('spouse');
}

/** Spec §4: IS keeps only spouses, IC only children, IF everyone. */
export function keepForTier<T>(
  tier: DependentTier,
  list: readonly T[],
  relationshipOf: (d: T) => string,
): T[] {
  if (tier === 'IS') return list.filter((d) => relationshipOf(d) === 'spouse');
  if (tier === 'IC') return list.filter((d) => relationshipOf(d) === 'child');
  if (tier === 'IF') return [...list];
  return [];
}

/**
 * An existing member's dependents are copied into the enrollment once per enrollment id
 * (dep_sync_temp_id), and again when the enrollment is marked new (spec §4 Dependent load).
 * Only an enrollment stored as existing-member has a member on file (an open-store applicant
 * may have no enroll type at all).
 */
export function needsExistingSync(
  enrollType: string | null,
  enrollmentId: string,
  syncedFor: string | null,
  marker: string | null,
): boolean {
  if (enrollType !== 'existing-member') return false;
  return syncedFor !== enrollmentId || marker === 'new_enrollment';
}

/** The health-questions note shows for enrollments that are not a new member's (spec §2). */
export const showsHealthNote = (enrollType: string | null) =>
  enrollType === 'existing-member' || enrollType === 'new-group-member';
