import type { BENEFICIARY_RELATIONSHIPS } from '@bs/contract';

type Key = (typeof BENEFICIARY_RELATIONSHIPS)[number];
/** The names of the contract's relationship keys (get-beneficiary-relationships). */
export const RELATIONSHIP_NAMES: Record<Key, string> = {
  spouse: 'Spouse',
  domestic_partner: 'Domestic Partner',
  child: 'Child',
  grandchild: 'Grandchild',
  parent: 'Parent',
  sibling: 'Sibling',
  other_relative: 'Other Relative',
  friend: 'Friend',
};
