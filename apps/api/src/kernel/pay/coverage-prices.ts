import type { ShopPay, Tier } from '@bs/contract';
import type { Queryable } from '../../db';
import type { RateBand } from '../catalogue/plan-types';
import { ageOn } from '../pricing/age';
import { bandFor } from '../pricing/engine';
import { partsOf } from './iso-day';
import type { PayTerms } from './pay-terms.repository';
import { shopPay } from './shop-pay';

/** An elected pricing option's rates. */
export type OptionRates = { ppid: number; rates: RateBand[] | null; flat_cents: number | null };

/** The rates of the options the coverages elected, read once for all of them. */
export const optionRatesOf = (q: Queryable, ppids: number[]) =>
  q.query<OptionRates>('SELECT ppid, rates, flat_cents FROM plan_pricing WHERE ppid = ANY($1::int[])', [
    ppids,
  ]);

/** What a held coverage's split needs of it: the member's birth date, tier and enrolled price. */
export type HeldCoverage = { dob: string; tier: string; price_cents: number | null };

/**
 * Monthly price of a held coverage's elected tier (the price enrolled at, else the option's rate)
 * and the same option's employee-only price (a percent-of-employee-only rule's base), at the age
 * on `on`. Shared by the payroll deduction file and the enrollment board's totals (ADR 0033).
 */
export function coveragePrices(row: HeldCoverage, option: OptionRates | undefined, on: string) {
  const band = option?.rates ? bandFor(option.rates, ageOn(partsOf(row.dob), partsOf(on))) : undefined;
  const listed = band?.[row.tier as Tier] ?? option?.flat_cents ?? null;
  const monthlyCents = row.price_cents ?? listed;
  if (monthlyCents == null) return undefined;
  return { monthlyCents, employeeOnlyCents: band?.IO ?? option?.flat_cents ?? monthlyCents };
}

/** A held coverage as its deduction per paycheck needs it. */
export type HeldLine = HeldCoverage & { plan_id: number; category: string; effective_date: string | null };

/**
 * A held coverage's pay fields (the shop's `shopPay`, ADR 0033): its price split by the
 * contribution in force on the coverage's first day and spread over that plan year's paychecks,
 * so the board says what the employee saw when enrolling. Undefined without a first day, a price
 * or a plan year holding it.
 */
export function heldPay(
  terms: PayTerms,
  line: HeldLine,
  option: OptionRates | undefined,
): ShopPay | undefined {
  if (!line.effective_date) return undefined;
  const prices = coveragePrices(line, option, line.effective_date);
  if (!prices) return undefined;
  return shopPay(terms, line.effective_date, {
    planId: line.plan_id,
    category: line.category,
    tier: line.tier as Tier,
    ...prices,
  });
}
