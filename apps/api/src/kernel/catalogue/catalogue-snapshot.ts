import {
  planFacts,
  type CategoryKey,
  type FeaturedPlan,
  type ListingPlan,
  type PlanDesc,
  type PlanDetail,
} from '@bs/contract';
import type { Language } from '@bs/domain';
import type { OptionDef } from './plan-types';
import { safeHtml } from '../../http/safe-html';
import type { FactsI18n, PlanRow, PlanTextsI18n } from './plan-types';
import { planTextsIn } from './plan-language';

/** A plan as the snapshot loads it: the repository's row plus its featured rank. */
export type SnapshotPlan = PlanRow & { featured: boolean; featured_rank: number | null };
export type SnapshotRows = {
  token: string;
  plans: SnapshotPlan[];
  options: (OptionDef & { plan_id: number })[];
  related: { plan_id: number; related_plan_id: number }[];
  /** The default tenant's menu as stored (not validated), the fallback of owners without a menu. */
  default_menu: unknown;
};

/** Whether an agent or group exists, and its menu (the default tenant's when it has none). */
export type OwnerEntry = { exists: boolean; menu: CategoryKey[] };

// Memos keyed by visitor (owner, menu) are bounded: ids come from the Internet.
const MEMO_LIMIT = 5000;
const remember = <K, V>(memo: Map<K, V>, key: K, make: () => V): V => {
  let v = memo.get(key);
  if (v === undefined) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(key, (v = make()));
  }
  return v;
};

const byRankThenId = (a: SnapshotPlan, b: SnapshotPlan) =>
  // ORDER BY featured_rank NULLS LAST, plan_id (PostgreSQL's ascending order puts NULLs last).
  (a.featured_rank ?? Infinity) - (b.featured_rank ?? Infinity) || a.plan_id - b.plan_id;

/** Translated facts as the schema would take them (the carrier is not translated), else dropped. */
const validFactsI18n = (facts: unknown): facts is FactsI18n =>
  facts != null && planFacts.omit({ carrier: true }).safeParse(facts).success;

/**
 * Facts that do not match the contract's schema are dropped (the comparison then says "not
 * stated") rather than served half-formed; the seed refuses them outright.
 */
const validFacts = (facts: unknown) => {
  const parsed = planFacts.safeParse(facts);
  return parsed.success ? parsed.data : null;
};

const HTML_DESC_KEYS = [
  'body_text',
  'association_text',
  'exclusions_text',
  'example_text',
  'faq_text',
] as const;

/** The HTML texts of a plan_desc (whole, or a translation's part of it) sanitised. */
function safeDesc<D extends Partial<PlanDesc>>(desc: D): D {
  const out = { ...desc };
  for (const key of HTML_DESC_KEYS)
    if (typeof desc[key] === 'string') out[key] = safeHtml(desc[key]) as D[typeof key];
  return out;
}

/**
 * A plan with its HTML texts sanitised in every language and its facts validated, as every answer
 * serves them (ADR 0012).
 */
const withSafeTexts = (p: SnapshotPlan): SnapshotPlan => {
  const i18n: PlanTextsI18n = {};
  for (const [lang, texts] of Object.entries(p.texts_i18n ?? {}) as [
    keyof PlanTextsI18n,
    NonNullable<PlanTextsI18n['es']>,
  ][]) {
    i18n[lang] = {
      ...(texts.short_text != null && { short_text: safeHtml(texts.short_text) }),
      ...(texts.plan_desc && { plan_desc: safeDesc(texts.plan_desc) }),
      ...(validFactsI18n(texts.facts) && { facts: texts.facts }),
    };
  }
  return {
    ...p,
    facts: p.facts == null ? null : validFacts(p.facts),
    short_text: safeHtml(p.short_text),
    plan_desc: safeDesc(p.plan_desc),
    texts_i18n: i18n,
  };
};

/** The plan's card texts in a language (`text_lang` only when one fell back to English). */
function cardTexts(p: SnapshotPlan, lang: Language) {
  const t = planTextsIn(p, lang);
  const fellBack = t.text_lang?.plan_short_text
    ? { plan_short_text: t.text_lang.plan_short_text }
    : undefined;
  return { plan_short_text: t.short_text, ...(fellBack && { text_lang: fellBack }) };
}

function deepFreeze<T>(v: T): T {
  if (v && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) deepFreeze(x);
  }
  return v;
}

/**
 * The whole catalogue at one catalogue version, read in one statement and never changed after:
 * every lookup the read calls and the pricing engine make is a map access here, and answers that
 * depend only on the catalogue (plan detail, featured lists) are built once and shared (frozen).
 */
export class CatalogueSnapshot {
  readonly token: string;
  readonly defaultMenu: CategoryKey[];
  /** Agents and groups met so far at this version ("agent:10109" -> entry); see catalogue-cache. */
  readonly owners = new Map<string, OwnerEntry>();
  private readonly plans = new Map<number, SnapshotPlan>();
  private readonly optionsByPlan = new Map<number, OptionDef[]>();
  private readonly optionsById = new Map<number, OptionDef>();
  private readonly feeByPlan = new Map<number, SnapshotPlan>();
  private readonly relatedByPlan = new Map<number, number[]>();
  private readonly featuredPlans: SnapshotPlan[];
  private readonly listedByCategory = new Map<CategoryKey, SnapshotPlan[]>();
  private readonly membershipPlan: SnapshotPlan | undefined;
  private readonly details = new Map<string, PlanDetail>();
  private readonly featuredMemo = new Map<string, FeaturedPlan[]>();
  private readonly listings = new Map<string, { plans: ListingPlan[] }>();
  private readonly answers = new Map<string, unknown>();

