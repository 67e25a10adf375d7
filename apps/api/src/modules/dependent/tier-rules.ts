import { isChildTier } from '@bs/domain';
import { MAX_DEPENDENTS } from '@bs/contract';

type Rel = 'spouse' | 'child';

/** The spec's red messages (§4) for a list that does not yet meet the tier's minimum. */
export const MINIMUM_MESSAGES = {
  IS: 'Your coverage includes a spouse: add your spouse below.',
  IC: 'Your coverage includes children: add at least one child below.',
  IF_NONE: 'Family coverage needs your spouse and at least one child: add them below.',
  IF_SPOUSE: 'Add at least one child to continue.',
} as const;

export const TIER_MESSAGES = {
  memberOnly: 'Your tier covers the member only; dependents cannot be added.',
  spouseOnly: 'Your tier covers a spouse only.',
  childrenOnly: 'Your tier covers children only.',
  oneSpouse: 'Only one spouse can be added.',
  tooMany: 'You can add at most 9 dependents.',
} as const;

/**
 * Why one more dependent of this relationship does not fit the tier next to `others`, or null.
 * Tiers (spec §4): IO none; IS one spouse; IC (and the legacy IC3) children; IF one spouse and
 * children; at most 9 in all.
 */
export function tierRefusal(tier: string, relationship: Rel, others: Rel[]): string | null {
  if (tier === 'IO') return TIER_MESSAGES.memberOnly;
  if (others.length >= MAX_DEPENDENTS) return TIER_MESSAGES.tooMany;
  if (tier === 'IS' && relationship === 'child') return TIER_MESSAGES.spouseOnly;
  if (isChildTier(tier) && relationship === 'spouse') return TIER_MESSAGES.childrenOnly;
  if (relationship === 'spouse' && others.includes('spouse'))
    return tier === 'IS' ? TIER_MESSAGES.spouseOnly : TIER_MESSAGES.oneSpouse;
  return null;
}

/** Why the complete list does not meet the tier's minimum yet (Next), or null. */
export function minimumRefusal(tier: string, list: Rel[]): string | null {
  const spouse = list.includes('spouse');
  const child = list.includes('child');
  if (tier === 'IS') return spouse ? null : MINIMUM_MESSAGES.IS;
  if (isChildTier(tier)) return child ? null : MINIMUM_MESSAGES.IC;
  if (tier === 'IF') return !spouse ? MINIMUM_MESSAGES.IF_NONE : !child ? MINIMUM_MESSAGES.IF_SPOUSE : null;
  return null;
}

/** The relationship the add form offers next (spec §4): IS spouse, IC child, IF spouse until there is one. */
export function nextRelationship(tier: string, list: Rel[]): Rel | '' {
  if (tier === 'IS') return 'spouse';
  if (isChildTier(tier)) return 'child';
  if (tier === 'IF') return list.includes('spouse') ? 'child' : 'spouse';
  return '';
}
