import type { PricingOption, ShopPay, Tier } from '@bs/contract';
import type { Queryable } from '../../db';
import type { CatalogueSnapshot } from '../catalogue/catalogue-snapshot';
import type { PlanRow } from '../catalogue/plan-types';
import type { EnrollmentFilterRow } from '../enrollment/enrollment-reads.repository';
import { effectiveDay, isoOf } from '../pricing/age';
import { pricePlan, type PricedLine } from '../pricing/pricing.service';
import type { PayTerms } from './pay-terms.repository';
import { shopPay, shopPayTerms } from './shop-pay';

/**
 * The plan detail's options with a group employee's price per paycheck (ADR 0033): for the
 * enrollment's effective date (stored, else the first of next month, as pricing uses), each
 * monthly option split by the group's contribution in force then. Options of individual stores,
 * of groups without a pay schedule, and one-time fees come back unchanged.
 */
export async function withShopPay(
  db: Queryable,
  cat: CatalogueSnapshot,
  plan: PlanRow,
  e: EnrollmentFilterRow,
  lines: readonly PricedLine[],
  options: PricingOption[],
  now = new Date(),
): Promise<PricingOption[]> {
  const terms = await shopPayTerms(db, e);
  return terms ? optionsPay(cat, plan, e, terms, lines, options, now) : options;
}

/** withShopPay with the group's terms already read (the comparison reads them once for all plans). */
export function optionsPay(
  cat: CatalogueSnapshot,
  plan: PlanRow,
  e: EnrollmentFilterRow,
  terms: PayTerms,
  lines: readonly PricedLine[],
  options: PricingOption[],
  now = new Date(),
): PricingOption[] {
  const io = pricePlan(cat, plan, { ...e, filter_info: { ...e.filter_info, tier: 'IO' } }, now);
  const day = isoOf(effectiveDay(e.effective_date, now));
  return options.map((o, i) => {
    const l = lines[i]!;
    if (o.fee_type !== 'monthly') return o;
    const ioCents = io.ok ? io.lines.find((x) => x.ppid === l.ppid)?.monthly_cents : undefined;
    const pay = shopPay(terms, day, {
      planId: l.pid,
      category: cat.plan(l.pid)?.category ?? plan.category,
      tier: (e.filter_info.tier ?? 'IO') as Tier,
      monthlyCents: l.monthly_cents,
      employeeOnlyCents: ioCents ?? l.monthly_cents,
    });
    return pay ? { ...o, pay } : o;
  });
}

/**
 * A plan card's "from" price per paycheck (the cheapest monthly option with its fee line, as the
 * card's from_price) for a group employee; undefined when the card shows no monthly price.
 */
export function cardPay(
  cat: CatalogueSnapshot,
  plan: PlanRow,
  e: EnrollmentFilterRow,
  terms: PayTerms,
  now = new Date(),
): ShopPay | undefined {
  const priced = pricePlan(cat, plan, e, now);
  if (!priced.ok) return undefined;
  const feeOf = (ppid: number) =>
    priced.lines.find((l) => l.is_prudential_plan === 1 && l.pair_ppid === ppid)?.monthly_cents ?? 0;
  const cheapest = priced.lines
    .filter((l) => l.is_prudential_plan === 0 && l.monthly_cents > 0)
    .map((l) => ({ l, cents: l.monthly_cents + feeOf(l.ppid) }))
    .sort((a, b) => a.cents - b.cents)[0];
  if (!cheapest) return undefined;
  const io = pricePlan(cat, plan, { ...e, filter_info: { ...e.filter_info, tier: 'IO' } }, now);
  const ioLine = io.ok ? io.lines.find((x) => x.ppid === cheapest.l.ppid) : undefined;
  return shopPay(terms, isoOf(effectiveDay(e.effective_date, now)), {
    planId: cheapest.l.pid,
    category: plan.category,
    tier: (e.filter_info.tier ?? 'IO') as Tier,
    monthlyCents: cheapest.cents,
    employeeOnlyCents: ioLine ? ioLine.monthly_cents + feeOf(ioLine.ppid) : cheapest.cents,
  });
}

/** The comparison's hook (kernel/pricing/comparison's WithPay) for a group employee, or undefined. */
export async function comparisonPay(
  db: Queryable,
  cat: CatalogueSnapshot,
  e: EnrollmentFilterRow | undefined,
  now = new Date(),
) {
  const terms = e ? await shopPayTerms(db, e) : undefined;
  if (!e || !terms) return undefined;
  return (plan: PlanRow, lines: readonly PricedLine[], options: PricingOption[]) =>
    optionsPay(cat, plan, e, terms, lines, options, now);
}
