/** Whose store's menu and plans a visitor without quote basics sees. */
export type ListingOwner = { plansFor: 'group' | 'agent'; plansId: number };

/**
 * The group's store when the visitor shops under a group (a rep always shops their own), else the
 * agent's (shopping spec §7). The shop's listing asks by it, and the server fills a first visit's
 * page with the same answers (apps/api web/screen-calls.ts): one rule, or the page's answers would
 * go unused.
 */
export function listingOwner(who: {
  eprocess?: string | null;
  agentId?: number | null;
  groupId?: number | null;
}): ListingOwner | null {
  if (who.eprocess !== 'rep' && who.groupId != null) return { plansFor: 'group', plansId: who.groupId };
  return who.agentId != null ? { plansFor: 'agent', plansId: who.agentId } : null;
}
