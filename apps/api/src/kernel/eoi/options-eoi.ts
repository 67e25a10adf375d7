import type { PricingOption } from '@bs/contract';
import type { Queryable } from '../../db';
import type { CatalogueSnapshot } from '../catalogue/catalogue-snapshot';
import type { PlanRow } from '../catalogue/plan-types';
import type { EnrollmentFilterRow } from '../enrollment/enrollment-reads.repository';
import type { PricedLine } from '../pricing/pricing.service';
import { withShopPay } from '../pay/options-pay';
import { toEoiSplit } from './cart-eoi';
import { electionContext, electorFor } from './election-context';
import { eoiTermsOf, optionEoi } from './eoi-split';

/**
 * The plan detail's options with their split above guaranteed issue (issue 30, ADR 0037): before
 * Add to Cart, an option selling more cover than the plan issues without evidence says what is
 * approved now at what price (per paycheck too for a group employee, by the money model) and what
 * waits for evidence. `options` are the priced `lines` as the contract answers them.
 */
export async function withEoi(
  db: Queryable,
  cat: CatalogueSnapshot,
  plan: PlanRow,
  e: EnrollmentFilterRow,
  lines: readonly PricedLine[],
  options: PricingOption[],
  now = new Date(),
): Promise<PricingOption[]> {
  const terms = await eoiTermsOf(db, cat, [plan.plan_id]);
  if (!terms.settings.size) return options;
  // An increase over what the carrier approved, or a late entry, is split too (ADR 0039).
  const who = electorFor(await electionContext(db, e, [plan.plan_id]), plan.plan_id);
  const splits = lines.map((l) =>
    l.is_prudential_plan ? undefined : optionEoi(terms, l.pid, l.ppid, lines, who),
  );
  if (!splits.some(Boolean)) return options;
  // The approved cover per paycheck: the same options priced at the approved premium.
  const approved = await withShopPay(
    db,
    cat,
    plan,
    e,
    lines.map((l, i) => (splits[i] ? { ...l, monthly_cents: splits[i]!.approvedMonthlyCents } : l)),
    options,
    now,
  );
  return options.map((o, i) => (splits[i] ? { ...o, eoi: toEoiSplit(splits[i]!, approved[i]?.pay) } : o));
}
