import { describe, expect, it } from 'vitest';
import { listingOwner } from './listing-owner';

describe('listingOwner', () => {
  it("is the group's store under a group, the agent's otherwise, and a rep's own always", () => {
    expect(listingOwner({ eprocess: 'applicant', agentId: 10109, groupId: 77 })).toEqual({
      plansFor: 'group',
      plansId: 77,
    });
    expect(listingOwner({ eprocess: 'applicant', agentId: 10109 })).toEqual({
      plansFor: 'agent',
      plansId: 10109,
    });
    expect(listingOwner({ eprocess: 'rep', agentId: 10109, groupId: 77 })).toEqual({
      plansFor: 'agent',
      plansId: 10109,
    });
    expect(listingOwner({ eprocess: 'rep', groupId: 77 })).toBeNull();
  });
});
