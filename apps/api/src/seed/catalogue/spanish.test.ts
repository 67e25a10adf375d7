import { describe, expect, it } from 'vitest';
import { TRANSLATED_DESC_KEYS } from '../../kernel/catalogue/plan-language';
import { membershipFeeText } from '../../kernel/catalogue/membership-fee';
import { CATALOGUE, planRow } from './index';
import { healthQuestions } from './questions';
import { OPTION_NAMES_ES } from './option-names.es';
import { spanishPlanTexts, spanishQuestionTexts } from './spanish';

describe('the seeded catalogue in Spanish', () => {
  it('every seeded plan has every text in Spanish, different from its English', () => {
    for (const plan of CATALOGUE) {
      const es = spanishPlanTexts(plan);
      expect(es, `plan ${plan.plan_id} has no Spanish`).toBeDefined();
      const en = planRow(plan);
      expect(es!.short_text, `plan ${plan.plan_id} short_text`).not.toBe(en.short_text);
      for (const key of TRANSLATED_DESC_KEYS) {
        expect(es!.plan_desc[key], `plan ${plan.plan_id} ${key}`).toBeTruthy();
        // The association text and section names are shared; each must still differ from English.
        expect(es!.plan_desc[key], `plan ${plan.plan_id} ${key}`).not.toBe(en.plan_desc[key]);
      }
      expect(en.texts_i18n).toEqual({ es });
      // The compare screen's facts: the waiting period and each coverage highlight (the carrier is a name).
      if (en.facts) {
        expect(es!.facts, `plan ${plan.plan_id} facts`).toBeDefined();
        expect(es!.facts!.waiting_period).not.toBe(en.facts.waiting_period);
        expect(es!.facts!.coverage).toHaveLength(en.facts.coverage.length);
        es!.facts!.coverage.forEach((c, i) => expect(c).not.toBe(en.facts!.coverage[i]));
      }
    }
  });

  it('every health question and option of an underwritten plan has Spanish', () => {
    const questions = CATALOGUE.flatMap(healthQuestions);
    expect(questions.length).toBeGreaterThan(0);
    for (const q of questions) {
      const es = spanishQuestionTexts(q);
      expect(es?.question_text, `question ${q.question_id}`).toBeTruthy();
      expect(es!.question_text).not.toBe(q.question_text);
      for (const o of q.options) expect(es!.options[o.option_id], `option ${o.option_id}`).toBeDefined();
    }
  });

  it('every Spanish option name belongs to a seeded option (none left behind by a rename)', () => {
    const names = new Set(CATALOGUE.flatMap((p) => p.options.map((o) => o.name)));
    for (const english of Object.keys(OPTION_NAMES_ES)) expect(names, english).toContain(english);
  });

  it('the membership fee text in both languages', () => {
    expect(membershipFeeText('en')).toMatch(/^Plans of the Benefit Store/);
    expect(membershipFeeText('es')).toMatch(/cargo único de membresía/);
  });

  it('the loader refuses a plan whose Spanish text is malformed or unsafe, as it does English', () => {
    const plan = CATALOGUE[0]!;
    const es = spanishPlanTexts(plan)!;
    expect(() => planRow(plan, { ...es, short_text: '<p>Sin cerrar' })).toThrow(
      `Plan ${plan.plan_id} (es) short_text: malformed HTML`,
    );
    const unsafe = { ...es, plan_desc: { ...es.plan_desc, body_text: '<p onmouseover="x()">Hola</p>' } };
    expect(() => planRow(plan, unsafe)).toThrow(`Plan ${plan.plan_id} (es) body_text: unsafe markup`);
    expect(() => planRow({ ...plan, body_text: '<p>Open' })).toThrow(`Plan ${plan.plan_id} (en) body_text`);
  });
});
