import type { Queryable } from '../../db/types';
import { factsOf } from './facts';
import { seedCarriers } from './carriers';
import { seedIdCardTerms } from './id-cards';
import { HEALTH_PLANS } from './plans-health';
import { LIVING_PLANS } from './plans-living';
import { healthQuestions } from './questions';
import { refuseBadHtml } from '../../kernel/catalogue/plan-html';
import { spanishOptionName, spanishPlanTexts, spanishQuestionTexts } from './spanish';
import { ASSOCIATION_TEXT, CATEGORY_TEXTS, SECTION_NAMES } from './texts';
import type { PlanSeed } from './types';

/** The demo catalogue: two or more plans in each of the 13 categories (README "Demo data"). */
export const CATALOGUE: PlanSeed[] = [...HEALTH_PLANS, ...LIVING_PLANS];

export const ppidOf = (planId: number, index: number) => planId * 100 + index + 1;

const withoutCarrier = (facts: ReturnType<typeof factsOf>) => {
  if (!facts) return null;
  const { carrier: _carrier, ...rest } = facts;
  return rest;
};

/** A seeded plan as a plans row, with its Spanish (*.es.ts); refuses bad HTML in either language. */
export function planRow(s: PlanSeed, es = spanishPlanTexts(s)) {
  const texts = CATEGORY_TEXTS[s.category];
  const row = {
    plan_id: s.plan_id,
    name: s.name,
    category: s.category,
    logo: `/assets/plan-logos/${s.logo}`,
    short_text: s.short_text,
    featured: s.featured_rank != null,
    featured_rank: s.featured_rank ?? null,
    listed: s.listed ?? true,
    kind: s.kind ?? 'standard',
    plan_desc: {
      body_text: s.body_text,
      header_text: s.header_text,
      blueBarText: s.blue_bar,
      association_text: ASSOCIATION_TEXT,
      ...SECTION_NAMES,
      exclusions_text: texts.exclusions,
      example_text: texts.example,
      faq_text: texts.faq,
    },
    rules: s.rules ?? {},
    // The carrier is a reference (plans.carrier_id, seedCarriers), not part of the stored facts.
    facts: withoutCarrier(factsOf(s.plan_id)),
    fee_for_plan_id: s.fee_for_plan_id ?? null,
    fee_percent: s.fee_percent ?? null,
    replaced_by: s.replaced_by ?? null,
    texts_i18n: es ? { es } : {},
  };
  refuseBadHtml(s.plan_id, 'en', row);
  if (es) refuseBadHtml(s.plan_id, 'es', es);
  return row;
}

/**
 * Idempotent catalogue seed: rows are upserted in bulk (jsonb_to_recordset), and options,
 * related plans and questions that left the data are removed. questions_version is never reset.
 */
