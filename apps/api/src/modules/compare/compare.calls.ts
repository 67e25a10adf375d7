import { defineCalls } from '../../kernel/calls/call-entry';
import { getPlanComparison } from './get-plan-comparison.handler';

/** The calls of the compare module: each one's handler, documentation, rules and limits (ADR 0030). */
export const compareCalls = defineCalls({
  'get-plan-comparison': {
    handler: getPlanComparison,
    docs: [
      'Pricing',
      "Two to four listed plans side by side (`plans=1001,1002`): carrier, waiting period and coverage highlights (`facts`, null when not stated), exclusions and the headings of the example and FAQ sections, the person's pricing options for their tier (as `get-plan-pricing-detail` answers) and the lowest price in each tier (IO, IS, IC, IF). Without `enrollment_id` every price says `enrollmentIdError`. An unknown, unlisted or replaced plan is a 404 on `plans`; a plan named twice is compared once.",
    ],
  },
});
