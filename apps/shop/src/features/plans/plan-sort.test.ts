import { describe, expect, it } from 'vitest';
import type { CardPrice, ListingPlan } from '@bs/contract';
import { sortOf, sortPlans } from './plan-sort';

const plan = (plan_id: number, plan_name: string): ListingPlan => ({
  plan_id,
  plan_name,
  plan_logo: '',
  plan_short_text: '',
  plan_category: 'dental',
});
const plans = [plan(1, 'Cedar'), plan(2, 'apple'), plan(3, 'Birch'), plan(4, 'Aspen')];
const prices = new Map<number, CardPrice>([
  [1, { plan_id: 1, from_price: 20, fee_type: 'monthly', health_questions: false }],
  [2, { plan_id: 2, errorCode: 'salaryError', health_questions: false }],
  [3, { plan_id: 3, from_price: 9.5, fee_type: 'monthly', health_questions: true }],
  [4, { plan_id: 4, from_price: 20, fee_type: 'monthly', health_questions: false }],
]);
const ids = (sort: Parameters<typeof sortPlans>[1]) =>
  sortPlans(plans, sort, prices, 'en').map((p) => p.plan_id);

describe('sortPlans', () => {
  it('keeps the server order by default and sorts names case-insensitively', () => {
    expect(ids('featured')).toEqual([1, 2, 3, 4]);
    expect(ids('name')).toEqual([2, 4, 3, 1]);
  });

  it('sorts by price both ways, ties by name, plans without a price last either way', () => {
    expect(ids('price-asc')).toEqual([3, 4, 1, 2]);
    expect(ids('price-desc')).toEqual([4, 1, 3, 2]);
  });

  it('reads the URL value, falling back to the default for anything unknown', () => {
    expect(sortOf('price-desc')).toBe('price-desc');
    expect(sortOf('cheapest')).toBe('featured');
    expect(sortOf(null)).toBe('featured');
  });
});
