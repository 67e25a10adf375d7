import type { PlanEoiSettingsList } from '@bs/contract';

type Plan = PlanEoiSettingsList['plans'][number];
/** One question as the form holds it: an id when it is already the plan's (reworded in place). */
export type QuestionValues = { question_id?: number; question_text: string; question_text_es: string };
export type PlanEoiValues = {
  plan_id: number | '';
  guaranteed_issue: string;
  eoi_on_increase: 0 | 1;
  eoi_for_late_entrants: 0 | 1;
  expires_after_days: string;
  questions: QuestionValues[];
};

/** Whole dollars of cover as people read them: $100,000. */
export const cover = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;

const number = (s: string) => (s.trim() === '' ? undefined : Number(s));
export const bodyOf = (v: PlanEoiValues) => ({
  plan_id: v.plan_id === '' ? undefined : v.plan_id,
  guaranteed_issue: number(v.guaranteed_issue),
  eoi_on_increase: v.eoi_on_increase === 1,
  eoi_for_late_entrants: v.eoi_for_late_entrants === 1,
  expires_after_days: number(v.expires_after_days),
  questions: v.questions.map((q) => ({
    ...(q.question_id !== undefined && { question_id: q.question_id }),
    question_text: q.question_text,
    question_text_es: q.question_text_es,
  })),
});

/** A plan's rules as the form shows them; a plan without rules starts from the usual ones. */
export const valuesOf = (p: Plan | undefined, planId: number | ''): PlanEoiValues => ({
  plan_id: planId,
  guaranteed_issue: p?.settings ? String(p.settings.guaranteed_issue) : '',
  eoi_on_increase: p?.settings?.eoi_on_increase ? 1 : 0,
  eoi_for_late_entrants: !p?.settings || p.settings.eoi_for_late_entrants ? 1 : 0,
  expires_after_days: String(p?.settings?.expires_after_days ?? 60),
  questions: (p?.questions ?? []).map((q) => ({ ...q })),
});
