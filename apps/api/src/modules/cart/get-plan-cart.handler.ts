import type { Handler } from '../../kernel/handler';
import { catalogueAt } from '../../kernel/catalogue/catalogue-cache';
import { readForCart } from '../../kernel/enrollment/enrollment-reads.repository';
import { cartDate } from '../../kernel/cart/effective-dates';
import { windowEffectiveDate } from '../../kernel/enrollment-windows/enrollment-gate';
import { cartLinesOf, dollars, priceCartLines, toCartPlan } from '../../kernel/cart/cart-pricing.service';
import { cartPayOf } from '../../kernel/pay/cart-pay';
import { shopPayTerms } from '../../kernel/pay/shop-pay';
import { cartWithEoi, toEoiSplit } from '../../kernel/eoi/cart-eoi';

/**
 * Cart lines priced now for the effective date (query, else the stored date while still offered,
 * else the first offered date), with first-month and recurring totals summed in cents. One query
 * (enrollment, stored lines, catalogue version); plans and prices come from the catalogue in memory.
 * A group enrollment whose group has a pay schedule also reads the group's pay terms and answers
 * each line's and the total's price per paycheck with the employer's share (ADR 0033).
 * Each line names its option, and the answer its date and tier: the billing step's order summary.
 * An election above a plan's guaranteed issue costs the approved amount's premium until the
 * carrier decides, and says what is approved now and pending (ADR 0037).
 */
export const getPlanCart: Handler<'get-plan-cart'> = async ({ db, query, lang }) => {
  const { token, enrollment: e, cart: stored } = await readForCart(db, query.enrollment_id);
  const date = cartDate(
    e.effective_date,
    query.effective_date,
    new Date(),
    (await windowEffectiveDate(db, e))?.day,
  );
  const cat = await catalogueAt(db, token);
  const lines = cartLinesOf(cat, stored);
  const { cart, eoi } = await cartWithEoi(db, cat, e, priceCartLines(cat, e, lines, date));
  const result = cart.lines.map((l, i) => {
    const option = cat.optionName(l.plan_pricing_id, lang)?.name;
    return {
      ...toCartPlan(l),
      ...(option && { option_name: option }),
      ...(eoi[i] && { eoi: toEoiSplit(eoi[i]!) }),
    };
  });
  const facts = {
    initial_month_cost: dollars(cart.initial_cents),
    recurring_month_cost: dollars(cart.recurring_cents),
    effective_date: date,
    tier: e.filter_info.tier,
  };
  const terms = await shopPayTerms(db, e);
  if (!terms) return { result, ...facts };
  const { lines: pays, total } = cartPayOf(cat, e, lines, cart, terms);
  return {
    result: result.map((r, i) =>
      pays[i] ? { ...r, pay: pays[i], ...(r.eoi && { eoi: { ...r.eoi, approved_pay: pays[i] } }) } : r,
    ),
    ...facts,
    ...(total && { pay: total }),
  };
};
