import type { CategoryKey, PlanDesc, PlanFacts, PricingErrorCode, Tier } from '@bs/contract';
import type { Language } from '@bs/domain';

/** Monthly rates in cents of one age band (inclusive bounds); a tier without a rate is not sold in it. */
export type RateBand = { age_min: number; age_max: number } & Partial<Record<Tier, number>>;

/** A plan's eligibility rules (plans.rules, JSON). Every rule is optional: absent = no restriction. */
export type PlanRules = {
  /** States (from the zip) where the plan is not sold -> stateError. */
  states_excluded?: string[];
  /** Areas where the plan is not sold, by 3-digit zip prefix -> metError. */
  areas_excluded?: { name: string; zip_prefixes: string[] }[];
  /** Tiers the plan is sold for -> tierError. */
  tiers?: Tier[];
  /** Issue ages (inclusive, at the effective date) -> ageError. */
  age_min?: number;
  age_max?: number;
  /** Smoker-rated: the smoker answer is required (smokerError) and smokers pay this surcharge. */
  smoker_surcharge_pct?: number;
  /** Disability income: the lowest annual income (salaryError) and weekly hours (hourError). */
  min_annual_income?: number;
  min_weekly_hours?: number;
  /** No new business in this window (ISO dates, inclusive; open-ended without `until`) -> blackout. */
  blackout?: { from: string; until?: string; message: string };
};

/** One pricing option (plan_pricing row). */
export type OptionDef = {
  ppid: number;
  name: string;
  rates: RateBand[] | null;
  flat_cents: number | null;
  one_time_cents: number;
  /** An administrative-fee line: a percentage of the paired option's monthly premium. */
  fee_of_ppid: number | null;
  /** This option is issued only up to this age -> planAgeError when no option is left. */
  age_max: number | null;
  /** The option's name in other languages (plan_pricing.texts_i18n, migration 0016). */
  texts_i18n?: Partial<Record<Exclude<Language, 'en'>, { name?: string }>>;
};

/** What the engine needs to know about the person (the enrollment's filter_info). */
export type Applicant = {
  state: string;
  zip: string;
  tier: string;
  dob: string;
  is_smoker: number | null;
  annual_income: number | null;
  weekly_hours: number | null;
};

export type Ineligible = { code: PricingErrorCode; message: string };
export type PricedOption = { ppid: number; name: string; monthly_cents: number; one_time_cents: number };
export type PricingOutcome = { ok: true; options: PricedOption[] } | ({ ok: false } & Ineligible);

/**
 * A plan's texts in languages other than English (plans.texts_i18n, migration 0016): only the
 * texts someone translated; English (short_text, plan_desc) is every text's fallback.
 */
/** A plan's facts in another language: the carrier is a name and stays as it is. */
export type FactsI18n = { waiting_period: string; coverage: string[] };

export type PlanTextsI18n = Partial<
  Record<Exclude<Language, 'en'>, { short_text?: string; plan_desc?: Partial<PlanDesc>; facts?: FactsI18n }>
>;

/** A plan as the catalogue reads it. */
export type PlanRow = {
  plan_id: number;
  name: string;
  category: CategoryKey;
  logo: string;
  short_text: string;
  listed: boolean;
  kind: 'standard' | 'admin_fee' | 'membership';
  plan_desc: PlanDesc;
  rules: PlanRules;
  fee_for_plan_id: number | null;
  fee_percent: number | null;
  replaced_by: number | null;
  questions_version: number;
  question_count: number;
  /** Carrier, waiting period and coverage highlights (plans.facts); null when not stated or invalid. */
  facts: PlanFacts | null;
  texts_i18n: PlanTextsI18n;
};
