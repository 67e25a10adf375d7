import type { PricingOption } from '@bs/contract';
import type { Language } from '@bs/domain';
import type { PlanRow } from '../catalogue/plan-types';
import type { CatalogueSnapshot } from '../catalogue/catalogue-snapshot';
import type { EnrollmentFilterRow } from '../enrollment/enrollment-reads.repository';
import { effectiveDay } from './age';
import { ageFor, feeCents, MESSAGES, priceOptions } from './engine';
import type { Applicant, Ineligible } from '../catalogue/plan-types';

/** One priced line: an option of the plan or, for fee plans, the administrative fee of an option. */
export type PricedLine = {
  pid: number;
  ppid: number;
  name: string;
  monthly_cents: number;
  one_time_cents: number;
  is_prudential: 0 | 1;
  is_prudential_plan: 0 | 1;
  pair_ppid?: number;
};
export type PlanPricingOutcome = { ok: true; lines: PricedLine[] } | ({ ok: false } & Ineligible);

export const applicantOf = (e: EnrollmentFilterRow): Applicant => ({
  state: e.filter_info.state ?? '',
  zip: e.filter_info.zip ?? '',
  tier: e.filter_info.tier,
  dob: e.filter_info.dob,
  is_smoker: e.filter_info.is_smoker ?? null,
  annual_income: e.filter_info.annual_incode ?? null,
  weekly_hours: e.filter_info.working_hours ?? null,
});

/** Age at the enrollment's effective date (stored, else the first of next month). */
export const enrollmentAge = (e: EnrollmentFilterRow, now = new Date()) =>
  ageFor(e.filter_info.dob, effectiveDay(e.effective_date, now));

function priceOwn(
  cat: CatalogueSnapshot,
  plan: PlanRow,
  e: EnrollmentFilterRow,
  now: Date,
): PlanPricingOutcome {
  const age = enrollmentAge(e, now);
  if (age === undefined) return { ok: false, code: 'ageError', message: MESSAGES.ageError };
  const outcome = priceOptions(plan.rules, cat.options(plan.plan_id), applicantOf(e), age);
  if (!outcome.ok) return outcome;
  return {
    ok: true,
    lines: outcome.options.map((o) => ({
      pid: plan.plan_id,
      ppid: o.ppid,
      name: o.name,
      monthly_cents: o.monthly_cents,
      one_time_cents: o.one_time_cents,
      is_prudential: 0,
      is_prudential_plan: 0,
    })),
  };
}

/**
 * Prices a plan for an enrollment from the catalogue in memory (no query: only the enrollment's
 * filter info is per request). A plan with an administrative-fee plan answers its options
 * (is_prudential 1) followed by one fee line per option (is_prudential_plan 1, pair_ppid = the
 * option): fee_percent of the option's final premium. Pricing a fee plan prices its base plan.
 */
export function pricePlan(
  cat: CatalogueSnapshot,
  plan: PlanRow,
  e: EnrollmentFilterRow,
  now = new Date(),
): PlanPricingOutcome {
  const base = plan.kind === 'admin_fee' && plan.fee_for_plan_id ? cat.plan(plan.fee_for_plan_id) : plan;
  if (!base) return { ok: false, code: 'ageError', message: MESSAGES.ageError };
  const own = priceOwn(cat, base, e, now);
  const fee = base.kind === 'admin_fee' ? undefined : cat.feePlanOf(base.plan_id);
  if (!own.ok || !fee) return own;
  const feeOptions = cat.options(fee.plan_id);
  const feeLines: PricedLine[] = own.lines.flatMap((line) => {
    const o = feeOptions.find((f) => f.fee_of_ppid === line.ppid);
    if (!o) return [];
    return [
      {
        pid: fee.plan_id,
        ppid: o.ppid,
        name: o.name,
        monthly_cents: feeCents(line.monthly_cents, fee.fee_percent ?? 3),
        one_time_cents: 0,
        is_prudential: 0,
        is_prudential_plan: 1,
        pair_ppid: line.ppid,
      },
    ];
  });
  return { ok: true, lines: [...own.lines.map((l) => ({ ...l, is_prudential: 1 as const })), ...feeLines] };
}

/**
 * The contract's pricing option: the monthly premium, or the one-time amount of a one-time option;
 * its name in the reader's language (`text_lang` names an English fallback).
 */
export function toPricingOption(
  l: PricedLine,
  cat?: CatalogueSnapshot,
  lang: Language = 'en',
): PricingOption {
  const oneTime = l.monthly_cents === 0 && l.one_time_cents > 0;
  const named = cat?.optionName(l.ppid, lang);
  return {
    plan_name: named?.name ?? l.name,
    ...(named?.lang && { text_lang: { plan_name: named.lang } }),
    plan_price: (oneTime ? l.one_time_cents : l.monthly_cents) / 100,
    pid: l.pid,
    ppid: l.ppid,
    is_prudential: l.is_prudential,
    is_prudential_plan: l.is_prudential_plan,
    fee_type: oneTime ? 'one_time' : 'monthly',
    ...(l.pair_ppid !== undefined && { pair_ppid: l.pair_ppid }),
  };
}
