import type { Handler } from '../../kernel/handler';
import { catalogueAt } from '../../kernel/catalogue/catalogue-cache';
import { storeCategories } from '../../kernel/catalogue/catalogue.repository';
import { enrollmentNotFound, readEnrollment } from '../../kernel/enrollment/enrollment-reads.repository';
import { cardPriceOf, pricingKey } from '../../kernel/pricing/price-summary';
import { cardPay } from '../../kernel/pay/options-pay';
import { shopPayTerms } from '../../kernel/pay/shop-pay';

/**
 * The price of every card of the listing in one call (issue 19): the same plans as
 * get-filtered-plans for the same categories, each priced by the plan detail's engine for the
 * enrollment's quote basics. One query (the enrollment and the catalogue token); the rest is the
 * catalogue in memory, and the answer is kept with it per list of plans and pricing key (people
 * with the same basics share it, and its JSON is written once).
 */
export const getListingPrices: Handler<'get-listing-prices'> = async ({ db, query }) => {
  const { token, enrollment: e } = await readEnrollment(db, query.enrollment_id);
  if (!e) throw enrollmentNotFound();
  const { snapshot, categories: offered } = await storeCategories(db, await catalogueAt(db, token), e);
  const chosen = query.categories?.length ? new Set(query.categories) : undefined;
  const plans = snapshot.listed(chosen ? offered.filter((c) => chosen.has(c)) : offered);
  const now = new Date();
  const key = `listing-prices|${plans.map((p) => p.plan_id).join(',')}|${pricingKey(e, now)}`;
  const answer = snapshot.answer(key, () => ({
    prices: plans.map((p) => cardPriceOf(snapshot, snapshot.plan(p.plan_id)!, e, now)),
  }));
  // A group employee's cards also say what leaves each paycheck (ADR 0033); not kept with the
  // shared answer, whose key knows nothing of the group's terms.
  const terms = await shopPayTerms(db, e);
  if (!terms) return answer;
  return {
    prices: answer.prices.map((c) => {
      const pay =
        c.fee_type === 'monthly' ? cardPay(snapshot, snapshot.plan(c.plan_id)!, e, terms, now) : undefined;
      return pay ? { ...c, pay } : c;
    }),
  };
};
