import { describe, expect, it } from 'vitest';
import { describeEachDriver, withHeaders } from '../../../test/harness';
import { get, PLANS, wizardEnrollment } from '../../../test/wizard';
import { WIZARD_HEALTH_QUESTIONS } from '../../seed/health-questions';
import { WIZARD_HEALTH_QUESTIONS_ES } from '../../seed/health-questions.es';

describe('the seeded wizard questionnaire', () => {
  it('has every question in Spanish', () => {
    for (const q of WIZARD_HEALTH_QUESTIONS) {
      expect(WIZARD_HEALTH_QUESTIONS_ES[q.question_id], `question ${q.question_id}`).toBeTruthy();
      expect(WIZARD_HEALTH_QUESTIONS_ES[q.question_id]).not.toBe(q.question_text);
    }
  });
});

describeEachDriver('the wizard health questionnaire in the reader’s language', (ctx) => {
  it('member and dependent questions in Spanish, English without the header or its translation', async () => {
    const id = await wizardEnrollment(ctx(), [PLANS.underwritten]);
    const es = withHeaders(ctx(), { 'accept-language': 'es' });
    const primary = (await get(es, 'get-health-questions-primary-health-info', { enrollment_id: id })).body
      .data.result;
    expect(primary.medication_question).toEqual({
      question_id: 120,
      question_text: '¿Toma actualmente algún medicamento recetado?',
    });
    expect(primary.codition_questions[2].question_text).toBe(
      '¿Alguna vez le han diagnosticado o tratado por diabetes?',
    );
    const dep = (await get(es, 'get-health-questions-dependent-info', { enrollment_id: id })).body.data
      .result;
    expect(dep.codition_questions).toHaveLength(7);
    expect(dep.codition_questions[0].question_text).toMatch(/^En los últimos 5 años/);
    const en = (await get(ctx(), 'get-health-questions-primary-health-info', { enrollment_id: id })).body.data
      .result;
    expect(en.medication_question.question_text).toBe(
      'Are you currently taking any prescription medication?',
    );
  });
});
