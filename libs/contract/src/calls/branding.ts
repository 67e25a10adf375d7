import { z } from 'zod';
import { categoryKey, numericId } from '../primitives';

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