  constructor(rows: SnapshotRows) {
    this.token = rows.token;
    this.defaultMenu = deepFreeze(
      Array.isArray(rows.default_menu) ? (rows.default_menu as CategoryKey[]) : [],
    );
    const sorted = deepFreeze(rows.plans.map(withSafeTexts).sort((a, b) => a.plan_id - b.plan_id));
    for (const p of sorted) this.plans.set(p.plan_id, p);
    // Options in ORDER BY position, ppid (the loader sorts them), the fee plan with the lowest id.
    for (const o of deepFreeze(rows.options)) {
      const { plan_id: _p, ...option } = o;
      const list = this.optionsByPlan.get(o.plan_id) ?? [];
      list.push(option);
      this.optionsByPlan.set(o.plan_id, list);
      this.optionsById.set(o.ppid, option);
    }
    for (const p of sorted) {
      if (p.kind === 'admin_fee' && p.fee_for_plan_id != null && !this.feeByPlan.has(p.fee_for_plan_id))
        this.feeByPlan.set(p.fee_for_plan_id, p);
    }
    for (const r of rows.related) {
      this.relatedByPlan.set(r.plan_id, [...(this.relatedByPlan.get(r.plan_id) ?? []), r.related_plan_id]);
    }
    this.featuredPlans = sorted.filter((p) => p.featured).sort(byRankThenId);
    for (const p of sorted.filter((x) => x.listed && x.kind !== 'admin_fee').sort(byRankThenId)) {
      const list = this.listedByCategory.get(p.category) ?? [];
      list.push(p);
      this.listedByCategory.set(p.category, list);
    }
    this.membershipPlan = sorted.find((p) => p.kind === 'membership' && p.listed);
  }

  plan(planId: number): SnapshotPlan | undefined {
    return this.plans.get(planId);
  }

  /** The plan's pricing options, in the catalogue's order. */
  options(planId: number): OptionDef[] {
    return this.optionsByPlan.get(planId) ?? [];
  }

  /**
   * A pricing option's name in a language, and "en" when a non-English reader gets the English
   * name (its fallback: product names are not translated).
   */
  optionName(ppid: number, lang: Language): { name: string; lang: 'en' | undefined } | undefined {
    const o = this.optionsById.get(ppid);
    if (!o) return undefined;
    if (lang === 'en') return { name: o.name, lang: undefined };
    const own = o.texts_i18n?.[lang]?.name;
    return own ? { name: own, lang: undefined } : { name: o.name, lang: 'en' };
  }

  /** The administrative-fee plan paired with a plan (the spec's "prudential" pair), if any. */
  feePlanOf(planId: number): SnapshotPlan | undefined {
    return this.feeByPlan.get(planId);
  }

  membership(): SnapshotPlan | undefined {
    return this.membershipPlan;
  }

  /** Related plan ids in their catalogue position. */
  related(planId: number): number[] {
    return this.relatedByPlan.get(planId) ?? [];
  }

  /** Listed plans of the given categories in a language, in the order of the categories, then featured first. */
  listed(categories: readonly CategoryKey[], lang: Language = 'en'): ListingPlan[] {
    return [...new Set(categories)].flatMap((c) =>
      (this.listedByCategory.get(c) ?? []).map((p) => ({
        plan_id: p.plan_id,
        plan_name: p.name,
        plan_logo: p.logo,
        ...cardTexts(p, lang),
        plan_category: p.category,
      })),
    );
  }

  /**
   * An answer that depends only on this catalogue and `key` (which must name everything else it
   * reads), built once and shared frozen, so its JSON is written once too (reuse-frozen-answers).
   */
  answer<T>(key: string, make: () => T): T {
    return remember(this.answers, key, () => deepFreeze(make())) as T;
  }

  /** The listing answer `{ plans }` for these categories, built once per list of categories and language. */
  listing(categories: readonly CategoryKey[], lang: Language = 'en'): { plans: ListingPlan[] } {
    return remember(this.listings, `${lang}:${categories.join(',')}`, () =>
      deepFreeze({ plans: this.listed(categories, lang) }),
    );
  }

  /** get-plan-detail's answer, built once per plan and language. */
  detail(planId: number, lang: Language = 'en'): PlanDetail | undefined {
    const plan = this.plans.get(planId);
    if (!plan) return undefined;
    return remember(this.details, `${lang}:${planId}`, () => {
      const t = planTextsIn(plan, lang);
      return deepFreeze({
        plan_id: plan.plan_id,
        plan_name: plan.name,
        plan_logo: plan.logo,
        plan_category: plan.category,
        plan_short_text: t.short_text,
        plan_desc: t.plan_desc,
        ...(t.text_lang && { text_lang: t.text_lang }),
        is_membership: plan.kind === 'membership',
      });
    });
  }

  /**
   * Featured plans in rank order, limited to the menu's categories; all of them when no menu is
   * given or none of the menu's categories has a featured plan.
   */
  featured(menu: readonly CategoryKey[] | undefined, lang: Language = 'en'): FeaturedPlan[] {
    return remember(this.featuredMemo, `${lang}:${menu ? menu.join(',') : '*'}`, () => {
      const toAnswer = (p: SnapshotPlan): FeaturedPlan => ({
        plan_id: p.plan_id,
        plan_name: p.name,
        plan_logo: p.logo,
        ...cardTexts(p, lang),
      });
      const all = this.featuredPlans;
      const inMenu = menu ? all.filter((p) => menu.includes(p.category)) : all;
      return deepFreeze((inMenu.length ? inMenu : all).map(toAnswer));
    });
  }
}
