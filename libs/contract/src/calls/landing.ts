import { z } from 'zod';
import { numericId, openType } from '../primitives';
import { agentLandingInfo, groupLandingInfo } from './branding';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';
import * as b from './branding';

export const landingPageQuery = z.object({ landing_page: z.string().min(1).max(64) });
/** A landing slug resolves to a tenant bound to an agent or a group (spec: type, data, group_id, agent_id, portal_id). */
export const landingPage = z.object({
  type: z.enum(['agent', 'group']),
  slug: z.string(),
  // Most specific first: zod returns the first option that parses, and the agent shape would strip gweb_aboutus.
  data: z.union([groupLandingInfo, agentLandingInfo]),
  agent_id: z.number().int(),
  group_id: z.number().int(),
  portal_id: z.number().int(),
});
export type LandingPage = z.infer<typeof landingPage>;

export const referralQuery = z.object({ referral_id: z.string().min(1).max(64) });
export const referralInfo = z.object({
  agent_id: z.number().int(),
  group_id: z.number().int(),
  portal_id: z.number().int(),
  valid_referral_link: z.boolean(),
  referrer_info: z.object({ name: z.string() }),
});
export type ReferralInfo = z.infer<typeof referralInfo>;

export const defaultInfo = z.object({
  agent_id: z.number().int(),
  group_id: z.number().int(),
  portal_id: z.number().int(),
  open_type: openType,
});
export type DefaultInfo = z.infer<typeof defaultInfo>;

export const agentInfoEnroll = z.object({
  agent_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  agent_code: z.string(),
});
export type AgentInfoEnroll = z.infer<typeof agentInfoEnroll>;
export const groupInfoEnroll = z.object({ group_id: z.number().int(), name: z.string(), code: z.string() });
export type GroupInfoEnroll = z.infer<typeof groupInfoEnroll>;

export const memberInfoQuery = z.object({ user_id: numericId });
export const memberInfo = z.object({
  member_info: z.object({ first_name: z.string(), last_name: z.string(), userid: z.number().int() }),
  agent_info: agentInfoEnroll,
  group_info: groupInfoEnroll,
});
export type MemberInfo = z.infer<typeof memberInfo>;

export const platform = z.object({ platform_group_id: z.number().int(), platform_name: z.string() });
export type Platform = z.infer<typeof platform>;
export const agentGroup = z.object({ gid: z.number().int(), gname: z.string() });
export type AgentGroup = z.infer<typeof agentGroup>;
export const enrollmentPlatformsQuery = z.object({ agent_id: numericId });

/** The schemas of the landing module's calls (apps/api/src/modules/landing, ADR 0030). */
export const landingCallSchemas = {
  'validate-landing-page': { query: landingPageQuery, data: landingPage },
  'get-enrollment-info-referral': { query: referralQuery, data: referralInfo },
  'get-default-info': { data: defaultInfo },
  'get-agent-info-enroll': { query: b.agentQuery, data: agentInfoEnroll },
  'get-group-info-enroll': { query: b.groupQuery, data: groupInfoEnroll },
  'get-member-info': { query: memberInfoQuery, data: memberInfo },
  'get-enrollment-platforms': { query: enrollmentPlatformsQuery, data: z.array(platform) },
  'get-agent-groups': { query: enrollmentPlatformsQuery, data: z.array(agentGroup) },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
