import type { PlanDesc, PlanFacts, TextLang } from '@bs/contract';
import type { Language } from '@bs/domain';
import type { PlanRow } from './plan-types';

/** The texts of a plan as one language reads them, and which of them fell back to English. */
export type PlanTextsIn = { short_text: string; plan_desc: PlanDesc; text_lang: TextLang };

// The plan_desc texts a translation may hold (all of them: the section names too).
const DESC_KEYS = [
  'body_text',
  'header_text',
  'blueBarText',
  'association_text',
  'exclusions_text_name',
  'exclusions_text',
  'example_text_name',
  'example_text',
  'faq_text_name',
  'faq_text',
] as const satisfies readonly (keyof PlanDesc)[];

/**
 * Rule: a text is shown in the reader's language where it exists and in English (the fallback)
 * where it does not; an empty English text stays empty (nothing to mark). `text_lang` names each
 * text that fell back, by the answer's field name, so the page can mark it `lang="en"` and a
 * screen reader pronounces it right. English readers get the English texts and no marks.
 */
export function planTextsIn(
  plan: Pick<PlanRow, 'short_text' | 'plan_desc' | 'texts_i18n'>,
  lang: Language,
): PlanTextsIn {
  if (lang === 'en') return { short_text: plan.short_text, plan_desc: plan.plan_desc, text_lang: undefined };
  const own = plan.texts_i18n?.[lang];
  const fellBack: Record<string, 'en'> = {};
  const short = own?.short_text;
  if (!short && plan.short_text) fellBack.plan_short_text = 'en';
  const desc = { ...plan.plan_desc };
  for (const key of DESC_KEYS) {
    const text = own?.plan_desc?.[key];
    if (text) desc[key] = text;
    else if (plan.plan_desc[key]) fellBack[key] = 'en';
  }
  return {
    short_text: short || plan.short_text,
    plan_desc: desc,
    text_lang: Object.keys(fellBack).length ? fellBack : undefined,
  };
}

/** The plan_desc keys a complete translation holds (what the seed's completeness test checks). */
export const TRANSLATED_DESC_KEYS: readonly (keyof PlanDesc)[] = DESC_KEYS;

/**
 * A plan's facts (carrier, waiting period, coverage) in a language: the translated waiting period
 * and coverage with the carrier's name as it is, or the English facts and `fellBack` (to mark them).
 */
export function factsIn(
  plan: Pick<PlanRow, 'facts' | 'texts_i18n'>,
  lang: Language,
): { facts: PlanFacts | null; fellBack: boolean } {
  if (lang === 'en' || !plan.facts) return { facts: plan.facts, fellBack: false };
  const own = plan.texts_i18n?.[lang]?.facts;
  if (!own) return { facts: plan.facts, fellBack: true };
  return { facts: { carrier: plan.facts.carrier, ...own }, fellBack: false };
}
