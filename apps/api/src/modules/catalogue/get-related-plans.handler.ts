import type { SuggestedPlan } from '@bs/contract';
import type { Handler } from '../../http/handler';
import { requireEnrollment } from '../filters/enrollment.repository';
import { pricePlan } from '../pricing/pricing.service';
import { findPlan, requirePlan, storeCategories } from './catalogue.repository';

/**
 * Suggested products: the plan's related plans that the enrollment's store offers, that are not
 * in the cart yet and that the person can buy, each at its lowest first-month price.
 */
export const getRelatedPlans: Handler<'get-related-plans'> = async ({ db, query }) => {
  const e = await requireEnrollment(db, query.enrollment_id);
  await requirePlan(db, query.plan_id);
  const offered = new Set(await storeCategories(db, e));
  const rows = await db.query<{ related_plan_id: number }>(
    `SELECT r.related_plan_id FROM plan_related r
     WHERE r.plan_id = $1 AND NOT EXISTS (
       SELECT 1 FROM cart_items c WHERE c.enrollment_id = $2 AND c.plan_id = r.related_plan_id)
     ORDER BY r.position`,
    [query.plan_id, e.enrollment_id],
  );
  const out: SuggestedPlan[] = [];
  for (const { related_plan_id } of rows) {
    const plan = await findPlan(db, related_plan_id);
    if (!plan || !plan.listed || !offered.has(plan.category)) continue;
    const priced = await pricePlan(db, plan, e);
    if (!priced.ok) continue;
    const own = priced.lines.filter((l) => l.pid === plan.plan_id);
    const cheapest = own.reduce((a, b) =>
      b.monthly_cents + b.one_time_cents < a.monthly_cents + a.one_time_cents ? b : a,
    );
    out.push({
      plan_id: plan.plan_id,
      plan_pricing_id: cheapest.ppid,
      plan_name: plan.name,
      plan_logo: plan.logo,
      price: (cheapest.monthly_cents + cheapest.one_time_cents) / 100,
    });
  }
  return out;
};
