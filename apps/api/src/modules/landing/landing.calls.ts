import { defineCalls } from '../../kernel/calls/call-entry';
import { getAgentGroups } from './get-agent-groups.handler';
import { getAgentInfoEnroll } from './get-agent-info-enroll.handler';
import { getDefaultInfo } from './get-default-info.handler';
import { getEnrollmentInfoReferral } from './get-enrollment-info-referral.handler';
import { getEnrollmentPlatforms } from './get-enrollment-platforms.handler';
import { getGroupInfoEnroll } from './get-group-info-enroll.handler';
import { getMemberInfo } from './get-member-info.handler';
import { validateLandingPage } from './validate-landing-page.handler';

/** The calls of the landing module: each one's handler, documentation, rules and limits (ADR 0030). */
export const landingCalls = defineCalls({
  'validate-landing-page': {
    handler: validateLandingPage,
    docs: [
      'Start-up',
      'The tenant a landing slug names: whether it is bound to an agent or a group, its bindings and branding. The default store answers as an agent page.',
    ],
  },
  'get-enrollment-info-referral': {
    handler: getEnrollmentInfoReferral,
    docs: [
      'Start-up',
      "A referral link's agent, group and portal; an unknown id is an error, a retired link answers `valid_referral_link` false.",
    ],
  },
  'get-default-info': {
    handler: getDefaultInfo,
    docs: ['Start-up', "The default store's agent, group and portal (from the default tenant)."],
  },
  'get-agent-info-enroll': {
    handler: getAgentInfoEnroll,
    docs: ['Start-up', "An agent's id and name, for the pages that enroll under that agent."],
  },
  'get-group-info-enroll': {
    handler: getGroupInfoEnroll,
    docs: ['Start-up', "A group's id, name and code, for the pages that enroll under that group."],
  },
  'get-member-info': {
    handler: getMemberInfo,
    docs: [
      'Start-up',
      "A member's name with their agent and group: for the member themselves, their rep or their group administrator.",
    ],
    access: ['view-member'],
  },
  'get-enrollment-platforms': {
    handler: getEnrollmentPlatforms,
    docs: ['Start-up', "The agent's enrollment platforms (portals), the default first."],
    access: ['view-platforms'],
  },
  'get-agent-groups': {
    handler: getAgentGroups,
    docs: [
      'Start-up',
      'The groups of an agent (the rep\'s "choose a group"): only for a rep signed in for that agent.',
    ],
    access: ['list-agent-groups'],
  },
});
