import { z } from 'zod';
import { numericId } from '../primitives';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';

/**
 * A member's ID cards (issue 30, ADR 0038): one per coverage in force whose plan has a card
 * (catalogue data: `plans.id_card`), with what the card prints and where its PDF and its
 * phone-wallet image (1012 x 638 px) are downloaded. The member signed in only.
 */
export const idCardFile = z.object({
  /** Path on the store's origin (the member's session cookie opens it); always an attachment. */
  url: z.string(),
  file_name: z.string(),
});

export const idCard = z.object({
  plan_id: z.number().int(),
  plan_name: z.string(),
  category: z.string(),
  carrier_name: z.string(),
  /** The carrier's member-services phone; '' when the catalogue has none. */
  carrier_phone: z.string(),
  member_name: z.string(),
  /** The member id the carrier knows the member by (the 834's subscriber id). */
  member_id: z.string(),
  /** The carrier's number for the member's group, else the group's code. */
  group_number: z.string(),
  group_name: z.string(),
  /** YYYY-MM-DD; null when not recorded. */
  coverage_start: z.string().nullable(),
  dependents: z.array(z.object({ name: z.string(), relationship: z.enum(['spouse', 'child']) })),
  pdf: idCardFile,
  png: idCardFile,
});
export type IdCard = z.infer<typeof idCard>;

export const listIdCardsQuery = z.object({ user_id: numericId });
export const idCardList = z.object({ cards: z.array(idCard) });
export type IdCardList = z.infer<typeof idCardList>;

/** A plan of the catalogue with whether its carrier issues a card, and the carrier's phone printed on it. */
export const planIdCardSetting = z.object({
  plan_id: z.number().int(),
  name: z.string(),
  category: z.string(),
  listed: z.boolean(),
  /** Null for a plan without a carrier: it cannot print one (nobody to call). */
  carrier_id: z.number().int().nullable(),
  carrier_name: z.string(),
  carrier_phone: z.string(),
  id_card: z.boolean(),
});
export type PlanIdCardSetting = z.infer<typeof planIdCardSetting>;
export const idCardSettingsList = z.object({ plans: z.array(planIdCardSetting) });
export type IdCardSettingsList = z.infer<typeof idCardSettingsList>;

/** A US phone as people write it: 10 digits, with or without a leading 1 and punctuation; or empty. */
const memberPhone = z
  .string()
  .trim()
  .max(30, 'Please enter a phone number of 10 digits, such as (800) 555-0142.')
  .refine(
    (v) => v === '' || (/^[\d\s().+-]+$/.test(v) && /^1?\d{10}$/.test(v.replace(/\D/g, ''))),
    'Please enter a phone number of 10 digits, such as (800) 555-0142.',
  );

export const saveIdCardSettingsBody = z.object({
  plan_id: numericId,
  /** Whether members of this plan get an ID card on their home. */
  id_card: z.boolean(),
  /** The carrier's member-services phone, printed on every card of the carrier's plans. */
  carrier_phone: memberPhone,
});
export type SaveIdCardSettingsBody = z.input<typeof saveIdCardSettingsBody>;

/** The schemas of the id-cards module's calls (apps/api/src/modules/id-cards, ADR 0030). */
export const idCardsCallSchemas = {
  'list-id-cards': { query: listIdCardsQuery, data: idCardList },
  'list-id-card-settings': { data: idCardSettingsList },
  'save-id-card-settings': { body: saveIdCardSettingsBody, data: planIdCardSetting },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
