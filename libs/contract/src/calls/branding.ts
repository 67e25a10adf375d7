import { z } from 'zod';
import { categoryKey, numericId } from '../primitives';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';

export const agentQuery = z.object({ agent_id: numericId });
export const groupQuery = z.object({ group_id: numericId });

const landingInfoBase = z.object({
  name: z.string(),
  logo: z.string(),
  image: z.string(),
  display_phone: z.string(),
  display_email: z.string(),
  tagline: z.string(),
  display_about_name: z.string(),
  /** The language of tagline and display_about_name: the request's when the owner's tenant gave it. */
  copy_lang: z.enum(['en', 'es']).optional(),
  /** The owner's storefront theme as --bs-* custom properties, for visits without a landing slug. */
  theme: z.record(z.string().regex(/^--bs-[a-z-]+$/), z.string().max(200)).optional(),
});
export const agentLandingInfo = landingInfoBase.extend({ agent_bio: z.string() });
export const groupLandingInfo = landingInfoBase.extend({ agent_bio: z.string(), gweb_aboutus: z.string() });
export type AgentLandingInfo = z.infer<typeof agentLandingInfo>;
export type GroupLandingInfo = z.infer<typeof groupLandingInfo>;
export type LandingInfo = AgentLandingInfo | GroupLandingInfo;

export const agentAbout = z.object({ agent_bio: z.string() });
export const groupAbout = z.object({ gweb_aboutus: z.string() });
/** Category keys in the order the menu shows them. */
export const menu = z.array(categoryKey);
export const ticketLink = z.string().url();

/** The schemas of the branding module's calls (apps/api/src/modules/branding, ADR 0030). */
export const brandingCallSchemas = {
  'get-agent-landing-page-info': { query: agentQuery, data: agentLandingInfo },
  'get-group-landing-page-info': { query: groupQuery, data: groupLandingInfo },
  'get-agent-about-page-info': { query: agentQuery, data: agentAbout },
  'get-group-about-page-info': { query: groupQuery, data: groupAbout },
  'get-agent-menu': { query: agentQuery, data: menu },
  'get-group-menu': { query: groupQuery, data: menu },
  'get-ticket-link': { data: ticketLink },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
