import { defineCalls } from '../../kernel/calls/call-entry';
import { decideEoiCase } from './decide-eoi-case.handler';
import { getEoiPending } from './get-eoi-pending.handler';

/** The calls of the eoi module (issue 30, ADR 0035): each one's handler, documentation and rules (ADR 0030). */
export const eoiCalls = defineCalls({
  'get-eoi-pending': {
    handler: getEoiPending,
    docs: [
      'Evidence of insurability',
      "A book's pending cases, oldest first: the member, the plan, the cover elected, approved now and pending, why evidence is needed, the day the case opened and the day it expires. The rep of the book, the platform administrator.",
    ],
    access: ['view-eoi-pending'],
  },
  'decide-eoi-case': {
    handler: decideEoiCase,
    docs: [
      'Evidence of insurability',
      "Records the carrier's decision on a pending case, once: approve all, approve part (`amount` in dollars), deny, or expire; dated `decided_on`, in force from `effective_on` (default that day). The member is e-mailed and the change history records it. The rep whose book holds the member, the platform administrator.",
    ],
    rules:
      'A case is decided once: a second decision is 409 ("This decision was already recorded."). A partial amount is ' +
      'at least $1 and at most the pending amount ("The approved amount must be at least $1 and at most the pending ' +
      'amount."); expire only from the expiry day ("A case can be closed as expired only from its expiry day."); not ' +
      'dated before the case opened ("A decision cannot be dated before the case opened."); cover never starts before ' +
      'the decision ("Cover cannot start before the decision."). An unknown case is 403 like another book\'s.',
    access: ['decide-eoi'],
  },
});
