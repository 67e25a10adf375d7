import { CATEGORY_TEXTS_ES } from './category-texts.es';
import { FACTS_ES } from './facts.es';
import { HEALTH_PLAN_TEXTS_ES } from './plans-health.es';
import { LIVING_PLAN_TEXTS_ES } from './plans-living.es';
import { OPTION_NAMES_ES } from './option-names.es';
import { OPTION_TEXTS_ES, QUESTION_TEXTS_ES } from './questions.es';
import { ASSOCIATION_TEXT_ES, SECTION_NAMES_ES } from './texts.es';
import type { QuestionSeed } from './questions';
import type { PlanSeed, PlanTexts } from './types';

// The Spanish lives in *.es.ts beside the English seed, keyed by plan id, so a branch that adds
// fields to the English plans (plans-*.ts) and this one never edit the same lines.
const PLAN_TEXTS_ES: Record<number, PlanTexts> = { ...HEALTH_PLAN_TEXTS_ES, ...LIVING_PLAN_TEXTS_ES };

/** A seeded plan's Spanish texts as plans.texts_i18n.es holds them; undefined when it has none. */
export function spanishPlanTexts(s: PlanSeed) {
  const own = PLAN_TEXTS_ES[s.plan_id];
  if (!own) return undefined;
  const texts = CATEGORY_TEXTS_ES[s.category];
  return {
    short_text: own.short_text,
    plan_desc: {
      body_text: own.body_text,
      header_text: own.header_text,
      blueBarText: own.blue_bar,
      association_text: ASSOCIATION_TEXT_ES,
      ...SECTION_NAMES_ES,
      exclusions_text: texts.exclusions,
      example_text: texts.example,
      faq_text: texts.faq,
    },
    ...(FACTS_ES[s.plan_id] && { facts: FACTS_ES[s.plan_id] }),
  };
}

/** A health question's Spanish as plan_questions.texts_i18n.es holds it; undefined when it has none. */
export function spanishQuestionTexts(q: QuestionSeed) {
  const text = q.knock_out ? PLAN_TEXTS_ES[q.plan_id]?.knock_out?.text : QUESTION_TEXTS_ES[q.position];
  if (!text) return undefined;
  const options: Record<string, { option_text: string; option_group: string }> = {};
  for (const o of q.options) {
    const option_text = OPTION_TEXTS_ES[o.option_text];
    const option_group = OPTION_TEXTS_ES[o.option_group];
    if (option_text && option_group) options[o.option_id] = { option_text, option_group };
  }
  return { question_text: text, options };
}

/** A pricing option's Spanish name, when its name describes it (product names stay as they are). */
export const spanishOptionName = (english: string): string | undefined => OPTION_NAMES_ES[english];