export async function seedCatalogue(tx: Queryable): Promise<void> {
  const plans = CATALOGUE.map((s) => planRow(s));
  await tx.query(
    `INSERT INTO plans (plan_id, name, category, logo, short_text, featured, featured_rank, listed, kind, plan_desc, rules, fee_percent, facts, texts_i18n)
     SELECT plan_id, name, category, logo, short_text, featured, featured_rank, listed, kind, plan_desc, rules, fee_percent, facts, texts_i18n
     FROM jsonb_to_recordset($1::jsonb) AS x(plan_id int, name text, category text, logo text, short_text text, featured boolean,
       featured_rank int, listed boolean, kind text, plan_desc jsonb, rules jsonb, fee_percent numeric, facts jsonb, texts_i18n jsonb)
     ON CONFLICT (plan_id) DO UPDATE SET name=EXCLUDED.name, category=EXCLUDED.category, logo=EXCLUDED.logo,
       short_text=EXCLUDED.short_text, featured=EXCLUDED.featured, featured_rank=EXCLUDED.featured_rank, listed=EXCLUDED.listed,
       kind=EXCLUDED.kind, plan_desc=EXCLUDED.plan_desc, rules=EXCLUDED.rules, fee_percent=EXCLUDED.fee_percent,
       facts=EXCLUDED.facts, texts_i18n=EXCLUDED.texts_i18n`,
    [JSON.stringify(plans)],
  );
  await seedCarriers(tx, CATALOGUE);
  await seedIdCardTerms(tx);
  // References between plans once every plan exists.
  await tx.query(
    `UPDATE plans p SET fee_for_plan_id = x.fee_for_plan_id, replaced_by = x.replaced_by
     FROM jsonb_to_recordset($1::jsonb) AS x(plan_id int, fee_for_plan_id int, replaced_by int) WHERE p.plan_id = x.plan_id`,
    [JSON.stringify(plans)],
  );
  const ids = CATALOGUE.map((s) => s.plan_id);
  const options = CATALOGUE.flatMap((s) =>
    s.options.map((o, i) => ({
      ppid: ppidOf(s.plan_id, i),
      plan_id: s.plan_id,
      name: o.name,
      position: i + 1,
      rates: o.rates ?? null,
      flat_cents: o.flat_cents ?? null,
      one_time_cents: o.one_time_cents ?? 0,
      fee_of_ppid: o.fee_of_ppid ?? null,
      age_max: o.age_max ?? null,
      benefit_amount: o.benefit_amount ?? null,
      texts_i18n: spanishOptionName(o.name) ? { es: { name: spanishOptionName(o.name) } } : {},
    })),
  );
  await tx.query('DELETE FROM plan_pricing WHERE plan_id = ANY($1::int[]) AND NOT (ppid = ANY($2::int[]))', [
    ids,
    options.map((o) => o.ppid),
  ]);
  await tx.query(
    `INSERT INTO plan_pricing (ppid, plan_id, name, position, rates, flat_cents, one_time_cents, fee_of_ppid, age_max, benefit_amount, texts_i18n)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(ppid int, plan_id int, name text, position int, rates jsonb,
       flat_cents int, one_time_cents int, fee_of_ppid int, age_max int, benefit_amount int, texts_i18n jsonb)
     ON CONFLICT (ppid) DO UPDATE SET plan_id=EXCLUDED.plan_id, name=EXCLUDED.name, position=EXCLUDED.position, rates=EXCLUDED.rates,
       flat_cents=EXCLUDED.flat_cents, one_time_cents=EXCLUDED.one_time_cents, fee_of_ppid=EXCLUDED.fee_of_ppid, age_max=EXCLUDED.age_max,
       benefit_amount=EXCLUDED.benefit_amount, texts_i18n=EXCLUDED.texts_i18n`,
    [JSON.stringify(options)],
  );
  const related = CATALOGUE.flatMap((s) =>
    (s.related ?? []).map((r, i) => ({ plan_id: s.plan_id, related_plan_id: r, position: i + 1 })),
  );
  await tx.query('DELETE FROM plan_related WHERE plan_id = ANY($1::int[])', [ids]);
  await tx.query(
    `INSERT INTO plan_related (plan_id, related_plan_id, position)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(plan_id int, related_plan_id int, position int)`,
    [JSON.stringify(related)],
  );
  const questions = CATALOGUE.flatMap(healthQuestions).map((q) => {
    const es = spanishQuestionTexts(q);
    return { ...q, texts_i18n: es ? { es } : {} };
  });
  await tx.query(
    'DELETE FROM plan_questions WHERE plan_id = ANY($1::int[]) AND NOT (question_id = ANY($2::int[]))',
    [ids, questions.map((q) => q.question_id)],
  );
  await tx.query(
    `INSERT INTO plan_questions (question_id, plan_id, position, question_text, sub_type, require_detail, knock_out, decline_message, options, texts_i18n)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(question_id int, plan_id int, position int, question_text text, sub_type text,
       require_detail boolean, knock_out boolean, decline_message text, options jsonb, texts_i18n jsonb)
     ON CONFLICT (question_id) DO UPDATE SET plan_id=EXCLUDED.plan_id, position=EXCLUDED.position, question_text=EXCLUDED.question_text,
       sub_type=EXCLUDED.sub_type, require_detail=EXCLUDED.require_detail, knock_out=EXCLUDED.knock_out,
       decline_message=EXCLUDED.decline_message, options=EXCLUDED.options, texts_i18n=EXCLUDED.texts_i18n`,
    [JSON.stringify(questions)],
  );
}
