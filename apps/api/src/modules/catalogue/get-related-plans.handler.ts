import type { SuggestedPlan } from '@bs/contract';
import type { Handler } from '../../kernel/handler';
import { notFound } from '../../http/errors';
import { pricePlan } from '../../kernel/pricing/pricing.service';
import { catalogueAt } from '../../kernel/catalogue/catalogue-cache';
import { storeCategories } from '../../kernel/catalogue/catalogue.repository';
import { readForCart } from '../../kernel/enrollment/enrollment-reads.repository';

/**
 * Suggested products: the plan's related plans that the enrollment's store offers, that are not
 * in the cart yet and that the person can buy, each at its lowest first-month price.
 */
export const getRelatedPlans: Handler<'get-related-plans'> = async ({ db, query }) => {
  const { token, enrollment: e, cart } = await readForCart(db, query.enrollment_id);
  const { snapshot: cat, categories } = await storeCategories(db, await catalogueAt(db, token), e);
  if (!cat.plan(query.plan_id)) throw notFound('plan_id', 'This plan was not found.');
  const offered = new Set(categories);
  const inCart = new Set(cart.map((c) => c.plan_id));
  const out: SuggestedPlan[] = [];
  for (const relatedId of cat.related(query.plan_id)) {
    const plan = cat.plan(relatedId);
    if (!plan || inCart.has(relatedId) || !plan.listed || !offered.has(plan.category)) continue;
    const priced = pricePlan(cat, plan, e);
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
