import type { CategoryKey } from '@bs/contract';
import type { PlanRules, RateBand } from '../../kernel/catalogue/plan-types';

export type OptionSeed = {
  name: string;
  rates?: RateBand[];
  flat_cents?: number;
  one_time_cents?: number;
  /** An administrative-fee line: the ppid of the option it is a percentage of. */
  fee_of_ppid?: number;
  age_max?: number;
  /** The amount of cover the option sells (whole dollars): a life or disability benefit. */
  benefit_amount?: number;
};

/** One plan of the demo catalogue; its options get ppids plan_id * 100 + 1, + 2, ... */
export type PlanSeed = {
  plan_id: number;
  name: string;
  category: CategoryKey;
  logo: string;
  featured_rank?: number;
  short_text: string;
  header_text: string;
  body_text: string;
  blue_bar: string;
  kind?: 'standard' | 'admin_fee' | 'membership';
  listed?: boolean;
  rules?: PlanRules;
  fee_for_plan_id?: number;
  fee_percent?: number;
  replaced_by?: number;
  options: OptionSeed[];
  related?: number[];
  /** Underwritten: the health questions of questions.ts, with this knock-out question. */
  knock_out?: { text: string; decline_message: string };
};

/** A plan's own texts in another language (plans-*.es.ts); names stay as they are. */
export type PlanTexts = Pick<PlanSeed, 'short_text' | 'header_text' | 'body_text' | 'blue_bar'> & {
  /** The knock-out question and its decline message, for underwritten plans. */
  knock_out?: { text: string };
};

/** The exclusions, worked example and FAQs of a category (plans add their own header and body). */
export type CategoryTexts = { exclusions: string; example: string; faq: string };
