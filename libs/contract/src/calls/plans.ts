import { z } from 'zod';
import { enrollmentId, numericId, optionalNumericId } from '../primitives';
import { textLang } from './catalogue';

export const featuredPlansQuery = z.object({
  portal_id: optionalNumericId,
  agent_id: optionalNumericId,
  group_id: optionalNumericId,
});
export const featuredPlan = z.object({
  plan_id: z.number().int(),
  plan_name: z.string(),
  plan_logo: z.string(),
  plan_short_text: z.string(),
  text_lang: textLang,
});
export type FeaturedPlan = z.infer<typeof featuredPlan>;

export const enrollmentQuery = z.object({ enrollment_id: enrollmentId });
export const cartCount = z.object({ result: z.number().int().min(0) });
export const cartPlan = z.object({
  plan_id: z.number().int(),
  plan_pricing_id: z.number().int(),
  plan_name: z.string(),
  plan_logo: z.string(),
  price: z.number(),
  removable: z.union([z.literal(0), z.literal(1)]),
});
export type CartPlan = z.infer<typeof cartPlan>;
export const planCart = z.object({
  result: z.array(cartPlan),
  initial_month_cost: z.number(),
  recurring_month_cost: z.number(),
});
export type PlanCart = z.infer<typeof planCart>;
export { numericId };
