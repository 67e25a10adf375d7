import type { CardPrice, ListingPlan } from '@bs/contract';

/** The listing's orders; `featured` is the server's (featured first, then by id). */
export const PLAN_SORTS = ['featured', 'price-asc', 'price-desc', 'name'] as const;
export type PlanSort = (typeof PLAN_SORTS)[number];

/** The `sort` query value, or the default for anything else (a shared link may carry junk). */
export const sortOf = (value: string | null): PlanSort =>
  (PLAN_SORTS as readonly string[]).includes(value ?? '') ? (value as PlanSort) : 'featured';

/**
 * Plans in the chosen order. By price: the "from" price, monthly and one-time alike; plans
 * without a price (a reason instead) come last in either direction, by name. Ties by name.
 */
export function sortPlans(
  plans: readonly ListingPlan[],
  sort: PlanSort,
  prices: ReadonlyMap<number, CardPrice>,
  locale: string,
): ListingPlan[] {
  if (sort === 'featured') return [...plans];
  const byName = (a: ListingPlan, b: ListingPlan) => a.plan_name.localeCompare(b.plan_name, locale);
  if (sort === 'name') return [...plans].sort(byName);
  const sign = sort === 'price-asc' ? 1 : -1;
  const priceOf = (p: ListingPlan) => prices.get(p.plan_id)?.from_price;
  return [...plans].sort((a, b) => {
    const pa = priceOf(a);
    const pb = priceOf(b);
    if (pa === undefined || pb === undefined) return pa === pb ? byName(a, b) : pa === undefined ? 1 : -1;
    return sign * (pa - pb) || byName(a, b);
  });
}
