import { defineCalls } from '../../kernel/calls/call-entry';
import { getFeaturedPlans } from './get-featured-plans.handler';
import { getFilteredPlans } from './get-filtered-plans.handler';
import { getGroupAgentMemberInfo } from './get-group-agent-member-info.handler';
import { getLeftSideFilterFields } from './get-left-side-filter-fields.handler';
import { getMenuFilteredPlans } from './get-menu-filtered-plans.handler';
import { getPlanDetail } from './get-plan-detail.handler';
import { getPlanDetailMembership } from './get-plan-detail-membership.handler';
import { getRelatedPlans } from './get-related-plans.handler';

/** The calls of the catalogue module: each one's handler, documentation, rules and limits (ADR 0030). */
export const catalogueCalls = defineCalls({
  'get-featured-plans': {
    handler: getFeaturedPlans,
    docs: [
      'Plans',
      'The featured plans of the store (agent, group or portal) in rank order, limited to the categories on its menu.',
    ],
  },
  'get-left-side-filter-fields': {
    handler: getLeftSideFilterFields,
    docs: [
      'Plans',
      "The categories of the enrollment's store that have at least one plan, in menu order (the listing's filters).",
    ],
  },
  'get-filtered-plans': {
    handler: getFilteredPlans,
    docs: [
      'Plans',
      "The listing: the plans of the enrollment's store, narrowed to the chosen categories when sent.",
    ],
  },
  'get-menu-filtered-plans': {
    handler: getMenuFilteredPlans,
    docs: [
      'Plans',
      "The plans of one category of the header menu, if the agent's or group's menu offers it.",
    ],
  },
  'get-plan-detail': {
    handler: getPlanDetail,
    docs: [
      'Plans',
      "A plan's detail texts (HTML written by the catalogue's editors: sanitise before rendering).",
    ],
  },
  'get-plan-detail-membership': {
    handler: getPlanDetailMembership,
    docs: ['Plans', 'The wellness membership plan and the text of its fee (the membership popup).'],
  },
  'get-related-plans': {
    handler: getRelatedPlans,
    docs: [
      'Plans',
      "Suggested plans: the plan's related plans the store offers and the person can buy, not yet in the cart, each at its lowest first-month price.",
    ],
  },
  'get-group-agent-member-info': {
    handler: getGroupAgentMemberInfo,
    docs: [
      'Plans',
      "Who is being enrolled under which group (the listing's header): with an enrollment, its group and the member's name when there is a member; with only `group_id`, the group.",
    ],
    rules:
      'Send `enrollment_id` or `group_id` (at least one); with neither the answer is 422 ' +
      '"This field is required." on `enrollment_id`.',
  },
});
